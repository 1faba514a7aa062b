/**
 * How the CMS names and groups what src/data/schema.ts declares. Only words
 * and grouping live here: which fields exist and their rules come from the
 * schema. A file or field not named here still appears, under a label made
 * from its name ("cardDescription" → "Card description").
 */

/** Collections of single-object files, in the order of the CMS's sidebar. A file listed nowhere goes to "settings". */
export const fileGroups = [
  {
    name: "pages",
    label: "Pages",
    description: "The words of each page that is not a sector, service or type. The home page's sector cards come from the sectors themselves.",
    files: ["home", "services-page", "products-page", "types-page", "resources-page", "about", "resellers", "contact", "privacy-policy", "not-found"],
  },
  {
    name: "settings",
    label: "Site settings",
    description: "Business details, menus, shared button labels and the enquiry forms.",
    files: ["site", "navigation", "ui", "forms"],
  },
  {
    name: "cookie-banner",
    label: "Cookie banner",
    description:
      "What every visitor sees about cookies: the banner's texts, whether it shows, and how long a visitor's choice lasts. When you change a text and save, visitors are asked again (the revision number rises for you).",
    files: ["cookie-settings"],
  },
  {
    name: "moved-pages",
    label: "Moved pages",
    description:
      'Addresses of pages that were deleted. Each is either moved, sending visitors and search engines to the page that replaces it, or retired, answering "page not found". When you delete a sector, service or type, add its old address here straight away: until you do, the site refuses the publish and keeps showing the old page.',
    files: ["redirects"],
  },
] as const;

export const defaultFileGroup = "settings";

/** Labels of files (by file name without .json) and of folder collections, where the name alone reads badly. */
export const fileLabels: Readonly<Record<string, string>> = {
  home: "Home page",
  "services-page": "Services page",
  "products-page": "Products page",
  "types-page": "Seat belt types page",
  "resources-page": "Resources page",
  about: "About page",
  resellers: "Resellers page",
  contact: "Contact page",
  "privacy-policy": "Privacy policy",
  "not-found": "Page not found (404)",
  site: "Business details",
  navigation: "Menus and footer",
  ui: "Shared labels",
  forms: "Enquiry forms",
  "cookie-settings": "Cookie banner",
  redirects: "Moved and retired addresses",
  sectors: "Sectors",
  services: "Services",
  types: "Seat belt types",
  applications: "Applications",
  guides: "Guides",
};

/** Singular labels of folder collections ("New Sector"). */
export const singularLabels: Readonly<Record<string, string>> = {
  sectors: "Sector",
  services: "Service",
  types: "Seat belt type",
  applications: "Application",
  guides: "Guide",
};

/** Field labels by field name, wherever the field appears. */
export const fieldLabels: Readonly<Record<string, string>> = {
  seo: "Search engine listing",
  cta: "Call to action",
  slug: "Address (slug)",
  ogImage: "Social sharing image",
  phoneE164: "Phone (international format)",
  gaMeasurementId: "Google Analytics ID",
  url: "Web address",
  to: "Links to",
  href: "Links to",
  siteUrl: "Site address",
  scriptUrl: "Script address",
  logoAlt: "Logo description (alt text)",
  gpc: "Global Privacy Control",
  imageAlt: "Image description (alt text)",
  showBanner: "Show the cookie banner",
  askAgainDays: "Ask again after (days)",
  bannerText: "Banner text",
  faq: "Questions and answers",
  showOnHome: "Show on the home page",
  order: "Position in lists",
  redirects: "Moved pages",
  from: "Old address",
  retired: "Retired addresses",
};

/**
 * Shown at the top of a folder collection. Every entry of these is a page with an address that may be in search
 * results, e-mails and print, so deleting one leads to "Moved pages" (src/data/redirects.ts).
 */
export const folderDescriptions: Readonly<Record<string, string>> = Object.fromEntries(
  ["sectors", "services", "types"].map((folder) => [
    folder,
    "Each entry is a page, at the address its slug gives. To move a page: create the new entry, delete the old one, then add the old address under Moved pages with the new page. To take a page off the site, delete it and add its address under Moved pages → Retired addresses.",
  ]),
);

/**
 * Fields the CMS keeps out of the editor's way, by file (or folder) and field
 * name. The cookie banner's revision is raised by the CMS when a text changes
 * (src/cms/events.ts), so staff never set it by hand.
 */
export const hiddenFields: Readonly<Record<string, readonly string[]>> = {
  "cookie-settings": ["revision"],
};

/** "cardDescription" → "Card description", "phoneE164" → "Phone e164". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(name: string): string {
  return fieldLabels[name] ?? labelFromName(name);
}

/** "Keywords" → "keyword", for "Add keyword". */
export function singular(label: string): string {
  const lower = label.toLowerCase();
  if (lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith("ses")) return lower.slice(0, -2);
  if (lower.endsWith("s") && !lower.endsWith("ss")) return lower.slice(0, -1);
  return lower;
}
