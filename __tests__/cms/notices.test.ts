import fs from "fs";
import path from "path";
import { conflictMessage } from "../../src/cms/drafts/conflicts";
import { messageOverrides } from "../../src/cms/locale";
import { NOTIFICATION_SEND, readingTime, withReadingTime } from "../../src/cms/notices";

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
