import { normaliseRoute, pageFamilies } from "../data/routes";
import { SLUG_PATTERN } from "../data/validate";

/**
 * Internal links to the page of a sector, service or type. The CMS knows the
 * site's pages as they were when it was built; an entry added since (in this
 * session, say) has no page yet, but a link to it is as good as the build
 * will find it. Such a link is checked against the entries the backend holds.
 */

/** The folder and slug of the entry a link names, when that entry's page was not there when the CMS was built. */
export function unbuiltEntryTarget(link: string, knownRoutes: readonly string[]): { folder: string; slug: string } | undefined {
  if (!link.startsWith("/")) return undefined;
  const route = normaliseRoute(link);
  if (knownRoutes.includes(route)) return undefined;
  for (const family of pageFamilies) {
    if (!route.startsWith(family.routePrefix)) continue;
    const slug = route.slice(family.routePrefix.length, -1);
    if (SLUG_PATTERN.test(slug)) return { folder: family.folder, slug };
  }
  return undefined;
}

export type Existence = "exists" | "missing";

/**
 * Whether what the backend answered for an entry is one. A remote backend refuses a file that is not
 * there, but the local one answers it with no content, which Decap reads as an entry with no fields
 * (decap-server 3: `data: null`; Decap 3.6 logs the failed parse and keeps `data: {}`).
 */
export function isFoundEntry(loaded: unknown): boolean {
  if (typeof loaded !== "object" || loaded === null || !("data" in loaded)) return false;
  const { data } = loaded as { data: unknown };
  return typeof data === "object" && data !== null && Object.keys(data).length > 0;
}

/**
 * Remembers which entries exist, asking `lookUp` once per entry at a time. A
 * found entry stays found (an editor who deletes it is told by the build); a
 * missing one is asked about again, since it may be created at any time.
 */
export class EntryExistence {
  private readonly known = new Map<string, Existence>();
  private readonly pending = new Map<string, Promise<Existence>>();

  constructor(private readonly lookUp: (folder: string, slug: string) => Promise<unknown>) {}

  /** What is known now, without asking. */
  peek(folder: string, slug: string): Existence | undefined {
    return this.known.get(`${folder}/${slug}`);
  }

  /** Asks the backend (unless the entry is known to exist); resolves when it answers. */
  check(folder: string, slug: string): Promise<Existence> {
    const key = `${folder}/${slug}`;
    if (this.known.get(key) === "exists") return Promise.resolve("exists");
    const running = this.pending.get(key);
    if (running) return running;
    const asked = this.lookUp(folder, slug).then(
      (loaded): Existence => (isFoundEntry(loaded) ? "exists" : "missing"),
      (): Existence => "missing",
    );
    const settled = asked.then((answer) => {
      this.known.set(key, answer);
      this.pending.delete(key);
      return answer;
    });
    this.pending.set(key, settled);
    return settled;
  }
}

/** What the editor is told when a link names an entry that does not exist. */
export function missingEntryMessage(link: string, folderLabel: string): string {
  return `"${link}" is not a page on this site, and ${folderLabel} has no entry with that address (slug). Check the spelling, or create the entry first.`;
}
