/**
 * The names in Decap's state that the site's rules read and write (drafts/guard.ts, drafts/install.ts,
 * decapInternals.ts, replacedParts/editorPhrases.tsx): part of decapInternals.ts, which re-exports them, kept in a
 * file of their own without Decap's code so that the rules' unit tests load them. __tests__/cms/decapInternals.test.ts
 * finds each in the installed decap-cms-core (its reducers, its entry, its editor), failing with the name.
 */
export const DECAP_STATE = {
  /** state.entryDraft (reducers/entryDraft.js). */
  draft: { entry: "entry", localBackup: "localBackup", fieldsMetaData: "fieldsMetaData", fieldsErrors: "fieldsErrors", hasChanged: "hasChanged", key: "key" },
  /** An entry (valueObjects/Entry.js, createEntry; newRecord from reducers/entryDraft.js). */
  entry: { collection: "collection", slug: "slug", path: "path", raw: "raw", data: "data", meta: "meta", i18n: "i18n", mediaFiles: "mediaFiles", newRecord: "newRecord" },
  /** state.editorialWorkflow (reducers/editorialWorkflow.js): the drafts, by "collection.slug". */
  workflow: { entities: "entities" },
  /** The props Decap's entry editor is drawn with (components/Editor/Editor.js, mapStateToProps). */
  editorProps: { localBackup: "localBackup", collection: "collection" },
} as const;

/**
 * The phrase Decap's entry editor asks with, by window.confirm, before it restores a draft kept in the browser
 * (components/Editor/Editor.js): worded for the entry by replacedParts/editorPhrases.tsx.
 */
export const BACKUP_QUESTION = "editor.editor.confirmLoadBackup";
