import { toast as toastifyToast, type ToastContent, type ToastOptions } from "react-toastify";
import { noticeRole } from "../a11y/noticeRole";
import { clearOfNotices } from "../mobile/clearOfNotices";

export * from "react-toastify";

/**
 * react-toastify where Decap's notices import it (components/UI/Notifications.js; src/node/cms/packages.ts,
 * replacedModules): the same toasts, each announced by a screen reader as what it is (issue 57). react-toastify gives
 * every toast the role "alert", which interrupts whatever is being read: right for a failure, too loud for "Entry
 * saved". A failure keeps "alert" (assertive); any other notice is a "status" (polite) (a11y/noticeRole.ts).
 */
function roledToast<T>(content: ToastContent<T>, options?: ToastOptions<T>) {
  return toastifyToast(content, {
    ...options,
    role: noticeRole(options?.type),
    // A notice that appears over the field being typed in moves the field clear of it (mobile/clearOfNotices.ts).
    onOpen: (props) => {
      clearOfNotices(document.activeElement);
      options?.onOpen?.(props);
    },
  });
}

/** toast() with its role set, and react-toastify's own toast.dismiss, toast.onChange and the rest, which Decap also calls. */
export const toast: typeof toastifyToast = Object.assign(roledToast, toastifyToast);
