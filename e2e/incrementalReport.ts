/** What e2e/buildFromDataCopy.ts --then-edit records of its second build, for e2e/incremental-build.spec.ts. */
export interface IncrementalReport {
  /** The page whose text was edited ("/sectors/aviation/"). */
  page: string;
  /** The edited text as it now is. */
  text: string;
  /** When the second build started (ms since the epoch): files it wrote are newer. */
  startedMs: number;
  /** public/admin/'s files before the second build (the CMS's page, e-mails and scripts). */
  adminBefore: string[];
  /** The second build's log (build.log). */
  log: string;
}

/** Beside build.log, relative to the repository. */
export const INCREMENTAL_REPORT = "build-incremental.json";
