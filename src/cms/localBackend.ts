import { ProxyBackend } from "decap-cms-backend-proxy";
import { delegate } from "./backend/delegate";
import type { ImplementationClass } from "./backend/guarded";
import { LIST_ACTION, type ListedFile } from "./localBackendAction";

/**
 * Decap's proxy backend (the local backend, decap-server through `npm run cms`) listing a media folder as
 * GitHub's backend does: the files' names, sizes and ids, each picture fetched only when it is shown.
 *
 * Decap lists the entry's media folder as it opens an entry (decap-cms-core's processEntry), and the proxy's
 * getMedia has decap-server send every picture in it, in base64: the sector folder's 15 pictures, 1.2 MB and
 * seconds of decoding on a phone, before the first field can be typed into. tools/content/localBackend.ts
 * serves the listing (LIST_ACTION) beside decap-server. Where it answers null (git mode, whose media decap-server
 * reads from a draft's branch) or the server does not know the action (decap-server started on its own, which
 * refuses it: the browser's console shows that once), this goes back to the proxy's getMedia for good.
 */

/** What a media file of the proxy's looks like to Decap (decap-cms-lib-util's ImplementationMediaFile). */
export interface MediaFile {
  id: string;
  name: string;
  path: string;
  size?: number;
  url?: string;
  displayURL?: string | { path: string };
  file?: File;
}

/** The parts of decap-cms-backend-proxy's class this one uses (it publishes no types). */
interface ProxyImplementation {
  branch: string;
  mediaFolder: string;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
  getMedia(mediaFolder?: string): Promise<MediaFile[]>;
  getMediaFile(path: string): Promise<MediaFile>;
}

const DecapProxy = ProxyBackend as unknown as new (config: unknown, options?: unknown) => ProxyImplementation;

/** decap-server's answer to an action it does not know (its request schema, or its switch's default). */
const isUnknownAction = (error: unknown): boolean => {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  return status === 422 && /action/i.test(message ?? "");
};

/**
 * Decap's proxy backend with getMedia listing where the server can, and getMediaDisplayURL to fetch a listed
 * picture when it is shown; every other member is the proxy's own (backend/delegate.ts). Decap constructs it with
 * `new`; a function that returns the object, not a subclass: the site's compile turns classes into functions, and
 * a function cannot call the proxy's class constructor.
 */
function ListingProxyBackend(config: unknown, options?: unknown): ProxyImplementation {
  const backend = new DecapProxy(config, options);
  /** Whether the server lists folders: unknown until its first answer. */
  let lists: boolean | undefined;
  async function getMedia(mediaFolder: string = backend.mediaFolder): Promise<MediaFile[]> {
    if (lists !== false) {
      let listed: ListedFile[] | null;
      try {
        listed = (await backend.request({ action: LIST_ACTION, params: { branch: backend.branch, mediaFolder } })) as ListedFile[] | null;
      } catch (error) {
        if (!isUnknownAction(error)) throw error;
        listed = null;
      }
      lists = listed !== null;
      // A displayURL that is not a string makes Decap ask getMediaDisplayURL for it when the picture is shown.
      if (listed) return listed.map(({ id, name, path, size }) => ({ id, name, path, size, displayURL: { path } }));
    }
    return backend.getMedia(mediaFolder);
  }
  // One picture's contents, as the proxy's getMediaFile gives them (a blob: address), when Decap shows it.
  async function getMediaDisplayURL(displayURL: string | { path: string }): Promise<string> {
    if (typeof displayURL === "string") return displayURL;
    const file = await backend.getMediaFile(displayURL.path);
    return file.url ?? "";
  }
  return delegate(backend, { getMedia, getMediaDisplayURL });
}

export default ListingProxyBackend as unknown as ImplementationClass;
