import type { Reporter } from "gatsby";
import type { DataProblem } from "../data/validate";
import { REDIRECTS_FILE } from "../data/redirects";

/**
 * The site's own reasons to stop a build, under ids of its own (Gatsby's error map), so that a failed publish
 * says in its heading what kind of problem it is and who can fix it. Given to Gatsby as bare strings, they
 * printed under "ERROR UNKNOWN" in the deploy log that docs/editing-content.md sends editors to.
 *
 * Gatsby prints the id in the heading of its interactive log, and only the text in a CI log ("error Content
 * (a picture): …"), so the text's first line says the same in words. The reporter each gatsby-node API is
 * given prefixes the ids with the site's plugin name (" ERROR #default-site-plugin_CONTENT-PICTURE "), as
 * Gatsby does for every plugin; the adapter's reporter does not.
 */

/** Who can fix a problem: an editor (the content), whoever manages the site's settings, or a developer. */
export type Fixer = "content" | "settings" | "code";

interface BuildErrorKind {
  fixer: Fixer;
  /** What the problem is about, after "Content:" or "Settings:" in the first line. */
  about: string;
}

export const buildErrorKinds = {
  "CONTENT-DATA": { fixer: "content", about: "a value in a data file" },
  "CONTENT-PICTURE": { fixer: "content", about: "a picture" },
  "CONTENT-MOVED-PAGE": { fixer: "content", about: "a moved or deleted page" },
  SETTINGS: { fixer: "settings", about: "the build's settings" },
  "SITE-CODE": { fixer: "code", about: "the site's own code" },
} as const satisfies Record<string, BuildErrorKind>;

/** The line that stops a build after its problems are listed; it says who fixes which. */
export const STOPPED = "BUILD-STOPPED" as const;

export type BuildErrorId = keyof typeof buildErrorKinds | typeof STOPPED;

/** The first line of each message: the kind of problem, then who fixes it and where. */
const fixedBy: Record<Fixer, (about: string) => string> = {
  content: (about) => `Content (${about}): an editor can fix this in the CMS at /admin/, or in data/, then publish again.`,
  settings: (about) =>
    `Settings (${about}): whoever manages the site's hosting can fix this, in Netlify's environment variables or in the repository's settings files (cms.config.json, data/site.json, data/forms.json). The content is not at fault.`,
  code: (about) => `Site code (${about}): a developer must fix this; the content and settings are not at fault.`,
};

/** The first line of a problem's message; the summary's own words say it all. */
export const headingOf = (id: BuildErrorId): string | undefined => (id === STOPPED ? undefined : fixedBy[buildErrorKinds[id].fixer](buildErrorKinds[id].about));

/**
 * Gatsby's error map for the ids above. No `type`: Gatsby would otherwise print "PLUGIN" beside the id, which
 * says nothing to an editor (its types name Gatsby's own stages). Category USER: the content, the settings and
 * the site's code are all this project's, not Gatsby's or a plugin's.
 */
export const buildErrorMap = Object.fromEntries(
  [...(Object.keys(buildErrorKinds) as BuildErrorId[]), STOPPED].map((id: BuildErrorId) => [
    id,
    {
      text: (context: { sourceMessage?: string }) => [headingOf(id), context.sourceMessage].filter(Boolean).join("\n\n"),
      level: "ERROR",
      type: undefined,
      category: "USER",
    } as const,
  ]),
) as Record<BuildErrorId, { text: (context: { sourceMessage?: string }) => string; level: "ERROR"; type: undefined; category: "USER" }>;

/** The reporter a gatsby-node API or the adapter is given, or a test's. */
export type ErrorReporter = Pick<Reporter, "setErrorMap" | "error" | "panicOnBuild" | "panic">;

const meta = (reporter: ErrorReporter, id: BuildErrorId, message: string) => {
  // Idempotent, and done here so that whichever reporter the problem reaches knows the ids.
  reporter.setErrorMap(buildErrorMap);
  return { id, context: { sourceMessage: message } };
};

/** Reports one problem; the build goes on to find the others. */
export function reportProblem(reporter: ErrorReporter, id: BuildErrorId, message: string): void {
  reporter.error(meta(reporter, id, message));
}

/** Stops a build (`gatsby develop` goes on and shows the error). */
export function stopBuild(reporter: ErrorReporter, id: BuildErrorId, message: string): void {
  reporter.panicOnBuild(meta(reporter, id, message));
}

/** Stops the process, in develop too: for what Gatsby calls after the build, where nothing can go on. */
export function panic(reporter: ErrorReporter, id: BuildErrorId, message: string): void {
  reporter.panic(meta(reporter, id, message));
}

/** The kind of a problem the data check found: a picture, the moved pages, or any other value. */
export function idOfDataProblem(problem: DataProblem): BuildErrorId {
  if (problem.picture !== undefined) return "CONTENT-PICTURE";
  if (problem.file === REDIRECTS_FILE) return "CONTENT-MOVED-PAGE";
  return "CONTENT-DATA";
}

/** The line that stops a build after its problems are listed: how many of each kind, and so who can fix them. */
export function summaryOf(ids: readonly BuildErrorId[]): string {
  const count = (fixer: Fixer) => ids.filter((id) => id !== STOPPED && buildErrorKinds[id].fixer === fixer).length;
  const parts = [
    [count("content"), "in the content, for an editor to fix"],
    [count("settings"), "in the build's settings, for whoever manages the site's hosting"],
    [count("code"), "in the site's code, for a developer"],
  ] as const;
  const listed = parts.filter(([n]) => n > 0).map(([n, where]) => `${n} ${where}`);
  return `The build stopped: ${ids.length} problem(s), listed above (${listed.join("; ")}). Each says where it is; fix them and build again.`;
}
