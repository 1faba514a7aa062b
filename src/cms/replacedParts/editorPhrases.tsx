import { createElement, type ComponentType } from "react";
import { useTranslate } from "react-polyglot";
import { BACKUP_QUESTION, DECAP_STATE } from "../decapState";
import type { Immutable } from "../decapTypes";
import { backupQuestion } from "../drafts/install";

export * from "react-polyglot";

type Translate = (phrase: string, options?: number | Record<string, unknown>) => string;

/**
 * react-polyglot's translate where Decap's entry editor imports it (components/Editor/Editor.js;
 * src/node/cms/packages.ts, replacedModules): the same phrases, with one worded for the entry. Decap asks whether
 * to restore a draft kept in the browser with a fixed phrase (window.confirm(t(BACKUP_QUESTION))); here it names the
 * entry and when it was typed (drafts/install.ts), from the editor's own props, and Decap's question is asked as
 * Decap asks it.
 */
export function translate() {
  return <P extends object>(Component: ComponentType<P & { t: Translate }>): ComponentType<P> => {
    function Worded(props: P): ReturnType<typeof createElement> {
      const t = useTranslate() as Translate;
      const localBackup = (props as Record<string, unknown>)[DECAP_STATE.editorProps.localBackup] as Immutable | undefined;
      const collection = (props as Record<string, unknown>)[DECAP_STATE.editorProps.collection] as Immutable | undefined;
      const worded: Translate = (phrase, options) => {
        const backup = localBackup?.get(DECAP_STATE.draft.entry) as Immutable | undefined;
        return phrase === BACKUP_QUESTION && backup && collection ? backupQuestion(backup, collection) : t(phrase, options);
      };
      return createElement(Component, { ...props, t: worded });
    }
    Worded.displayName = `Worded(${Component.displayName ?? Component.name})`;
    return Worded;
  };
}
