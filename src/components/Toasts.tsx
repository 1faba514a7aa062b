import styled from "@emotion/styled";
import React, { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { BANNER_ROOM_ATTRIBUTE } from "../lib/bannerRoom";
import { colors, radius, space } from "../theme/tokens";
import { lazyPart } from "./lazyPart";
import { TOAST_DURATION_MS, type ToastEntry, type ToastMessage } from "./toastTypes";

export { TOAST_DURATION_MS, type ToastMessage } from "./toastTypes";

/**
 * The site's one toast system: bottom-right, gone after about five seconds
 * (held while hovered, focused or dragged), closed with its button or by
 * swiping it sideways with a finger, pen or mouse. Toasts are added inside a
 * live region that is always present, so screen readers announce them.
 */
// A reload would lose the notice's words, so a replaced chunk is not reloaded for: the plain list says them.
const ToastList = lazyPart(() => import(/* webpackChunkName: "toast-list" */ "./ToastList").then((module) => module.default), { reloadWhenReplaced: false });

/** The toasts as plain text, when the list's own code could not load: each still goes after its time. */
function PlainToasts({ toasts, onDismiss }: { toasts: readonly ToastEntry[]; onDismiss: (id: number) => void }): React.JSX.Element {
  const first = toasts[0]?.id;
  useEffect(() => {
    if (first === undefined) return undefined;
    const timer = window.setTimeout(() => onDismiss(first), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [first, onDismiss]);
  return (
    <ol>
      {toasts.map((toast) => (
        <li key={toast.id} css={{ padding: space(1.5), background: colors.navy, color: colors.paper, borderLeft: `4px solid ${colors.amber}`, borderRadius: radius }}>
          <strong>{toast.title}</strong> {toast.text}
        </li>
      ))}
    </ol>
  );
}

function listCouldNotLoad(error: unknown): void {
  console.error("The notices' code could not load; they are shown as plain text.", error);
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** Shows a toast. */
export const useToast = (): ((message: ToastMessage) => void) => useContext(ToastContext);

const Region = styled.div`
  position: fixed;
  z-index: 1400;
  right: ${space(2)};
  bottom: calc(${space(2)} + var(--cookie-banner-height, 0px));
  width: min(380px, calc(100vw - ${space(4)}));
  pointer-events: none;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
`;

export function ToastProvider({ closeLabel, children }: { closeLabel: string; children: React.ReactNode }): React.JSX.Element {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [listFailed, setListFailed] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current;
    nextId.current += 1;
    setToasts((current) => [...current, { ...message, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const listFailedOnce = useCallback((error: unknown) => {
    listCouldNotLoad(error);
    setListFailed(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Region role="status" aria-live="polite" {...{ [BANNER_ROOM_ATTRIBUTE]: "" }}>
        {toasts.length > 0 ? (
          <ToastList
            toasts={toasts}
            closeLabel={closeLabel}
            onDismiss={dismiss}
            fallback={listFailed ? <PlainToasts toasts={toasts} onDismiss={dismiss} /> : null}
            onFailed={listFailedOnce}
          />
        ) : null}
      </Region>
    </ToastContext.Provider>
  );
}
