// What the benchmarks' page scripts leave on a page's window for the bench to read back (page.evaluate): each
// script shapes its own record. For tsconfig.tools.json only (a .d.mts, so the Node project's tools/**/*.ts leave it).
export {};

declare global {
  interface Window {
    [recorded: `__${string}`]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
}
