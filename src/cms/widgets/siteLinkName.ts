/** The name the site-link widget (siteLink.tsx) is registered under, for the generated configuration. */
export const SITE_LINK_WIDGET = "site-link";
