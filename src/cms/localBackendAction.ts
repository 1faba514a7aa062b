/**
 * The site's own action of Decap's local backend: a media folder's files without their contents, served by
 * tools/content/localBackend.ts and asked for by the CMS (localBackend.ts). Named for this site, so it can never
 * clash with an action a later decap-server adds.
 */
export const LIST_ACTION = "listMediaFolder";

/** One file of a listed media folder: decap-server's id (sha256 of the bytes), name and repository path, and its size. */
export interface ListedFile {
  id: string;
  name: string;
  path: string;
  size: number;
}
