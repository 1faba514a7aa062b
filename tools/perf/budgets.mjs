/*
 * The visitors' budgets (docs/performance.md), read by `npm run bench` and `npm run bench -- --floor`.
 */
export const budgets = {
  score: 100,
  lcp: { home: 1500, content: 1200 },
  tbt: 50,
  cls: 0.01,
  jsKb: { home: 140, content: 110 },
  buildSeconds: 90,
  /** A page's Total Blocking Time at most this much above its script-free copy's (issue 43), medians of 5. */
  floorGapMs: 30,
};
