import fs from "fs";
import * as gatsby from "gatsby";
import path from "path";
import { entryRoute, pageFamilies, routeAt } from "../../src/data/routes";
import { readEntries, type Entry } from "../../src/node/dataFiles";
import type { BusinessFacts } from "../../src/lib/structuredData";
import { describePage, type PageRoute, type TrailNames } from "../../src/lib/pageRoute";
import { readBuildSettings, siteMetadata, type SiteMetadata } from "../../src/node/settings";

export const dataDir = path.join(__dirname, "..", "..", "data");

/** Test data read from the real data files, so tests check what editors wrote. */
export function readData<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;
}

/** The entries of a data folder (data/sectors/, …), in their `order`. */
export function readFolder<T extends object>(folder: string): (T & Entry)[] {
  return readEntries<T & Entry>(dataDir, folder);
}

/** The entries of a folder whose entries are pages, each with the `path` the data layer gives its node. */
export function readPages<T extends object>(folder: string): (T & Entry & { path: string })[] {
  const family = pageFamilies.find((candidate) => candidate.folder === folder);
  if (!family) throw new Error(`data/${folder}/ is not a family of pages in src/data/routes.ts`);
  return readFolder<T>(folder).map((entry) => ({ ...entry, path: entryRoute(family, entry.slug) }));
}

type Service = { slug: string; title: string };
type Sector = { slug: string; name: string };

export const siteData = {
  // What a build of the committed data tells the pages, with no variables set (email forms).
  site: { siteMetadata: siteMetadata(readBuildSettings({}, path.join(__dirname, "..", ".."))) },
  siteJson: readData("site.json"),
  navigationJson: readData("navigation.json"),
  uiJson: readData("ui.json"),
  cookieSettingsJson: readData("cookie-settings.json"),
  allServicesJson: { nodes: readPages<Service>("services").map(({ slug, path, title }) => ({ slug, path, title })) },
  // The enquiry forms' static query (the gatsby mock answers every static query with this object).
  formsJson: readData("forms.json"),
  allSectorsJson: { nodes: readFolder<Sector>("sectors").map(({ slug, name }) => ({ slug, name })) },
  resellersJson: readData("resellers.json"),
} as unknown as Queries.SiteDataQuery;

/**
 * The pages' static queries answer as a build with these settings would (src/node/settings.ts writes them into
 * siteMetadata), for the rest of the test.
 */
export function builtWith(changes: Partial<SiteMetadata>): void {
  jest.spyOn(gatsby, "useStaticQuery").mockReturnValue({ ...siteData, site: { siteMetadata: { ...siteData.site?.siteMetadata, ...changes } } });
}

/** A Supabase project as a build with GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY tells the pages. */
export const supabaseProject = { url: "https://project.supabase.example", anonKey: "anon", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" };

/** The forms' query sorts the sectors by name at build time. */
export const formsData = {
  ...siteData,
  allSectorsJson: { nodes: readFolder<Sector>("sectors").map(({ slug, name }) => ({ slug, name })).sort((a, b) => (a.name < b.name ? -1 : 1)) },
} as unknown as Queries.EnquiryFormDataQuery;

/** What a page's query gets as `pageRoute` in a build of the committed data: its trail and structured data. */
export function pageRouteOf(route: string): PageRoute | null {
  const at = routeAt(route);
  const site = readData<BusinessFacts & { siteUrl: string }>("site.json");
  const entry = at?.kind === "entry" ? (readFolder<Record<string, unknown>>(at.family.folder).find((candidate) => candidate.slug === at.slug) ?? null) : null;
  return describePage(route, { siteUrl: site.siteUrl, site, names: readData<{ breadcrumb: TrailNames }>("navigation.json").breadcrumb, entry });
}

/** Matches the phone number however it is spaced (it is shown with non-breaking spaces). */
export const phonePattern = (phone: string): RegExp => new RegExp(phone.split(" ").join("\\s"));
