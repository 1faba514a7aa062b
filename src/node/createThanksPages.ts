import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { thanksPaths, type FormKind } from "../lib/forms/fields";

/** The thank-you page of each enquiry form, at the address its Netlify form posts to (thanksPaths). */
export function createThanksPages({ actions }: CreatePagesArgs): void {
  const component = path.resolve("src/templates/form-thanks.tsx");
  for (const kind of Object.keys(thanksPaths) as FormKind[]) {
    actions.createPage({ path: thanksPaths[kind], component, context: { kind } });
  }
}
