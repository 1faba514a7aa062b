/**
 * Root query fields are nullable in GraphQL, but the data validation at build
 * guarantees every data file exists; this turns a violation into a clear error.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing data: ${what}. Check the data files and build again.`);
  return value;
}
