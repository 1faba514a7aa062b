/**
 * Addresses inside the CMS that the site's own pages link to. The names are
 * the generated configuration's (src/cms/labels.ts groups the cookie banner
 * as collection "cookie-banner"; a file keeps its own name).
 */
export const CMS_PATH = "/admin/";

/** The Cookie banner's entry, for the cookie manager's "publish" link. */
export const cookieBannerEntry = `${CMS_PATH}#/collections/cookie-banner/entries/cookie-settings`;
