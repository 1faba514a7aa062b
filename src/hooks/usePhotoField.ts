import { useCallback, useEffect, useRef, useState } from "react";
import { getDraft, photoIds } from "../lib/forms/draft";
import type { FormKind } from "../lib/forms/fields";
import type { Photos } from "./usePhotos";
import { afterLoadWhenIdle } from "../lib/afterLoadWhenIdle";

export interface PhotoStatus {
  /** Why the photos cannot go as they are (one is required, or the field's code did not load). */
  error: string;
  /** The "Preparing …" line, in a live region present from the first paint. */
  preparing: string;
  /** Said in the same line when there is nothing preparing: the photos to attach to an email opened without the field's code. */
  note?: string;
}

/**
 * How long a send by email waits for the photo field's code before it gives up and opens the email naming the
 * photos chosen (the email cannot carry them anyway). Within the few seconds a browser counts a press as the
 * visitor's own (Chromium: 5 s), so the mail link it then opens is not refused as unasked-for.
 */
export const EMAIL_PHOTO_WAIT_MS = 3_000;

const idleStatus: PhotoStatus = { error: "", preparing: "" };

/** What the field and the form use while rendering; the refs are apart from it (PhotoFieldLoader). */
export interface PhotoFieldState {
  /** Whether the field's own part is wanted: PhotoField draws it from then on, and its code loads as it is drawn. */
  wanted: boolean;
  /** The photos' state and actions once the part is drawn, else null. */
  api: () => Photos | null;
  /** What the field shows around its input: set by the loaded part, or by the form when that part failed to load. */
  status: PhotoStatus;
  setStatus: (status: PhotoStatus) => void;
  /** Asks for the field's part (focus, a file chosen, a send, idle time). */
  load: () => void;
  /** The part's code could not load: a waiting send is told, and the next `load` draws it afresh (lazyPart). */
  failed: (error: unknown) => void;
  /**
   * Resolves with the photos' state once the part is drawn; rejects if its code fails to load, if the form has no
   * photo field, or when `giveUpAfterMs` has passed without an answer (a connection that hangs).
   */
  whenReady: (giveUpAfterMs?: number) => Promise<Photos>;
}

export interface PhotoFieldLoader extends PhotoFieldState {
  /** The file input, rendered from the first paint and kept: a file chosen in it is there when the code arrives. */
  inputRef: React.RefObject<HTMLInputElement>;
  /** Set by the drawn part: the photos' state and actions. */
  apiRef: (api: Photos | null) => void;
}

/**
 * The quote form's photo field costs nothing at start-up (issue 43): the server renders it whole, a plain file
 * input that posts with the form without JavaScript, and its own part (PhotoFieldLive, drawn by PhotoField
 * through lazyPart) is wanted when the visitor focuses or uses the field, when the browser is idle after load,
 * or at once when the draft holds photos to show again (the draft lists them in session storage, so the check
 * needs no photo code). This hook holds that state, not the part: a send that waits for the part (whenReady)
 * is answered by the part itself, drawn (apiRef) or failed (failed), and never by a load that may not happen.
 */
export function usePhotoField({ kind, enabled }: { kind: FormKind; enabled: boolean }): PhotoFieldLoader {
  const inputRef = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState<PhotoStatus>(idleStatus);
  const current = useRef<Photos | null>(null);
  const waiting = useRef<{ resolve: (api: Photos) => void; reject: (error: unknown) => void }[]>([]);

  const load = useCallback((): void => {
    if (enabled) setWanted(true);
  }, [enabled]);

  const failed = useCallback(
    (error: unknown): void => {
      console.warn(`Enquiry form (${kind}): the photo field's code did not load (${error instanceof Error ? error.message : String(error)}).`);
      // Not kept: the next focus or send draws the part afresh, and its code is asked for again (the connection may be back).
      setWanted(false);
      for (const waiter of waiting.current.splice(0)) waiter.reject(error);
    },
    [kind],
  );

  const apiRef = useCallback((api: Photos | null): void => {
    current.current = api;
    if (api) for (const waiter of waiting.current.splice(0)) waiter.resolve(api);
  }, []);

  const whenReady = useCallback(
    (giveUpAfterMs?: number): Promise<Photos> => {
      if (current.current) return Promise.resolve(current.current);
      // No field will ever be drawn to answer: said at once.
      if (!enabled) return Promise.reject(new Error(`The ${kind} form takes no photos.`));
      return new Promise<Photos>((resolve, reject) => {
        const timer =
          giveUpAfterMs === undefined
            ? undefined
            : window.setTimeout(() => {
                // The code may still come (the part stays wanted); this send no longer waits for it.
                waiting.current = waiting.current.filter((other) => other !== waiter);
                console.warn(`Enquiry form (${kind}): the photo field's code did not arrive within ${giveUpAfterMs / 1000} s; the send goes on without it.`);
                reject(new Error(`The photo field's code did not arrive within ${giveUpAfterMs / 1000} s.`));
              }, giveUpAfterMs);
        const waiter = {
          resolve: (api: Photos) => (window.clearTimeout(timer), resolve(api)),
          reject: (error: unknown) => (window.clearTimeout(timer), reject(error)),
        };
        waiting.current.push(waiter);
        setWanted(true);
      });
    },
    [enabled, kind],
  );

  // Once, as the form starts: a part that failed to load then waits for the visitor, not for the next idle time.
  useEffect(() => {
    if (!enabled) return undefined;
    // Kept photos to show again, or a file chosen before the page hydrated: no reason to wait.
    if (photoIds(getDraft(kind)).length > 0 || (inputRef.current?.files?.length ?? 0) > 0) {
      load();
      return undefined;
    }
    return afterLoadWhenIdle(load);
  }, [enabled, kind, load]);

  return { inputRef, wanted: enabled && wanted, apiRef, api: () => current.current, status, setStatus, load, failed, whenReady };
}
