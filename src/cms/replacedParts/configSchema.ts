/**
 * decap-cms-core's configuration check (constants/configSchema.js: AJV, with its keywords and error messages),
 * as the core's actions/config.js imports it. The check compiles Decap's whole configuration schema with AJV as
 * the CMS starts (over a second of a throttled phone's time, and 'unsafe-eval' in the page's policy), on a
 * configuration this site generates from src/data/schema.ts. It is run instead on every configuration the site
 * can generate, by Decap's own validateConfig, in __tests__/cms/decapConfig.test.ts; here it accepts the one it
 * was built with.
 */
export function validateConfig(): void {
  // Checked when the site is tested (above); nothing is left to check here.
}
