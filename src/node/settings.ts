import fs from "fs";
import path from "path";
import { REDIRECTS_FILE, redirectsOf } from "../data/redirects";
import { normaliseRoute, staticRoutes } from "../data/routes";
import { entryRoutesShowingEveryLayout, routesOf } from "./dataFiles";
import { resolveProvider, type Provider, type ProviderDecision } from "../lib/forms/provider";
import type { SupabaseConfig } from "../lib/storage/config";
import { parseCmsSettings, SETTINGS_FILE, type CmsDeploySettings } from "./cms/settings";
import { secretsInPublicVariables, supabaseSecretKind } from "./secrets";
import { originOf, type SiteConnections } from "./securityHeaders";

/**
 * Everything a build is configured with, read once: data/site.json,
 * data/forms.json, cms.config.json and the environment. Every build-time
 * consumer takes this object (gatsby-config, gatsby-node, the security
 * policy and the adapter, the CMS's build, storage sourcing, the deploy
 * files), so they cannot disagree; every address is parsed here, once.
 */
export interface BuildSettings {
  /** The checkout: where cms.config.json, static/ and deploy/ are. */
  rootDir: string;
  /** DATA_DIR (relative to the checkout), or data/. */
  dataDir: string;
  /** SITE_URL, or `siteUrl` in site.json, without a trailing slash. */
  siteUrl: string;
  /** The business name (site.json `name`), for the web app manifest and the CMS's page title. */
  siteName: string;
  /** GA4 measurement id (site.json); analytics hosts are allowed only when it is set. */
  gaMeasurementId: string | null;
  /** NETLIFY=true: Netlify is running the build. */
  onNetlify: boolean;
  /** On Netlify, CONTEXT: "production", "deploy-preview" or "branch-deploy" (null elsewhere, or when Netlify gives none). */
  netlifyContext: string | null;
  /** GATSBY_SUPABASE_*: guides, the video and (with that provider) enquiries; null when not set up. */
  supabase: SupabaseProject | null;
  forms: FormsSettings;
  /** cms.config.json: how editors sign in and save on the deployed site; null when it has problems (listed in `problems`). */
  cms: CmsDeploySettings | null;
  /**
   * CMS_SITE_ORIGIN, when it is not the site's own: the origin editors open the CMS at (its /admin/), which serves
   * nothing else. Null: the CMS is at the site's own /admin/.
   */
  cmsOrigin: string | null;
  /**
   * BUILD_WITHOUT_CMS=1: this build leaves the CMS at /admin/ out (no compilation, no page; an earlier build's is
   * removed from public/), for a test's build whose tests never open /admin/. A deployed build never sets it.
   */
  withoutCms: boolean;
  /**
   * BUILD_PAGES, for a test's build that needs only some pages (tools/test/steps.ts): the entry pages this build
   * makes, or null (unset, or "all") for every one, as a deployed build always does. Every static page is always
   * built. A comma-separated list of:
   * - `layouts`: for each family of pages, the fewest entries that between them fill every field any entry fills
   *   (src/data/layouts.ts), so every part of every template is shown; with them, every page a moved page of
   *   data/redirects.json leads to, so each redirect the build writes lands on a page;
   * - an entry's address ("/sectors/hovercraft/"), built as well.
   * The list of published addresses (src/node/publishedAddresses.ts) is the data's, not the built pages', so a
   * small build compares and keeps the same list as a full one; the sitemap lists the pages built.
   */
  onlyEntryPages: string[] | null;
  /** The third-party scripts the pages load, in words for a message (the form embed's host, Google Analytics). */
  thirdPartyScripts: string[];
  /** Settings that cannot work, each a sentence the owner can act on. The build stops on them. */
  problems: string[];
}

export interface SupabaseProject extends SupabaseConfig {
  /** The project's origin, for the security policy. */
  origin: string;
}

export interface FormsSettings extends ProviderDecision {
  /** The embed scripts the pages load (the `embed` provider only). */
  embedScriptUrls: string[];
  /** Their origins, for the security policy. */
  embedOrigins: string[];
}

type Json = Record<string, unknown>;

/** A JSON file's object, or undefined when it is missing or broken (the data validation reports those in full). */
function readObject(file: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The `embed.scriptUrl` of the quote and reseller forms. */
function embedScripts(forms: Json): string[] {
  const urls = ["quote", "reseller"].map((kind) => {
    const form = forms[kind] as Json | undefined;
    return text((form?.embed as Json | undefined)?.scriptUrl);
  });
  return [...new Set(urls.filter(Boolean))];
}

/** BUILD_PAGES (see `onlyEntryPages`): the entry pages to build, or null for all of them. */
function readBuildPages(env: NodeJS.ProcessEnv, dataDir: string, problems: string[]): string[] | null {
  const value = text(env.BUILD_PAGES);
  if (!value || value === "all") return null;
  const entryRoutes = routesOf(dataDir).slice(staticRoutes.length);
  const chosen = new Set<string>();
  for (const item of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    if (item === "layouts") {
      for (const route of entryRoutesShowingEveryLayout(dataDir)) chosen.add(route);
      let redirects: unknown = {};
      try {
        redirects = JSON.parse(fs.readFileSync(path.join(dataDir, REDIRECTS_FILE), "utf8"));
      } catch {
        // Missing or broken: the data check reports it.
      }
      for (const { to } of redirectsOf(redirects)) if (entryRoutes.includes(normaliseRoute(to))) chosen.add(normaliseRoute(to));
    } else if (entryRoutes.includes(item)) chosen.add(item);
    else problems.push(`BUILD_PAGES names "${item}", which is neither "layouts" nor the address of an entry's page in the data (such as "${entryRoutes[0] ?? "/sectors/aviation/"}").`);
  }
  // In the order the pages are listed.
  return entryRoutes.filter((route) => chosen.has(route));
}

/** The origin of an address for the policy, or null with the problem noted. */
function parseOrigin(url: string, setting: string, problems: string[]): string | null {
  try {
    return originOf(url, setting);
  } catch (error) {
    problems.push((error as Error).message);
    return null;
  }
}

/** GATSBY_SUPABASE_*: both the address and the key, or nothing (the embedded default). */
function readSupabase(env: NodeJS.ProcessEnv, problems: string[]): SupabaseProject | null {
  const url = text(env.GATSBY_SUPABASE_URL);
  const anonKey = text(env.GATSBY_SUPABASE_ANON_KEY);
  const origin = url ? parseOrigin(url, "GATSBY_SUPABASE_URL", problems) : null;
  // A secret key (a problem already) is never handed on, even to a build that is about to stop.
  if (!url || !anonKey || !origin || supabaseSecretKind(anonKey)) return null;
  return {
    url: url.replace(/\/+$/, ""),
    origin,
    anonKey,
    guidesBucket: text(env.GATSBY_SUPABASE_GUIDES_BUCKET) || "guides",
    videoBucket: text(env.GATSBY_SUPABASE_VIDEO_BUCKET) || "video",
    videoFile: text(env.GATSBY_SUPABASE_VIDEO_FILE) || "intro.mp4",
  };
}

function readCms(rootDir: string, env: NodeJS.ProcessEnv, problems: string[]): CmsDeploySettings | null {
  const raw = readObject(path.join(rootDir, SETTINGS_FILE));
  if (!raw) {
    problems.push(`${SETTINGS_FILE} cannot be read: it must be a JSON object (docs/editing-content.md says what it holds).`);
    return null;
  }
  const parsed = parseCmsSettings(raw, env);
  problems.push(...parsed.problems);
  return parsed.settings ?? null;
}

/** CMS_SITE_ORIGIN as an origin, or null when it is unset or the site's own. */
function readCmsOrigin(env: NodeJS.ProcessEnv, siteUrl: string, problems: string[]): string | null {
  const value = text(env.CMS_SITE_ORIGIN);
  if (!value) return null;
  const origin = parseOrigin(value, "CMS_SITE_ORIGIN", problems);
  const { pathname, search, hash } = origin ? new URL(value) : { pathname: "/", search: "", hash: "" };
  if (origin && (pathname !== "/" || search || hash)) {
    problems.push(`CMS_SITE_ORIGIN must be an origin only, such as https://cms.example.com, found "${value}".`);
    return null;
  }
  const siteOrigin = /^https?:\/\/[^/\s]+$/.test(siteUrl) ? new URL(siteUrl).origin : siteUrl;
  return origin === siteOrigin ? null : origin;
}

/**
 * Decap keeps each editor's token (GitHub's, with the `repo` scope, or Git Gateway's) in the local storage of the
 * origin the CMS runs on, where any script on any page of that origin can read it. So the CMS and third-party
 * scripts never share an origin: the build stops, and says how to give the CMS an origin of its own.
 */
function sharedOriginProblem(scripts: readonly string[], siteUrl: string): string {
  const host = /^https?:\/\/([^/\s]+)$/.exec(siteUrl)?.[1]?.replace(/^www\./, "") ?? "example.com";
  return (
    `The pages load ${scripts.join(" and ")}, and the CMS at /admin/ would share their origin: any of those scripts could read the editors' sign-in token, which the CMS keeps in the origin's storage, and change the site. ` +
    `Give the CMS an origin of its own: set CMS_SITE_ORIGIN to an address such as https://cms.${host} and point that name at this site (docs/deploying.md, "The CMS on an origin of its own"); or turn off what loads the scripts.`
  );
}

export function readBuildSettings(env: NodeJS.ProcessEnv, rootDir: string): BuildSettings {
  const dataDir = path.resolve(rootDir, text(env.DATA_DIR) || "data");
  const site = readObject(path.join(dataDir, "site.json")) ?? {};
  const forms = readObject(path.join(dataDir, "forms.json")) ?? {};
  // First: a secret key in a variable the pages are built with stops the build before anything is written.
  const problems: string[] = secretsInPublicVariables(env);

  const siteUrl = (text(env.SITE_URL) || text(site.siteUrl) || "https://www.example.com").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
    problems.push(`The site address (${text(env.SITE_URL) ? "SITE_URL" : "siteUrl in site.json"}) must be a full address such as https://www.example.com, found "${siteUrl}".`);
  }

  const supabase = readSupabase(env, problems);
  const onNetlify = env.NETLIFY === "true";
  const decision = resolveProvider(text(forms.provider), { override: env.GATSBY_FORMS_PROVIDER, supabase: supabase !== null, onNetlify });
  const embedScriptUrls = decision.provider === "embed" ? embedScripts(forms) : [];
  if (decision.provider === "embed" && embedScriptUrls.length === 0) {
    problems.push('The enquiry forms use "embed", but data/forms.json gives no quote.embed.scriptUrl or reseller.embed.scriptUrl.');
  }
  const embedOrigins = [...new Set(embedScriptUrls.map((url) => parseOrigin(url, "A form embed script URL in data/forms.json", problems)).filter((origin): origin is string => origin !== null))];
  const gaMeasurementId = text(site.gaMeasurementId) || null;
  const thirdPartyScripts = [...embedOrigins.map((origin) => `the form embed's script from ${origin}`), ...(gaMeasurementId ? ["Google Analytics (gaMeasurementId in site.json)"] : [])];
  const cmsOrigin = readCmsOrigin(env, siteUrl, problems);
  const cms = readCms(rootDir, env, problems);
  if (cms && !cmsOrigin && thirdPartyScripts.length > 0) problems.push(sharedOriginProblem(thirdPartyScripts, siteUrl));
  const onlyEntryPages = readBuildPages(env, dataDir, problems);

  return {
    rootDir,
    dataDir,
    siteUrl,
    siteName: text(site.name) || "Website",
    gaMeasurementId,
    onNetlify,
    netlifyContext: onNetlify ? text(env.CONTEXT) || null : null,
    supabase,
    forms: { ...decision, embedScriptUrls, embedOrigins },
    cms,
    cmsOrigin,
    withoutCms: text(env.BUILD_WITHOUT_CMS) === "1",
    onlyEntryPages,
    thirdPartyScripts,
    problems,
  };
}

/**
 * This build's settings (process.env, the current directory: Gatsby runs in the site's folder). Gatsby compiles
 * gatsby-config and gatsby-node into bundles of their own, each with its own copy of this module, so the one
 * reading is kept on the process, not in a module variable; with what it was read from, so a changed
 * environment is read afresh.
 */
export function buildSettings(): BuildSettings {
  const store = globalThis as { beltwrightBuildSettings?: { from: string; settings: BuildSettings } };
  const rootDir = path.resolve(".");
  const from = JSON.stringify([rootDir, process.env]);
  if (store.beltwrightBuildSettings?.from !== from) store.beltwrightBuildSettings = { from, settings: readBuildSettings(process.env, rootDir) };
  return store.beltwrightBuildSettings.settings;
}

/** The outside services the security policy must allow for these settings. */
export function siteConnections(settings: BuildSettings): SiteConnections {
  return {
    ...(settings.supabase ? { supabaseOrigin: settings.supabase.origin } : {}),
    forms: { provider: settings.forms.provider, embedOrigins: settings.forms.embedOrigins },
    analytics: settings.gaMeasurementId !== null,
  };
}

/**
 * What the pages are told about this build: Gatsby's siteMetadata, the one way settings reach the browser
 * (src/hooks/useSiteSettings.ts reads it). The sitemap plugin reads siteUrl from it too.
 */
export interface SiteMetadata {
  siteUrl: string;
  forms: { provider: Provider };
  supabase: SupabaseConfig | null;
}

export function siteMetadata(settings: BuildSettings): SiteMetadata {
  const { supabase } = settings;
  return {
    siteUrl: settings.siteUrl,
    forms: { provider: settings.forms.provider },
    supabase: supabase && { url: supabase.url, anonKey: supabase.anonKey, guidesBucket: supabase.guidesBucket, videoBucket: supabase.videoBucket, videoFile: supabase.videoFile },
  };
}

/** Declared, so a build without Supabase (a null field) still answers the pages' queries. */
export const siteMetadataTypeDefs = `
enum FormsProvider { email supabase embed netlify }

type SiteForms {
  provider: FormsProvider!
}

type SiteSupabase {
  url: String!
  anonKey: String!
  guidesBucket: String!
  videoBucket: String!
  videoFile: String!
}

type SiteSiteMetadata {
  siteUrl: String!
  forms: SiteForms!
  supabase: SiteSupabase
}
`;
