/** The collections of a CMS configuration (the generated one, or Decap's as it hands it to a backend), as far as naming an entry needs them. */
export interface NamedCollections {
  collections?: readonly { name: string; label?: string; files?: readonly { name: string; label?: string }[] }[];
}

/** How an editor knows an entry and its collection: "Aviation" (Sectors), "Home page" (Pages). */
export function entryName(config: NamedCollections, collection: string, slug: string | undefined, data: Record<string, unknown>): { entry: string; collection: string } {
  const found = config.collections?.find((candidate) => candidate.name === collection);
  const named = [data.name, data.title, data.heading].find((value): value is string => typeof value === "string" && value !== "");
  const file = found?.files?.find((candidate) => candidate.name === slug)?.label;
  return { entry: file ?? named ?? slug ?? "a new entry", collection: found?.label ?? collection };
}
