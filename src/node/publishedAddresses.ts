import fs from "fs";
import path from "path";
import { pageSource, REDIRECTS_FILE, redirectsOf, retiredOf } from "../data/redirects";
import { routesOf } from "./dataFiles";
import { NETLIFY_CACHE_DIR } from "./netlifyCache";
import type { Reporter } from "gatsby";
import type { BuildSettings } from "./settings";
import { reportProblem, type ErrorReporter } from "./buildErrors";

/**
 * Notices an address that the last build published and this one would answer with "page not found": a page deleted,
 * or a moved page's redirect removed, without the address being moved or retired in data/redirects.json.
 *
 * Each build that publishes keeps the list of its addresses (its pages and its moved pages) with the build's cache:
 * on Netlify in Netlify's build cache folder, which every build of the site can read (git history cannot serve: Netlify
 * clones shallowly, and it knows nothing of redirects); elsewhere in deploy/generated/, beside what nginx serves. The
 * next build compares before anything expensive. It cannot notice what no kept list holds: the first build in a place,
 * the first after Netlify's cache is cleared, and an address that was never built there (only published by hand).
 */

export interface PublishedRecord {
  /** By data folder (relative to the checkout, or absolute outside it): what its last published build answered. */
  builds: Record<string, { pages: string[]; moved: string[]; builtAt: string }>;
}

export interface RecordPlace {
  rootDir: string;
  onNetlify: boolean;
  /** Netlify's cache folder, on Netlify. */
  cacheDir?: string;
}

export const recordFile = ({ rootDir, onNetlify, cacheDir = NETLIFY_CACHE_DIR }: RecordPlace): string =>
  onNetlify ? path.join(cacheDir, "beltwright", "published-addresses.json") : path.join(rootDir, "deploy", "generated", "published-addresses.json");

/** The key of a data folder: the same for every clone of the repository (Netlify builds a fresh one each time). */
function dataKey(rootDir: string, dataDir: string): string {
  const relative = path.relative(rootDir, dataDir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : path.resolve(dataDir);
}

function readRecord(file: string): PublishedRecord | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PublishedRecord>;
    return typeof value.builds === "object" && value.builds !== null ? { builds: value.builds } : undefined;
  } catch {
    return undefined; // Missing or damaged: nothing to compare with, which the build says.
  }
}

function readRedirectsFile(dataDir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, REDIRECTS_FILE), "utf8"));
  } catch {
    return {};
  }
}

/** What a build from `dataDir` answers with something other than "page not found". */
export function addressesOf(dataDir: string): { pages: string[]; moved: string[] } {
  return { pages: [...routesOf(dataDir)].sort(), moved: redirectsOf(readRedirectsFile(dataDir)).map(({ from }) => from).sort() };
}

export interface PublishedCheck {
  /** One line for the build log: what was compared, or why nothing could be. */
  note: string;
  /** Lost addresses, each a message naming the address, where it came from and what to do. */
  lost: string[];
}

function lostMessage(address: string, wasMoved: boolean): string {
  const was = wasMoved ? "was sent on to another page by Moved pages" : `was a page (${pageSource(address)})`;
  return (
    `data/${REDIRECTS_FILE}: "${address}" ${was} when the site was last published, and this build would answer it with "page not found", ` +
    "breaking links to it in search results, e-mails and print. In the CMS, open Moved pages and add it: under Moved pages with the page that replaces it, " +
    `or under Retired addresses if it is gone on purpose (in the file: "redirects" or "retired").`
  );
}

/** Compares the addresses of a build from `dataDir` with those the last published build kept. */
export function checkPublishedAddresses(place: RecordPlace, dataDir: string): PublishedCheck {
  const file = recordFile(place);
  const shownFile = place.onNetlify ? file : path.relative(place.rootDir, file);
  const last = readRecord(file)?.builds[dataKey(place.rootDir, dataDir)];
  if (!last) {
    return { note: `No list of the addresses the site last published (${shownFile}): a page deleted since then cannot be noticed in this build.`, lost: [] };
  }
  const now = addressesOf(dataDir);
  const answered = new Set([...now.pages, ...now.moved, ...retiredOf(readRedirectsFile(dataDir))]);
  const lost = [...last.pages.filter((address) => !answered.has(address)).map((address) => lostMessage(address, false)), ...last.moved.filter((address) => !answered.has(address)).map((address) => lostMessage(address, true))];
  const count = last.pages.length + last.moved.length;
  return {
    note: `Compared the ${count} addresses the site last published (${shownFile}, ${last.builtAt}) with this build's: ${lost.length === 0 ? "each is still a page, moved or retired" : `${lost.length} would answer "page not found"`}.`,
    lost,
  };
}

/**
 * Keeps this build's addresses for the next build's check. On Netlify only a production build does: a Deploy
 * Preview or branch deploy may lack pages published since its branch was made, and must not teach the next
 * production build that they are gone.
 */
export function recordPublishedAddresses(place: RecordPlace, dataDir: string, context: string | null, now = new Date()): string | undefined {
  if (place.onNetlify && context !== null && context !== "production") return undefined;
  const file = recordFile(place);
  const builds = { ...(readRecord(file)?.builds ?? {}) };
  // Builds of data folders that are gone (the tests' temporary copies) are forgotten.
  for (const key of Object.keys(builds)) if (path.isAbsolute(key) && !fs.existsSync(key)) delete builds[key];
  builds[dataKey(place.rootDir, dataDir)] = { ...addressesOf(dataDir), builtAt: now.toISOString() };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const written = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(written, JSON.stringify({ builds } satisfies PublishedRecord, null, 2) + "\n");
  // Renamed into place, so a build stopped halfway leaves the last complete list, never half of one.
  fs.renameSync(written, file);
  return file;
}

/** Whether a lost address stops this build: everywhere but Netlify's Deploy Previews and branch deploys, which warn. */
export const lostAddressesStopBuild = (settings: Pick<BuildSettings, "onNetlify" | "netlifyContext">): boolean =>
  !settings.onNetlify || settings.netlifyContext === null || settings.netlifyContext === "production";

/** The build's step: compares, says so in the log, and returns how many lost addresses stop this build. */
export function reportLostAddresses(reporter: Pick<Reporter, "info" | "warn"> & ErrorReporter, settings: Pick<BuildSettings, "onNetlify" | "netlifyContext" | "dataDir">, rootDir: string): number {
  const { note, lost } = checkPublishedAddresses({ rootDir, onNetlify: settings.onNetlify }, settings.dataDir);
  const stops = lostAddressesStopBuild(settings);
  reporter.info(note);
  for (const message of lost) {
    if (stops) reportProblem(reporter, "CONTENT-MOVED-PAGE", message);
    else reporter.warn(message);
  }
  return stops ? lost.length : 0;
}
