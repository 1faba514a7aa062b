import styled from "@emotion/styled";
import React, { createContext, Suspense, useCallback, useContext, useRef, useState } from "react";
import { BANNER_ROOM_ATTRIBUTE } from "../lib/bannerRoom";
import { space } from "../theme/tokens";
import type { ToastEntry, ToastMessage } from "./toastTypes";

export { TOAST_DURATION_MS, type ToastMessage } from "./toastTypes";

/**
 * The site's one toast system: bottom-right, gone after about five seconds
 * (held while hovered, focused or dragged), closed with its button or by
 * swiping it sideways with a finger, pen or mouse. Toasts are added inside a
 * live region that is always present, so screen readers announce them.
 */
const ToastList = React.lazy(() => import("./ToastList"));

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
  const nextId = useRef(1);

  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current;
    nextId.current += 1;
    setToasts((current) => [...current, { ...message, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Region role="status" aria-live="polite" {...{ [BANNER_ROOM_ATTRIBUTE]: "" }}>
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} closeLabel={closeLabel} onDismiss={dismiss} />
          </Suspense>
        ) : null}
      </Region>
    </ToastContext.Provider>
  );
}
