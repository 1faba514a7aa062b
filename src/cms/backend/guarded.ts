import type { CmsBackendClass } from "decap-cms-core";
import { EDITORIAL_WORKFLOW_ERROR } from "decap-cms-lib-util";
import { changeText, parseFile, takenText, type Conflicts } from "../drafts/conflicts";
import { entryName, type NamedCollections } from "../entryNames";
import { delegate } from "./delegate";
import { causeOf, isExpiredSignIn, NoAnswerInTime, refusal, siteFailureFrom, type Action, type FailureContext, type Host } from "./failures";
import { messageOverrides } from "../locale";

/**
 * The backend Decap is given (CMS.registerBackend): the real one (GitHub, Git Gateway, the local backend) wrapped,
 * so that the site's checks run where Decap writes, through the interface every Decap backend implements
 * (decap-cms-lib-util's Implementation), not by replacing Decap's own code.
 *
 * - A save of an entry that exists first reads the entry as the backend holds it now: its draft (with drafts and
 *   review), whether this tab opened it or a colleague saved it since, or else the published file. A change the
 *   form is not based on stops the save (drafts/conflicts.ts); a colleague's draft this tab had not opened is saved
 *   onto (their branch, their pull request), not moved aside. A read that fails, or that takes longer than
 *   CHECK_LIMIT_MS, stops the save too: nothing is written that was not compared (issue 50, point 2).
 * - A save of a new entry first reads its path: a file or a draft found there stops it, and so does a read that
 *   fails (issue 56, point 6).
 * - What the backend confirms it wrote is noted (drafts/conflicts.ts), not before.
 * - A write that fails is told in the site's words (failures.ts); when the sign-in has expired, the draft is first
 *   kept in the browser, for the offer after signing in again.
 */

/** The longest the check before a save waits for the backend: then the save stops, and says so. */
export const CHECK_LIMIT_MS = 30_000;

/** The parts of Decap's backend interface (decap-cms-lib-util's Implementation) the checks use. */
export interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}
export interface PersistOptions {
  newEntry?: boolean;
  commitMessage: string;
  collectionName?: string;
  useWorkflow?: boolean;
  unpublished?: boolean;
  status?: string;
}
interface MediaFile {
  file?: Blob;
}
export interface Implementation {
  getEntry(path: string): Promise<{ data: string | null }>;
  getMediaFile(path: string): Promise<MediaFile>;
  /** The pictures in `folder`, or in the site's own media folder (Decap's Media page asks with none). */
  getMedia(folder?: string): Promise<{ path: string }[]>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<void>;
  persistMedia(file: unknown, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<void>;
  unpublishedEntry(args: { id?: string; collection?: string; slug?: string }): Promise<{ diffs: { path: string; id: string }[] }>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string | null>;
  updateUnpublishedEntryStatus(collection: string, slug: string, status: string): Promise<void>;
  publishUnpublishedEntry(collection: string, slug: string): Promise<void>;
  deleteUnpublishedEntry(collection: string, slug: string): Promise<void>;
  authenticate?(credentials: unknown): Promise<unknown>;
}
export type ImplementationClass = new (config: never, options?: unknown) => Implementation;

/** What the checks need besides the backend. */
export interface SaveChecks {
  conflicts: Conflicts;
  /** The file the form of an entry ("sectors/aviation") started from, as the save's preSave handed it over (index.tsx); forgotten once taken. */
  takeOpenedFile(key: string): string | undefined;
  /** Keeps the draft being saved in the browser now (Decap's backup, offered when the entry is opened again). */
  keepDraft(): Promise<void>;
  limitMs?: number;
}

/** `promise`, or a NoAnswerInTime failure after `ms`. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime(ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Decap's answer for an entry with no draft ("content is not under editorial workflow"). */
const isNoDraft = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === EDITORIAL_WORKFLOW_ERROR && (error as { notUnderEditorialWorkflow?: unknown }).notUnderEditorialWorkflow === true;

/**
 * The published file's text, or null when there is none. decap-server answers null for a file that is not there;
 * GitHub's backend answers "" both when the file is not there and when it could not be read, so it is asked again
 * by a read that tells them apart (which fails with the status 404 only for a file that is not there).
 */
async function publishedFile(backend: Implementation, path: string): Promise<string | null> {
  const { data } = await backend.getEntry(path);
  if (typeof data === "string" && data !== "") return data;
  if (data === null) return null;
  try {
    const { file } = await backend.getMediaFile(path);
    if (!file) throw new Error(`No contents for ${path}`);
    return await file.text();
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return null;
    throw error;
  }
}

/** The entry as the backend holds it now, and where the save goes. */
interface Current {
  /** The file's text; null when there is none. */
  raw: string | null;
  /** Whether it is a colleague's draft that this tab had not opened. */
  theirDraft: boolean;
  /** Whether the save goes onto an existing draft. */
  unpublished: boolean;
}

async function currentEntry(backend: Implementation, file: DataFile, options: PersistOptions): Promise<Current> {
  const collection = options.collectionName ?? "";
  if (!options.useWorkflow) return { raw: await publishedFile(backend, file.path), theirDraft: false, unpublished: Boolean(options.unpublished) };
  let diffs: { path: string; id: string }[] | undefined;
  try {
    diffs = (await backend.unpublishedEntry({ collection, slug: file.slug })).diffs;
  } catch (error) {
    if (!isNoDraft(error)) throw error;
  }
  // No draft: the published file. A draft this tab opened that is gone (published or deleted since) is made anew.
  if (!diffs) return { raw: await publishedFile(backend, file.path), theirDraft: false, unpublished: false };
  const diff = diffs.find((candidate) => candidate.path === file.path);
  // A draft that leaves this file as published; else the draft's own file.
  const raw = diff ? await backend.unpublishedEntryDataFile(collection, file.slug, diff.path, diff.id) : await publishedFile(backend, file.path);
  return { raw, theirDraft: !options.unpublished, unpublished: true };
}

/**
 * The folders where the site's pictures are: each picture field's own `media_folder` in Decap's configuration
 * (src/node/cms/config.ts gives every one a folder from the repository's root, "/data/images/sectors").
 */
export function pictureFolders(config: unknown): Set<string> {
  const folders = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "media_folder" && typeof inner === "string" && inner.startsWith("/")) folders.add(inner.replace(/^\/+|\/+$/g, ""));
        else walk(inner);
      }
    }
  };
  walk((config as { collections?: unknown } | null)?.collections);
  return folders;
}

/** The folder of a file's path, as the fields name their folders ("data/images/sectors"). */
const folderOf = (path: string): string => path.replace(/^\/+/, "").split("/").slice(0, -1).join("/");

/** A picture asked for where the site keeps none: answered as not there, as a backend answers a missing file. */
export class NoSuchPicture extends Error {
  readonly status = 404;
  constructor(readonly path: string) {
    super(`No picture is kept at ${path}: the site keeps its pictures in its fields' folders`);
    this.name = "NoSuchPicture";
  }
}

/** The backend class `Real`, with the site's checks around its saves, for CMS.registerBackend. */
export function guardedBackend(Real: ImplementationClass, host: Host, checks: SaveChecks): CmsBackendClass {
  const limitMs = checks.limitMs ?? CHECK_LIMIT_MS;
  /** Decap constructs it with `new` (its registry's init); what it gets is the real backend, checked. */
  function GuardedBackend(config: NamedCollections, options?: unknown): Implementation {
    const backend = new Real(config as never, options);
    const folders = pictureFolders(config);
    /** Files this tab deleted: Decap's Unpublish deletes the published file, then saves the entry as a draft. */
    const deleted = new Set<string>();
    const failureContext = (action: Action, workflow: boolean): FailureContext => ({ action, host, workflow });
    /** `run`, failing only with a SiteFailure: its failures told in the site's words. */
    const withSiteFailures =
      <A extends unknown[], R>(action: Action, run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        try {
          return await run(...args);
        } catch (error) {
          throw siteFailureFrom(error, failureContext(action, true));
        }
      };

    async function persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<void> {
      const [file] = entry.dataFiles;
      if (!file) return backend.persistEntry(entry, options);
      const workflow = Boolean(options.useWorkflow);
      const key = `${options.collectionName ?? ""}/${file.slug}`;
      let sent = options;
      const names = () => {
        const data = parseFile(file.raw);
        return entryName(config, options.collectionName ?? "", file.slug, typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {});
      };
      if (options.newEntry) {
        // Decap's own check that a new entry's path is free takes a failed read for "no such file" and writes over
        // whatever is there: here a read that fails stops the save, and a file (or a draft) found there stops it too.
        let taken: boolean;
        try {
          const current = await withinTime(currentEntry(backend, file, { ...options, unpublished: false }), limitMs);
          taken = current.raw !== null || current.unpublished;
        } catch (error) {
          const cause = causeOf(error);
          if (cause === "signIn") await keep();
          throw siteFailureFrom(error, failureContext("save", workflow), cause === "refused" || cause === "broken" ? "unchecked" : cause);
        }
        if (taken) throw refusal(takenText({ ...names(), workflow }));
      } else {
        const opened = checks.takeOpenedFile(key);
        if (opened === undefined) throw siteFailureFrom(new Error(`The save of ${key} came without the file its form started from (preSave did not run)`), failureContext("save", workflow), "broken");
        let current: Current;
        try {
          current = await withinTime(currentEntry(backend, file, options), limitMs);
        } catch (error) {
          // Not compared, so not written.
          const cause = causeOf(error);
          if (cause === "signIn") await keep();
          throw siteFailureFrom(error, failureContext("save", workflow), cause === "refused" || cause === "broken" ? "unchecked" : cause);
        }
        // Gone because this tab deleted it (Decap's Unpublish): no one else's change.
        const change = current.raw === null && deleted.has(file.path) ? undefined : checks.conflicts.check(key, opened, current.raw);
        if (change) throw refusal(changeText(change, current.theirDraft ? "draft" : "published", { ...names(), workflow }));
        sent = { ...options, unpublished: current.unpublished };
      }
      try {
        await backend.persistEntry(entry, sent);
      } catch (error) {
        if (isExpiredSignIn(error)) await keep();
        throw siteFailureFrom(error, failureContext("save", workflow));
      }
      deleted.delete(file.path);
      checks.conflicts.wrote(key, parseFile(file.raw));
    }

    /** Kept now, whatever Decap's own timer had kept: the offer after signing in again brings back all of it. */
    const keep = (): Promise<void> => checks.keepDraft().catch((error: unknown) => console.warn("The draft could not be kept in this browser:", error));

    return delegate(backend, {
      // Decap shows a failed sign-in's message as it is (actions/auth.js, onFailToAuth): the site's words instead.
      ...(typeof backend.authenticate === "function" ? { authenticate: withSiteFailures("signIn", (credentials: unknown) => (backend.authenticate as (c: unknown) => Promise<unknown>)(credentials)) } : {}),
      persistEntry,
      // Decap reads a kept draft's pictures back by the path it gives a picture of no field (actions/entries.js,
      // retrieveLocalBackup): the entry's folder or the site's, never the field's own, so each was a failed request.
      // Only a picture in a folder the fields name is asked for.
      getMediaFile: async (path: string) => {
        if (!folders.has(folderOf(path))) throw new NoSuchPicture(path);
        return backend.getMediaFile(path);
      },
      // Decap's Media page lists the site's media folder (data/images) alone, and every picture sits in a field's
      // folder beneath it: the page said "No assets found". Asked with no folder, every folder is listed, the
      // site's and each field's; a field's own library asks for its folder and gets that folder alone. A folder
      // not made yet (GitHub answers 404) has no pictures; any other failure is the listing's, as Decap tells it.
      getMedia: async (folder?: string) => {
        if (folder !== undefined) return backend.getMedia(folder);
        const listings = await Promise.all([
          backend.getMedia(),
          ...[...folders].map((inner) => backend.getMedia(inner).catch((error: unknown) => {
            if ((error as { status?: unknown } | null)?.status === 404) return [];
            throw error;
          })),
        ]);
        const byPath = new Map<string, { path: string }>();
        for (const file of listings.flat()) if (!byPath.has(file.path)) byPath.set(file.path, file);
        return [...byPath.values()];
      },
      // An entry that cannot be read: Decap shows the error in its notice and as the editor's heading (notices.ts).
      getEntry: withSiteFailures("load", (path: string) => backend.getEntry(path)),
      persistMedia: withSiteFailures("upload", (file: unknown, options: unknown) => backend.persistMedia(file, options)),
      deleteFiles: withSiteFailures("delete", async (paths: string[], message: string) => {
        // The Media page lists the fields' pictures (getMedia above), and Decap deletes one there at once, with no
        // draft: a picture a page is built from is kept (the build stops on a missing picture). An entry's own
        // file is never in those folders.
        if (paths.some((path) => folders.has(folderOf(path)))) throw refusal(messageOverrides.site.failures.pictureKept);
        await backend.deleteFiles(paths, message);
        for (const path of paths) deleted.add(path);
      }),
      updateUnpublishedEntryStatus: withSiteFailures("status", (collection: string, slug: string, status: string) => backend.updateUnpublishedEntryStatus(collection, slug, status)),
      publishUnpublishedEntry: withSiteFailures("publish", (collection: string, slug: string) => backend.publishUnpublishedEntry(collection, slug)),
      deleteUnpublishedEntry: withSiteFailures("delete", (collection: string, slug: string) => backend.deleteUnpublishedEntry(collection, slug)),
    });
  }
  return GuardedBackend;
}
