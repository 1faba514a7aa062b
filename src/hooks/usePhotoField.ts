import { useCallback, useEffect, useRef, useState } from "react";
import { getDraft, photoIds } from "../lib/forms/draft";
import type { FormKind } from "../lib/forms/fields";
import type { Photos } from "./usePhotos";
import { afterLoadWhenIdle } from "../lib/afterLoadWhenIdle";

/**
 * The photo field's own code (usePhotos, the thumbnails): a chunk of its own, not part of the form's start-up.
 */
const loadLive = () => import(/* webpackChunkName: "photo-field" */ "../components/forms/PhotoFieldLive");

export type PhotoFieldLive = Awaited<ReturnType<typeof loadLive>>["PhotoFieldLive"];

/** Once loaded in this page view, a form drawn again (a client-side navigation, a sent form's "Back") has it at once. */
let loaded: PhotoFieldLive | null = null;

export interface PhotoStatus {
  /** Why the photos cannot go as they are (one is required, or the field's code did not load). */
  error: string;
  /** The "Preparing …" line, in a live region present from the first paint. */
  preparing: string;
}

const idleStatus: PhotoStatus = { error: "", preparing: "" };

/** What the field and the form use while rendering; the refs are apart from it (PhotoFieldLoader). */
export interface PhotoFieldState {
  /** The loaded part of the field, or null while its code is on its way. */
  Live: PhotoFieldLive | null;
  /** The photos' state and actions once loaded, else null. */
  api: () => Photos | null;
  /** What the field shows around its input: set by the loaded part, or by the form when that part failed to load. */
  status: PhotoStatus;
  setStatus: (status: PhotoStatus) => void;
  /** Starts loading the field's code (focus, a file chosen, a send); at most once at a time. */
  load: () => void;
  /** Resolves with the photos' state once the field's code has loaded; rejects if it fails to. */
  whenReady: () => Promise<Photos>;
}

export interface PhotoFieldLoader extends PhotoFieldState {
  /** The file input, rendered from the first paint and kept: a file chosen in it is there when the code arrives. */
  inputRef: React.RefObject<HTMLInputElement>;
  /** Set by the loaded part: the photos' state and actions. */
  apiRef: (api: Photos | null) => void;
}

/**
 * The quote form's photo field costs nothing at start-up (issue 43): the server renders it whole, a plain file
 * input that posts with the form without JavaScript, and its code loads when the visitor focuses or uses it,
 * when the browser is idle after load, or at once when the draft holds photos to show again (the draft lists
 * them in session storage, so the check needs no photo code).
 */
export function usePhotoField({ kind, enabled }: { kind: FormKind; enabled: boolean }): PhotoFieldLoader {
  const inputRef = useRef<HTMLInputElement>(null);
  // Rendering it draws nothing until there are photos, so the first render may have it: no hydration mismatch.
  const [Live, setLive] = useState<PhotoFieldLive | null>(() => loaded);
  const [status, setStatus] = useState<PhotoStatus>(idleStatus);
  const loading = useRef<Promise<void> | null>(null);
  const current = useRef<Photos | null>(null);
  const waiting = useRef<{ resolve: (api: Photos) => void; reject: (error: unknown) => void }[]>([]);

  const load = useCallback((): void => {
    if (!enabled || loading.current || Live) return;
    loading.current = loadLive().then(
      (module) => {
        loaded = module.PhotoFieldLive;
        setLive(() => module.PhotoFieldLive);
      },
      (failure: unknown) => {
        // Not kept: the next focus or send tries again (the connection may be back).
        loading.current = null;
        for (const waiter of waiting.current.splice(0)) waiter.reject(failure);
      },
    );
  }, [Live, enabled]);

  const apiRef = useCallback((api: Photos | null): void => {
    current.current = api;
    if (api) for (const waiter of waiting.current.splice(0)) waiter.resolve(api);
  }, []);

  const whenReady = useCallback(
    (): Promise<Photos> =>
      current.current
        ? Promise.resolve(current.current)
        : new Promise<Photos>((resolve, reject) => {
            waiting.current.push({ resolve, reject });
            load();
          }),
    [load],
  );

  useEffect(() => {
    if (!enabled || Live) return undefined;
    // Kept photos to show again, or a file chosen before the page hydrated: no reason to wait.
    if (photoIds(getDraft(kind)).length > 0 || (inputRef.current?.files?.length ?? 0) > 0) {
      load();
      return undefined;
    }
    return afterLoadWhenIdle(load);
  }, [Live, enabled, kind, load]);

  return { inputRef, Live, apiRef, api: () => current.current, status, setStatus, load, whenReady };
}
