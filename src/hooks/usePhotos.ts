import { useCallback, useEffect, useRef, useState } from "react";
import { getDraft, photoIds, PHOTOS_KEY, saveAnswer, type Values } from "../lib/forms/draft";
import { fillTemplate, type FormKind } from "../lib/forms/fields";
import type { Refused } from "../lib/forms/photos/choose";
import type { KeptPhoto } from "../lib/forms/photos/kept";
import { DEFAULT_MAX_PHOTOS, photoTotalLimit } from "../lib/forms/photos/limits";
import { refusalMessage } from "../lib/forms/photos/refusal";
import type { SendMode } from "../lib/forms/provider";

/** A kept photo with the address of its thumbnail (an object URL, revoked when the photo goes). */
export type ShownPhoto = KeptPhoto & { url: string };

export type PhotoTexts = Queries.FormPhotosDataFragment;

export interface Photos {
  photos: readonly ShownPhoto[];
  max: number;
  required: boolean;
  /** The "Preparing …" line while a file is being prepared. */
  preparing: string;
  /** Why the last files chosen were not all added, one message per file. */
  refusals: readonly string[];
  /** The browser will not keep the photos through a reload (IndexedDB refused or broken). */
  notKept: boolean;
  /** The message shown when a photo is required and none was added. */
  error: string;
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  /** Resolves once every photo chosen so far has been prepared, with the photos then. */
  ready: () => Promise<readonly KeptPhoto[]>;
  /** Checks the required rule before a send; true when it is met. */
  check: () => boolean;
}

/** Loaded when a visitor first adds a photo, or when the draft holds photos to show again. */
const loadChoose = () => import("../lib/forms/photos/choose");
const loadStore = () => import("../lib/forms/photos/store");

/**
 * The photos of the quote form's draft (issue 37): prepared in the browser as they are chosen, kept in IndexedDB
 * with the draft's answers (the draft lists them, draft.ts), shown again after a reload and gone when the draft
 * is cleared or sent. This hook itself loads with the field's own chunk (usePhotoField); the preparation and the
 * store load later still, when a visitor first adds a photo or the draft holds photos to show again.
 */
export function usePhotos({
  kind,
  mode,
  texts,
  values,
  enabled,
  inputRef,
}: {
  kind: FormKind;
  mode: SendMode;
  texts: PhotoTexts;
  values: Values;
  enabled: boolean;
  /** The file input (usePhotoField): files chosen in it before this code loaded are added when it does. */
  inputRef: React.RefObject<HTMLInputElement>;
}): Photos {
  const [photos, setPhotos] = useState<readonly ShownPhoto[]>([]);
  const [preparing, setPreparing] = useState("");
  const [refusals, setRefusals] = useState<readonly string[]>([]);
  const [notKept, setNotKept] = useState(false);
  const [error, setError] = useState("");
  const current = useRef<readonly ShownPhoto[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const max = texts.maxPhotos ?? DEFAULT_MAX_PHOTOS;
  const required = texts.required === true;

  const show = useCallback(
    (next: readonly ShownPhoto[]): void => {
      for (const photo of current.current) if (!next.includes(photo)) URL.revokeObjectURL(photo.url);
      current.current = next;
      setPhotos(next);
      // In the same task as the state, so the draft never lists photos the form does not show, or the reverse;
      // saved as an answer is, so the draft no longer matches an email opened from it. (Here, not in draft.ts: issue 43.)
      saveAnswer(kind, PHOTOS_KEY, next.map((photo) => photo.id).join(" "));
    },
    [kind],
  );

  const shown = (photo: KeptPhoto): ShownPhoto => ({ ...photo, url: URL.createObjectURL(photo.blob) });

  const enqueue = useCallback((task: () => Promise<void>): void => {
    queue.current = queue.current.then(task).catch((failure: unknown) => {
      console.warn(`Enquiry form (${kind}): a photo could not be added (${failure instanceof Error ? failure.message : String(failure)}).`);
    });
  }, [kind]);

  const add = useCallback(
    (files: readonly File[]): void => {
      if (files.length === 0) return;
      setRefusals([]);
      setError("");
      enqueue(async () => {
        let result: { added: KeptPhoto[]; refused: Refused[] };
        let choose: Awaited<ReturnType<typeof loadChoose>>;
        try {
          choose = await loadChoose();
        } catch (failure) {
          // The photo code did not load (the connection dropped): each file is named, none silently lost, in the
          // site's words; the browser's own ("Loading chunk 15 failed") goes to the console.
          console.warn("Enquiry form: the photos' code did not load.", failure);
          setRefusals(files.map((file) => fillTemplate(texts.notLoaded, { name: file.name })));
          return;
        }
        try {
          result = await choose.addPhotos(files, current.current, {
            max,
            totalLimit: photoTotalLimit[mode],
            onPreparing: (name) => setPreparing(fillTemplate(texts.preparing, { name })),
          });
        } catch (failure) {
          // A guard: addPhotos names a file whose preparation throws itself. Anything else failing there (a fault, not
          // the connection) names each file as not made ready, in the site's words; the cause goes to the console.
          console.warn("Enquiry form: the photos could not be prepared.", failure);
          setRefusals(files.map((file) => refusalMessage(texts, { name: file.name, refusal: { kind: "failed" } })));
          return;
        } finally {
          setPreparing("");
        }
        setRefusals(result.refused.map((refused) => refusalMessage(texts, refused)));
        if (result.added.length === 0) return;
        show([...current.current, ...result.added.map(shown)]);
        try {
          const store = await loadStore();
          for (const photo of result.added) await store.savePhoto(kind, photo);
        } catch {
          setNotKept(true);
        }
      });
    },
    [enqueue, kind, max, mode, show, texts],
  );

  const remove = useCallback(
    (id: string): void => {
      setRefusals([]);
      show(current.current.filter((photo) => photo.id !== id));
      void loadStore()
        .then((store) => store.removePhoto(id))
        .catch(() => undefined);
    },
    [show],
  );

  // Once, when this code has loaded (usePhotoField): the photos kept with the draft come back, then any file chosen
  // before (at first paint, as earlyScript.ts leaves file inputs alone, or while this code was on its way) is added.
  const started = useRef(false);
  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    const ids = photoIds(getDraft(kind));
    if (ids.length > 0) {
      enqueue(async () => {
        let kept: KeptPhoto[] = [];
        try {
          kept = await (await loadStore()).loadPhotos(kind, ids);
        } catch {
          setNotKept(true);
        }
        show(kept.map(shown));
      });
    }
    const input = inputRef.current;
    if (input?.files && input.files.length > 0) {
      const chosen = [...input.files];
      input.value = "";
      add(chosen);
    }
  }, [add, enabled, enqueue, inputRef, kind, show]);

  // The draft was cleared (Clear the form, the enquiry sent, the email gone): its photos go from the form too.
  const listed = photoIds(values).length;
  useEffect(() => {
    if (listed === 0 && current.current.length > 0) {
      for (const photo of current.current) URL.revokeObjectURL(photo.url);
      current.current = [];
      setPhotos([]);
      setRefusals([]);
      setError("");
    }
  }, [listed]);

  useEffect(
    () => () => {
      for (const photo of current.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  return {
    photos,
    max,
    required,
    preparing,
    refusals,
    notKept,
    error,
    add,
    remove,
    ready: () => queue.current.then(() => current.current),
    check: () => {
      const missing = enabled && required && current.current.length === 0;
      setError(missing ? texts.missing : "");
      return !missing;
    },
  };
}
