/*
 * The figures the benchmarks read from a Lighthouse report (bench.mjs, bench-floor.mjs, bench-cms.mjs): the
 * performance score, the paint and blocking times, the layout shift, and the scripts the page asked for.
 */

/** The report's timings in ms and performance score (0 to 100), and the URLs of the scripts it requested. */
export function lighthouseFigures(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    scriptUrls: requests.filter((request) => request.resourceType === "Script").map((request) => request.url),
  };
}
