import fs from "fs";
import path from "path";
import { BACKUP_QUESTION, DECAP_STATE } from "../../src/cms/decapState";
import { DECAP_ACTIONS } from "../../src/cms/drafts/guard";
import { ENTRY_FAILURE, NOTIFICATION_SEND } from "../../src/cms/notices";
import { TOLD_FAILURES } from "../../src/cms/rejections";
import { cmsPackageDir } from "../../src/node/cms/packages";

/**
 * What the CMS relies on in Decap's own code, read from the installed packages (cms-packages/node_modules), so that
 * a Decap upgrade that moves one fails here, naming it:
 *
 * - src/cms/decapInternals.ts, the one module that reaches into decap-cms-core's dist/esm files: each file and name
 *   it imports, and each member it uses of them;
 * - the action types and state keys the site's rules follow (drafts/guard.ts, drafts/install.ts, notices.ts,
 *   rejections.ts);
 * - the backend interface the site's wrapper (backend/guarded.ts) stands in: how Decap registers, constructs and
 *   calls a backend, and each method the wrapper uses, in every backend the site registers.
 */

const root = path.join(__dirname, "..", "..");
const packages = path.join(root, "cms-packages", "node_modules");
const coreDir = path.join(packages, "decap-cms-core", "dist", "esm");
const source = (file: string): string => fs.readFileSync(path.join(root, file), "utf8");
const core = (file: string): string => fs.readFileSync(path.join(coreDir, file), "utf8");

/** Every file under `dir` (relative to the repository). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** Whether the ES module `code` exports `name` (or, for "default", has a default export). */
function exportsName(code: string, name: string): boolean {
  if (name === "default") return /export default /.test(code);
  return new RegExp(`export (?:async )?(?:const|let|var|function|class) ${name}\\b`).test(code) || new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(code);
}

/** The file an import of a Decap package's dist files names ("decap-cms-core/dist/esm/redux"): the module itself, or its folder's index. */
function distModule(request: string): string | undefined {
  const [, pkg, relative] = /^(decap-cms-[\w-]+)\/(dist\/.+)$/.exec(request) ?? [];
  if (!pkg || !relative) return undefined;
  const dir = cmsPackageDir(root, pkg);
  return [`${relative}.js`, path.join(relative, "index.js")].map((candidate) => path.join(dir, candidate)).find((candidate) => fs.existsSync(candidate));
}

/** Each import of `code` from a Decap package's dist files, with the names it takes, in every form an import can have. */
function distImports(code: string): { request: string; names: string[] }[] {
  const found: { request: string; names: string[] }[] = [];
  for (const [, clause, request] of code.matchAll(/^import (?!type )([\s\S]+?) from "(decap-cms-[\w-]+\/dist\/[^"]+)";$/gm)) {
    const text = (clause as string).trim();
    const names: string[] = [];
    // `import * as all from` needs the module alone; `import a, { b, c as d } from` a default and named members.
    if (!text.startsWith("* as ")) {
      if (/^\w+\s*(?:,|$)/.test(text)) names.push("default");
      const named = /\{([^}]*)\}/.exec(text)?.[1];
      if (named) names.push(...named.split(",").map((name) => name.trim().split(/\s+as\s+/)[0] as string).filter(Boolean));
    }
    found.push({ request: request as string, names });
  }
  return found;
}

describe("Decap's own modules", () => {
  const internals = source("src/cms/decapInternals.ts");
  const imports = distImports(internals);

  it("are read in every form an import can take", () => {
    const forms = distImports(
      [
        'import a from "decap-cms-core/dist/esm/a";',
        'import { b, c as d } from "decap-cms-core/dist/esm/b";',
        'import e, { f } from "decap-cms-core/dist/esm/e";',
        'import * as g from "decap-cms-core/dist/esm/g";',
        'import {\n  h,\n  i,\n} from "decap-cms-core/dist/esm/h";',
      ].join("\n"),
    );
    expect(forms).toEqual([
      { request: "decap-cms-core/dist/esm/a", names: ["default"] },
      { request: "decap-cms-core/dist/esm/b", names: ["b", "c"] },
      { request: "decap-cms-core/dist/esm/e", names: ["default", "f"] },
      { request: "decap-cms-core/dist/esm/g", names: [] },
      { request: "decap-cms-core/dist/esm/h", names: ["h", "i"] },
    ]);
  });

  it("are imported by src/cms/decapInternals.ts alone, whichever Decap package they are in", () => {
    const importers = filesUnder("src/cms")
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .filter((file) => /from "decap-cms-[\w-]+\/dist\/|import\("decap-cms-[\w-]+\/dist\//.test(source(file)));
    expect(importers).toEqual([path.join("src", "cms", "decapInternals.ts")]);
    expect(imports.length).toBeGreaterThan(0);
  });

  it("hold each file and name decapInternals.ts imports", () => {
    for (const { request, names } of imports) {
      const file = distModule(request);
      expect({ request, found: file !== undefined }).toEqual({ request, found: true });
      for (const name of names) expect({ request, name, exported: exportsName(fs.readFileSync(file as string, "utf8"), name) }).toEqual({ request, name, exported: true });
    }
  });

  it("make the store with redux (getState, dispatch, subscribe, replaceReducer), its root reducer from the reducers the rules read, and the address history with history's listen", () => {
    expect(core("redux/index.js")).toMatch(/const store = createStore\(createRootReducer\(\)/);
    expect(core("redux/index.js")).toMatch(/import \{ createStore, applyMiddleware \} from 'redux'/);
    expect(core("reducers/combinedReducer.js")).toMatch(/combineReducers\(\{\s*\.\.\.reducers\s*\}\)/);
    const reducers = core("reducers/index.js");
    for (const key of ["config", "collections", "entryDraft", "editorialWorkflow"]) expect({ key, combined: new RegExp(`^  ${key},?$`, "m").test(reducers) }).toEqual({ key, combined: true });
    expect(core("routing/history.js")).toMatch(/const history = createHashHistory\(\);/);
  });

  it("keep one backend object, with the backup method decapInternals.ts uses, and read a backup back as the site's backend expects", () => {
    const backend = core("backend.js");
    expect(backend).toMatch(/export const currentBackend = function \(\) \{\s*let backend;/);
    expect(backend).toContain("  async persistLocalDraftBackup(entry, collection) {");
    // A backup's pictures: each without its file or address is asked for with no field (so not in its field's folder),
    // through the registered backend's getMediaFile, which answers it without a request (backend/guarded.ts).
    expect(core("actions/entries.js")).toMatch(/await backend\.getLocalDraftBackup\(collection, slug\);[\s\S]*?if \(file\.file \|\| file\.url\) \{[\s\S]*?\} else \{\s*return getAsset\(\{\s*collection,\s*entry: fromJS\(entry\),\s*path: file\.path,\s*field: file\.field\s*\}\)/);
    expect(core("actions/mediaLibrary.js")).toMatch(/export async function getMediaFile\(state, path\) \{[\s\S]*?await backend\.getMediaFile\(path\);/);
    expect(backend).toMatch(/getMediaFile\(path\) \{\s*return this\.implementation\.getMediaFile\(path\);/);
    // A field's error, which makes Decap refuse a save with a rejection that carries nothing.
    expect(core("reducers/entryDraft.js")).toMatch(/fieldsErrors: Map\(\)/);
    for (const file of ["actions/entries.js", "actions/editorialWorkflow.js"]) {
      expect({ file, refuses: /const fieldsErrors = entryDraft\.get\('fieldsErrors'\);[\s\S]*?if \(!fieldsErrors\.isEmpty\(\)\) \{[\s\S]*?return Promise\.reject\(\);/.test(core(file)) }).toEqual({ file, refuses: true });
    }
  });

  it("hold each state key the site's rules read and write (DECAP_STATE), where Decap's reducers, entries and editor put it", () => {
    const draft = core("reducers/entryDraft.js");
    for (const key of Object.values(DECAP_STATE.draft)) expect({ key, inEntryDraft: new RegExp(`state\\.set\\('${key}'`).test(draft) }).toEqual({ key, inEntryDraft: true });
    const entry = /export function createEntry\([^)]*\) \{\s*const returnObj = \{([\s\S]*?)\};/.exec(core("valueObjects/Entry.js"))?.[1] ?? "";
    for (const key of Object.values(DECAP_STATE.entry)) {
      const made = new RegExp(`^\\s*${key}(?:,|:)`, "m").test(entry) || new RegExp(`state\\.setIn\\(\\['entry', '${key}'\\]`).test(draft);
      expect({ key, inEntry: made }).toEqual({ key, inEntry: true });
    }
    const workflow = core("reducers/editorialWorkflow.js");
    for (const key of Object.values(DECAP_STATE.workflow)) expect({ key, inEditorialWorkflow: new RegExp(`\\b${key}: Map\\(\\)[\\s\\S]*setIn\\(\\['${key}', \`\\$\\{action\\.payload\\.collection\\}\\.\\$\\{action\\.payload\\.slug\\}\``).test(workflow) }).toEqual({ key, inEditorialWorkflow: true });
    const editor = core("components/Editor/Editor.js");
    const props = /function mapStateToProps\(state, ownProps\) \{[\s\S]*?return \{([\s\S]*?)\};/.exec(editor)?.[1] ?? "";
    for (const prop of Object.values(DECAP_STATE.editorProps)) expect({ prop, editorProp: new RegExp(`^\\s*${prop},?$`, "m").test(props) }).toEqual({ prop, editorProp: true });
    expect(editor).toMatch(/const localBackup = entryDraft\.get\('localBackup'\);/);
  });

  it("ask before restoring a backup with the phrase the site words (BACKUP_QUESTION), through react-polyglot's translate, in the editor whose import the build replaces", () => {
    const editor = core("components/Editor/Editor.js");
    expect(editor).toContain(`window.confirm(this.props.t('${BACKUP_QUESTION}'))`);
    expect(editor).toContain("import { translate } from 'react-polyglot';");
    expect(editor).toMatch(/export default connect\(mapStateToProps, mapDispatchToProps\)\(withWorkflow\(translate\(\)\(Editor\)\)\);/);
    const [group, section, phrase] = BACKUP_QUESTION.split(".") as [string, string, string];
    const english = fs.readFileSync(path.join(cmsPackageDir(root, "decap-cms-locales"), "dist", "esm", "en", "index.js"), "utf8");
    expect({ group, section, phrase, found: new RegExp(`${group}: \\{[\\s\\S]*?${section}: \\{[\\s\\S]*?${phrase}: '`).test(english) }).toEqual({ group, section, phrase, found: true });
  });

  it("name the actions the site's rules follow as the site names them", () => {
    const actions = ["entries", "editorialWorkflow", "notifications"].map((file) => core(`actions/${file}.js`)).join("\n");
    const followed = [...Object.values(DECAP_ACTIONS).flat(), NOTIFICATION_SEND, ENTRY_FAILURE, ...TOLD_FAILURES, "UNPUBLISHED_ENTRY_PERSIST_FAILURE"];
    for (const type of new Set(followed)) expect({ type, exported: new RegExp(`export const ${type} = '${type}';`).test(actions) }).toEqual({ type, exported: true });
  });

  it("reject a failed save or delete with the failure action they show, which rejections.ts recognises by its type and payload", () => {
    expect(core("actions/entries.js")).toContain("return Promise.reject(dispatch(entryPersistFail(collection, serializedEntry, error)));");
    expect(core("actions/entries.js")).toContain("return Promise.reject(dispatch(entryDeleteFail(collection, slug, error)));");
    expect(core("actions/editorialWorkflow.js")).toContain("return Promise.reject(dispatch(unpublishedEntryPersistedFail(error, collection, entry.get('slug'))));");
    for (const [file, creator] of [
      ["actions/entries.js", "entryPersistFail"],
      ["actions/entries.js", "entryDeleteFail"],
      ["actions/editorialWorkflow.js", "unpublishedEntryPersistedFail"],
    ] as const) {
      expect({ creator, shape: new RegExp(`function ${creator}\\([^)]*\\) \\{\\s*return \\{\\s*type: [A-Z_]+,(?:\\s*error: [^,]+,)?\\s*payload: \\{`).test(core(file)) }).toEqual({ creator, shape: true });
    }
  });
});

describe("Decap's backend interface, which backend/guarded.ts stands in", () => {
  const guarded = source("src/cms/backend/guarded.ts");
  const block = /export interface Implementation \{([\s\S]*?)\n\}/.exec(guarded)?.[1] ?? "";
  const methods = [...block.matchAll(/^ {2}(\w+)\(/gm)].map((match) => match[1] as string);
  const backends = ["decap-cms-backend-github", "decap-cms-backend-git-gateway", "decap-cms-backend-proxy"];

  it("registers a class that Decap constructs with `new`, and runs preSave before it asks the backend to write", () => {
    expect(core("lib/registry.js")).toMatch(/registry\.backends\[name\] = \{\s*init: \(\.\.\.args\) => new BackendClass\(\.\.\.args\)\s*\};/);
    expect(core("backend.js")).toMatch(/this\.implementation = implementation\.init\(this\.config, \{/);
    const persist = / {2}async persistEntry\(\{[\s\S]*?\n {2}\}\n/.exec(core("backend.js"))?.[0] ?? "";
    expect(persist).toMatch(/const updatedEntity = await this\.invokePreSaveEvent\(draft\.get\('entry'\)\);[\s\S]*await this\.implementation\.persistEntry\(\{\s*dataFiles,\s*assets: assetProxies\s*\}, opts\);/);
    // The options the wrapper reads: whether the entry is new, its collection, drafts and review, onto a draft.
    expect(persist).toMatch(/const opts = \{\s*newEntry,\s*commitMessage,\s*collectionName,\s*useWorkflow,\s*hasSubfolders,\s*\.\.\.updatedOptions\s*\};/);
    expect(persist).toMatch(/const updatedOptions = \{\s*unpublished,\s*status\s*\};/);
  });

  it("names an entry without a draft by its error (decap-cms-lib-util's EDITORIAL_WORKFLOW_ERROR)", () => {
    const util = fs.readFileSync(path.join(packages, "decap-cms-lib-util", "dist", "esm", "index.js"), "utf8");
    expect(util).toMatch(/import EditorialWorkflowError, \{ EDITORIAL_WORKFLOW_ERROR \} from '\.\/EditorialWorkflowError';/);
    expect(util).toMatch(/export \{[^}]*\bEDITORIAL_WORKFLOW_ERROR\b/);
  });

  it("has each method the wrapper uses, in every backend the site registers", () => {
    expect(methods.length).toBeGreaterThanOrEqual(8);
    for (const backend of backends) {
      const code = fs.readFileSync(path.join(packages, backend, "dist", "esm", "implementation.js"), "utf8");
      for (const method of methods) expect({ backend, method, found: new RegExp(`^ {2}(?:async )?${method}\\(`, "m").test(code) }).toEqual({ backend, method, found: true });
    }
  });
});
