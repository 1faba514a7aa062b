/** Internal paths are written without a trailing slash in data; Gatsby serves them with one. */
export function withTrailingSlash(to: string): string {
  const hashIndex = to.indexOf("#");
  const pathname = hashIndex === -1 ? to : to.slice(0, hashIndex);
  const hash = hashIndex === -1 ? "" : to.slice(hashIndex);
  if (pathname === "" || pathname.endsWith("/")) return `${pathname}${hash}`;
  return `${pathname}/${hash}`;
}

export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** Absolute address of a path on this site, for canonical and social tags. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/$/, "")}${withTrailingSlash(pathname.startsWith("/") ? pathname : `/${pathname}`)}`;
}
