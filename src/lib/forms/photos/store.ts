import type { FormKind } from "../fields";
import type { KeptPhoto } from "./kept";

/**
 * The photos of a form's draft, kept in IndexedDB so that a reload or a failed send loses none: session storage
 * (where the draft's answers live) holds text only, and too little of it. The draft lists the ids it holds
 * (draft.ts, photoIds), so a photo whose draft was cleared or whose tab has closed is never shown again, and the
 * store drops photos older than a day whenever it opens. Where IndexedDB is missing, refused (private browsing)
 * or broken, every call fails softly: the form keeps its photos in memory for this page view and says so.
 */

const DB_NAME = "enquiry-photos";
const STORE = "photos";
const VERSION = 1;
/** A draft older than this belongs to a visit that has ended. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Row {
  id: string;
  kind: FormKind;
  name: string;
  originalName: string;
  type: KeptPhoto["type"];
  /** The bytes, not the Blob: every engine can store an ArrayBuffer, not every one a Blob (older Safari). */
  bytes: ArrayBuffer;
  width: number;
  height: number;
  savedAt: number;
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });

const done = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === "undefined") throw new Error("this browser has no IndexedDB");
      const req = indexedDB.open(DB_NAME, VERSION);
      req.onupgradeneeded = () => {
        const db = req.result;
        if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
        db.createObjectStore(STORE, { keyPath: "id" });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error("IndexedDB would not open"));
      // Another tab holds an older version open: give up rather than wait for it.
      req.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
    }).then(async (db) => {
      await prune(db).catch(() => undefined);
      return db;
    });
    // A failure is not kept: storage may be allowed again later in the visit.
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

async function prune(db: IDBDatabase): Promise<void> {
  const transaction = db.transaction(STORE, "readwrite");
  const store = transaction.objectStore(STORE);
  const rows = (await request(store.getAll())) as unknown[];
  const now = Date.now();
  for (const row of rows) {
    if (!isRow(row) || !(now - row.savedAt < MAX_AGE_MS)) store.delete((row as { id?: IDBValidKey }).id ?? "");
  }
  await done(transaction);
}

function isRow(value: unknown): value is Row {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Partial<Row>;
  return (
    typeof row.id === "string" &&
    typeof row.name === "string" &&
    typeof row.originalName === "string" &&
    (row.type === "image/jpeg" || row.type === "image/webp") &&
    Object.prototype.toString.call(row.bytes) === "[object ArrayBuffer]" &&
    typeof row.width === "number" &&
    typeof row.height === "number" &&
    typeof row.savedAt === "number"
  );
}

/** Keeps one photo of `kind`'s draft. Rejects when storage is unavailable; the photo stays in memory then. */
export async function savePhoto(kind: FormKind, photo: KeptPhoto): Promise<void> {
  const bytes = await photo.blob.arrayBuffer();
  const db = await open();
  const transaction = db.transaction(STORE, "readwrite");
  const row: Row = { id: photo.id, kind, name: photo.name, originalName: photo.originalName, type: photo.type, bytes, width: photo.width, height: photo.height, savedAt: Date.now() };
  transaction.objectStore(STORE).put(row);
  await done(transaction);
}

/**
 * The photos of `kind`'s draft, in the order of `ids` (the draft's list). A photo missing from the store, or
 * stored in a shape this code does not know, is left out, never an error.
 */
export async function loadPhotos(kind: FormKind, ids: readonly string[]): Promise<KeptPhoto[]> {
  if (ids.length === 0) return [];
  const db = await open();
  const store = db.transaction(STORE, "readonly").objectStore(STORE);
  const rows = await Promise.all(ids.map((id) => request(store.get(id)).catch(() => undefined)));
  return rows
    .filter((row): row is Row => isRow(row) && row.kind === kind)
    .map((row) => ({
      id: row.id,
      name: row.name,
      originalName: row.originalName,
      type: row.type,
      blob: new Blob([row.bytes], { type: row.type }),
      width: row.width,
      height: row.height,
    }));
}

export async function removePhoto(id: string): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, "readwrite");
  transaction.objectStore(STORE).delete(id);
  await done(transaction);
}

/** Every photo of `kind`'s drafts: the enquiry was sent or the form cleared. */
export async function clearPhotos(kind: FormKind): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, "readwrite");
  const store = transaction.objectStore(STORE);
  const rows = (await request(store.getAll())) as unknown[];
  for (const row of rows) if (!isRow(row) || row.kind === kind) store.delete((row as { id?: IDBValidKey }).id ?? "");
  await done(transaction);
}
