import path from "path";
import type { Reporter } from "gatsby";
import { formatProblem } from "../data/validate";
import { idOfDataProblem, reportProblem, stopBuild, summaryOf, STOPPED, type BuildErrorId, type ErrorReporter } from "./buildErrors";
import { causesOf, checkDataDir } from "./checkPictures";
import { formsProviderNotes } from "./formsProviderNotes";
import { reportLostAddresses } from "./publishedAddresses";
import type { BuildSettings } from "./settings";

/**
 * What a build checks before it sources or bundles anything (gatsby-node's onPreBootstrap): the settings, the data
 * and its pictures, then the addresses the site last published. Each problem is reported under its own id, which
 * says who can fix it (src/node/buildErrors.ts); if there is any, the build stops with a summary.
 * `rootDir`: the checkout (where the list of published addresses is kept); `cacheFile`: the picture checks' cache.
 */
export async function checkBeforeBuild(
  reporter: Pick<Reporter, "info" | "warn"> & ErrorReporter,
  settings: BuildSettings,
  { rootDir, cacheFile }: { rootDir: string; cacheFile?: string } = { rootDir: settings.rootDir, cacheFile: path.join(settings.rootDir, ".cache", "picture-checks.json") },
): Promise<void> {
  const notes = formsProviderNotes(settings);
  reporter.info(notes.summary);
  for (const warning of notes.warnings) reporter.warn(warning);
  const found: BuildErrorId[] = [];
  for (const problem of settings.problems) {
    reportProblem(reporter, "SETTINGS", problem);
    found.push("SETTINGS");
  }
  const problems = await checkDataDir(settings.dataDir, cacheFile);
  for (const problem of problems) {
    reportProblem(reporter, idOfDataProblem(problem), formatProblem(problem));
    found.push(idOfDataProblem(problem));
  }
  for (const cause of causesOf(problems)) reporter.info(cause);
  // Data that passed its check is compared with the addresses the site last published (src/node/publishedAddresses.ts).
  const lost = problems.length === 0 ? reportLostAddresses(reporter, settings, rootDir) : 0;
  found.push(...Array.from({ length: lost }, (): BuildErrorId => "CONTENT-MOVED-PAGE"));
  if (found.length === 0) return;
  stopBuild(reporter, STOPPED, summaryOf(found));
}
