/**
 * The collections and files that have a preview (previews/templates.ts draws them): known before the previews'
 * code loads, since Decap looks a preview up by name. __tests__/cms/previews.test.ts checks the two agree.
 */
export const PREVIEW_NAMES = ["sectors", "services", "types", "home", "about", "privacy-policy", "products-page", "resellers", "contact", "not-found", "services-page", "types-page"] as const;
