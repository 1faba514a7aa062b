import fs from "fs";
import path from "path";
import { PROGRAM_WORDS, refusal } from "../../src/cms/backend/failures";
import { changeText } from "../../src/cms/drafts/conflicts";
import { messageOverrides, mergePhrases } from "../../src/cms/locale";
import { cmsPackageDir } from "../../src/node/cms/packages";
import { ENTRY_FAILURE, entryLoadInSiteWords, inSiteWords, NOTIFICATION_SEND, readingTime, withReadingTime } from "../../src/cms/notices";

const conflictMessage = (entry: string, collection: string, theirs: "published" | "draft" = "published"): string => changeText("someoneElse", theirs, { entry, collection, workflow: true });

const coreDir = path.join(__dirname, "..", "..", "cms-packages", "node_modules", "decap-cms-core", "dist", "esm");
/** Decap's own failure to save, as actions/entries.js sends it: its message key, the error as details, 8 s. */
const failedSave = (details: unknown) => ({ type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.onFailToPersist", details }, type: "error", dismissAfter: 8000 } });

describe("how long a notice stays", () => {
  it("is Decap's action, as its installed code names it and shows it (autoClose and a dismissal after dismissAfter)", () => {
    expect(fs.readFileSync(path.join(coreDir, "actions", "notifications.js"), "utf8")).toContain(`NOTIFICATION_SEND = '${NOTIFICATION_SEND}'`);
    const shown = fs.readFileSync(path.join(coreDir, "components", "UI", "Notifications.js"), "utf8");
    expect(shown).toContain("autoClose: notification.dismissAfter");
    expect(shown).toContain("}, notification.dismissAfter);");
  });

  it("keeps a refused save that says what to do long enough to read it: 200 words a minute, and 3 s to notice it", () => {
    const message = conflictMessage("Aviation", "Sectors", "draft");
    const words = message.split(/\s+/).length + 6;
    expect(words).toBeGreaterThan(50);
    const kept = withReadingTime(failedSave(new Error(message))).payload.dismissAfter;
    expect(kept).toBe(3000 + words * 300);
    expect(withReadingTime(failedSave(messageOverrides.site.signIn.expired)).payload.dismissAfter).toBeGreaterThan(8000);
  });

  it("keeps a failure that carries a whole page of text (a backend's error page) for a minute at most", () => {
    const page = `<html><body>${"Service unavailable, please try again later. ".repeat(1000)}</body></html>`;
    expect(withReadingTime(failedSave(new Error(page))).payload.dismissAfter).toBe(60_000);
  });

  it("never shortens Decap's time: a short failure keeps its 8 s", () => {
    expect(withReadingTime(failedSave("Failed to fetch")).payload.dismissAfter).toBe(8000);
    expect(readingTime({ type: "error", dismissAfter: 8000, message: "Not saved." })).toBe(8000);
  });

  it("leaves notices of success, notices with no time (they stay until closed) and other actions as they are", () => {
    const saved = { type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.entrySaved" }, type: "success", dismissAfter: 4000 } };
    expect(withReadingTime(saved)).toBe(saved);
    const untimed = { type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.onFailToPersist", details: conflictMessage("Aviation", "Sectors") }, type: "error" } };
    expect(withReadingTime(untimed)).toBe(untimed);
    const other = { type: "DRAFT_CHANGE_FIELD", payload: { field: "title" } };
    expect(withReadingTime(other)).toBe(other);
  });
});

describe("a failure notice", () => {
  const github = { backend: { name: "github" }, publish_mode: "editorial_workflow" };
  const local = { backend: { name: "proxy" }, publish_mode: "simple" };
  /** The notice as the editor reads it: Decap's phrase, the site's over it, with the details as Decap puts them in (their text). */
  const phrases = mergePhrases({ ui: { toast: { onFailToPersist: "Failed to persist entry: %{details}" } } }, messageOverrides) as { ui: { toast: Record<string, string> } };
  const shown = (action: ReturnType<typeof failedSave>): string => {
    const { message } = action.payload;
    if (typeof message === "string") return message;
    return (phrases.ui.toast[message.key.replace("ui.toast.", "")] ?? message.key).replace("%{details}", String(message.details));
  };

  beforeEach(() => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("says what happened, that the text is kept and what to do, in the site's words, whatever Decap was given; the cause goes to the console", () => {
    const cause = new TypeError("Failed to fetch");
    const text = shown(inSiteWords(failedSave(cause), local));
    expect(text).toBe("Not saved. The content manager could not reach the local backend: the connection may be down. Nothing was written, and your changes are still in the form. Check the connection, then publish again.");
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), cause);
    const refused = Object.assign(new Error("Server Error"), { name: "API_ERROR", status: 503 });
    expect(shown(inSiteWords(failedSave(refused), github))).toMatch(/^Not saved\. GitHub refused it\. Nothing was written, and your changes are still in the form\. Wait a moment, then save again\./);
    for (const details of [cause, refused, undefined, "TypeError: Failed to fetch", { status: 500 }]) expect(shown(inSiteWords(failedSave(details), github))).not.toMatch(PROGRAM_WORDS);
  });

  it("tells a fault in the code as one, not as the connection: the text kept, reload, and the cause to the console", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'get')");
    const text = shown(inSiteWords(failedSave(bug), local));
    expect(text).toBe(
      "Not saved. Something went wrong in the editor itself: a fault in the site's code, not the connection. Nothing was written, and your changes are still in the form. Reload the page (the content manager keeps your changes in this browser and offers them when you open the entry again), then publish again. If it happens again, tell whoever looks after the site: the browser's console says why.",
    );
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), bug);
  });

  it("of a sign-in that failed says so in the site's words, not the error's message", () => {
    const failed = (details: unknown) => ({ type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.onFailToAuth", details }, type: "error", dismissAfter: 8000 } });
    expect(shown(inSiteWords(failed("Failed to fetch"), github))).toBe(
      "Not signed in. The content manager could not reach GitHub: the connection may be down. Nothing is lost: changes kept in this browser are offered when you open their entry again. Check the connection, then sign in again.",
    );
    expect(shown(inSiteWords(failed(Object.assign(new Error("Bad credentials"), { status: 401 })), github))).toMatch(/^Not signed in\. GitHub refused it\. Nothing is lost.*Wait a moment, then sign in again\./);
    // Decap shows the error's message as it is: actions/auth.js.
    expect(fs.readFileSync(path.join(coreDir, "actions", "auth.js"), "utf8")).toMatch(/details: error\.message,\s*key: 'ui\.toast\.onFailToAuth'/);
  });

  it("of a draft's delete that failed says it was not deleted, where Decap says it was", () => {
    const failed = { type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.onDeleteUnpublishedChanges", details: new TypeError("Failed to fetch") }, type: "error", dismissAfter: 8000 } };
    expect(shown(inSiteWords(failed, github))).toBe("Not deleted. The content manager could not reach GitHub: the connection may be down. Nothing was deleted. Check the connection, then delete it again.");
    // Decap's failure borrows its phrase of success: actions/editorialWorkflow.js.
    expect(fs.readFileSync(path.join(coreDir, "actions", "editorialWorkflow.js"), "utf8")).toMatch(/key: 'ui\.toast\.onDeleteUnpublishedChanges',\s*details: error\s*\},\s*type: 'error'/);
  });

  it("of an entry that did not load puts the site's words where Decap's editor shows the error as its heading", () => {
    const failed = { type: ENTRY_FAILURE, payload: { error: new TypeError("Failed to fetch"), collection: "sectors", slug: "aviation" } };
    const worded = entryLoadInSiteWords(failed, local).payload.error;
    expect(worded.message).toBe(
      "This entry did not load. The content manager could not reach the local backend: the connection may be down. Nothing is lost: the entry stays as it was last saved. Check the connection, then open it again.",
    );
    expect(fs.readFileSync(path.join(coreDir, "reducers", "entries.js"), "utf8")).toContain("'error'], payload.error.message);");
    expect(fs.readFileSync(path.join(coreDir, "components", "Editor", "Editor.js"), "utf8")).toMatch(/_jsx\("h3", \{\s*children: entry\.get\('error'\)/);
  });

  it("already in the site's words (a colleague's change, a value the build refuses) is shown as it is", () => {
    const action = failedSave(refusal(conflictMessage("Aviation", "Sectors")));
    expect(inSiteWords(action, github)).toBe(action);
  });

  it("of a picture, which Decap words itself around the error, says so in the site's words", () => {
    const upload = (error: unknown) => ({ type: NOTIFICATION_SEND, payload: { message: `Failed to persist media: ${String(error)}`, type: "error", dismissAfter: 8000 } });
    expect(inSiteWords(upload(new TypeError("Failed to fetch")), github).payload.message).toBe(
      "The picture was not uploaded. The content manager could not reach GitHub: the connection may be down. The picture is not in the media library yet. Check the connection, then upload it again.",
    );
    // Decap's own words stand where the site's are used: actions/mediaLibrary.js.
    const media = fs.readFileSync(path.join(coreDir, "actions", "mediaLibrary.js"), "utf8");
    expect(media).toContain("message: `Failed to persist media: ${error}`");
    expect(media).toContain("message: `Failed to delete media: ${error.message}`");
  });

  it("leaves notices of success, and others, as they are", () => {
    const saved = { type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.entrySaved" }, type: "success", dismissAfter: 4000 } };
    expect(inSiteWords(saved, github)).toBe(saved);
    const missing = { type: NOTIFICATION_SEND, payload: { message: { key: "ui.toast.missingRequiredField" }, type: "error", dismissAfter: 8000 } };
    expect(inSiteWords(missing, github)).toBe(missing);
  });

  it("uses the phrase keys Decap's English has", () => {
    const en = fs.readFileSync(path.join(cmsPackageDir(path.join(__dirname, "..", ".."), "decap-cms-locales"), "dist", "esm", "en", "index.js"), "utf8");
    for (const key of Object.keys(messageOverrides.ui.toast)) expect({ key, found: en.includes(`${key}: '`) }).toEqual({ key, found: true });
  });
});
