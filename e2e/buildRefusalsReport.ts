/** What e2e/buildRefusals.ts records of each build it expects to be refused, for e2e/build-refusals.spec.ts. */
export interface BuildRefusal {
  name: string;
  /** `npm run build`'s exit code. */
  code: number;
  /** Its log (build.log). */
  log: string;
}

/** Beside build.log, relative to the repository. */
export const BUILD_REFUSALS = "build-refusals.json";
