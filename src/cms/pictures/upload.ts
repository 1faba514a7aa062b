import { uploadTexts } from "../../data/pictures";
import type { Prepared } from "./prepare";

/**
 * Every picture an editor uploads passes through preparePicture before Decap sees it. Decap's media library
 * takes files from one <input type="file"> (decap-cms-core 3.x, FileUploadButton) and offers no hook between
 * the choice and the commit, so the CMS listens for that input's change first (capturing, on the window),
 * holds it back, and hands Decap the prepared file in a change of its own; a refused file never reaches it.
 * What happened is said in a notice inside the media library's dialog, where focus stays while it is open.
 * The checks themselves (prepare.ts, inspect.ts) load with the first upload: no other screen needs them.
 */

const preparePicture = async (file: File): Promise<Prepared> => (await import(/* webpackChunkName: "cms-pictures" */ "./prepare")).preparePicture(file);

const NOTICE_ID = "picture-upload-notice";

/** Shows `text` in the dialog around `input` (or the page), replacing an earlier notice. An alert is read out at once. */
function showNotice(input: HTMLInputElement, role: "status" | "alert", text: string): void {
  clearNotice(input.ownerDocument);
  const doc = input.ownerDocument;
  const notice = doc.createElement("div");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", role);
  Object.assign(notice.style, {
    // Centred between both edges, not from the middle: inside the media library's dialog (transformed, so the
    // containing block of a fixed element) `left: 50%` left it half the dialog's width, ~180 px on a phone.
    position: "fixed",
    left: "12px",
    right: "12px",
    bottom: "24px",
    marginInline: "auto",
    width: "fit-content",
    zIndex: "100000",
    maxWidth: "46rem",
    boxSizing: "border-box",
    display: "flex",
    gap: "16px",
    alignItems: "flex-start",
    padding: "12px 16px",
    borderRadius: "6px",
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.3)",
    font: "15px/1.45 system-ui, sans-serif",
    textAlign: "left",
    background: role === "alert" ? "#fdecea" : "#e8f1fb",
    color: role === "alert" ? "#5f1410" : "#0b2545",
    border: `1px solid ${role === "alert" ? "#c62828" : "#1d4e89"}`,
  });
  const message = doc.createElement("p");
  message.style.margin = "0";
  message.textContent = text;
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = uploadTexts.close;
  Object.assign(close.style, { flex: "none", font: "inherit", padding: "2px 10px", cursor: "pointer" });
  close.addEventListener("click", () => {
    // Focus goes back to the dialog, not to the page behind it: Escape still closes the media library.
    const dialog = notice.closest<HTMLElement>('[role="dialog"]');
    notice.remove();
    dialog?.focus();
  });
  notice.append(message, close);
  // Inside react-modal's dialog: outside it the notice would be unreachable by Tab while the dialog is open.
  (input.closest('[role="dialog"]') ?? doc.body).append(notice);
}

function clearNotice(doc: Document): void {
  doc.getElementById(NOTICE_ID)?.remove();
}

/** Starts checking uploads in `win`; the CMS calls it once, before Decap starts. */
export function checkPictureUploads(win: Window): void {
  const ours = new WeakSet<Event>();
  let latest = 0;
  win.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || ours.has(event)) return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      const attempt = ++latest;
      showNotice(input, "status", uploadTexts.checking(file.name));
      void preparePicture(file)
        .catch((error: unknown) => {
          // The cause for a developer; the editor reads what happened and what to do.
          console.warn(`"${file.name}" could not be prepared for upload:`, error);
          return { ok: false as const, message: uploadTexts.failed(file.name, uploadTexts.unreadable) };
        })
        .then((prepared) => {
          // The editor chose another file meanwhile: that one's outcome is the one that counts.
          if (attempt !== latest) return;
          if (!prepared.ok) {
            showNotice(input, "alert", prepared.message);
            input.value = "";
            return;
          }
          if (prepared.note) showNotice(input, "status", prepared.note);
          else clearNotice(input.ownerDocument);
          const chosen = new DataTransfer();
          chosen.items.add(prepared.file);
          input.files = chosen.files;
          const forward = new Event("change", { bubbles: true });
          ours.add(forward);
          input.dispatchEvent(forward);
        });
    },
    { capture: true },
  );
}
