import { unusedFormat } from "./notBuilt";

/**
 * decap-cms-core's formats/frontmatter.js, with gray-matter and js-yaml. Decap builds its table of formats,
 * calling these, whenever it picks one, so they return a format rather than throw; using it throws.
 */
export const FrontmatterInfer = unusedFormat("front matter");
export const frontmatterYAML = (): ReturnType<typeof unusedFormat> => unusedFormat("YAML front matter");
export const frontmatterTOML = (): ReturnType<typeof unusedFormat> => unusedFormat("TOML front matter");
export const frontmatterJSON = (): ReturnType<typeof unusedFormat> => unusedFormat("JSON front matter");
