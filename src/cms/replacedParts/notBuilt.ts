/**
 * Stand-ins for what Decap's parts import and this site never runs (src/node/cms/packages.ts, replacedModules),
 * so that it does not load before the login screen: each throws, saying what was reached and where it was left
 * out. __tests__/node/cms/replaced.test.ts fails if the site's configuration could reach one.
 */
export function notBuilt(what: string, why: string): Error {
  return new Error(`${what} is not built into this CMS: ${why} (src/node/cms/packages.ts, replacedModules, leaves it out).`);
}

/** A file format Decap offers and no collection of this site uses: every collection is JSON (src/cms/formats.ts). */
export function unusedFormat(name: string): { fromFile(content: string): never; toFile(data: unknown): never } {
  const refuse = (): never => {
    throw notBuilt(`Decap's ${name} format`, "every collection of this site is stored as JSON");
  };
  return { fromFile: refuse, toFile: refuse };
}
