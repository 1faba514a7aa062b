import fs from "fs";
import path from "path";
import { resolveProvider, supabaseSettings, type Provider, type ProviderDecision, type SupabaseSettings } from "../lib/forms/provider";
import { supabaseConfig, type SupabaseConfig } from "../lib/storage/config";
import { originOf, type SiteConnections } from "./securityHeaders";

/**
 * Everything a build is configured with, read once: data/site.json,
 * data/forms.json and the environment. gatsby-config (site address,
 * manifest, what the pages are told), gatsby-node (data folder, storage,
 * build notes) and the site's adapter (security policy) all take it from
 * here, so they cannot disagree.
 */
export interface BuildSettings {
  /** DATA_DIR (relative to the checkout), or data/. */
  dataDir: string;
  /** SITE_URL, or `siteUrl` in site.json, without a trailing slash. */
  siteUrl: string;
  /** The business name (site.json `name`), for the web app manifest. */
  siteName: string;
  /** GA4 measurement id (site.json); analytics hosts are allowed only when it is set. */
  gaMeasurementId: string | null;
  /** NETLIFY=true: Netlify is running the build. */
  onNetlify: boolean;
  /** On Netlify, CONTEXT: "production", "deploy-preview" or "branch-deploy" (null elsewhere, or when Netlify gives none). */
  netlifyContext: string | null;
  /** GATSBY_SUPABASE_*: guides, the video and (with that provider) enquiries; null when not set up. */
  storage: SupabaseConfig | null;
  forms: FormsSettings;
  /** Settings that cannot work, each a sentence the owner can act on. The build stops on them. */
  problems: string[];
}

export interface FormsSettings extends ProviderDecision {
  /** The embed scripts the pages load (the `embed` provider only). */
  embedScriptUrls: string[];
  /** The Supabase project enquiries go to (also used by the embed's fallback form). */
  supabase: SupabaseSettings | null;
}

type Json = Record<string, unknown>;

/** A data file's object, or {} when it is missing or broken (the data validation reports those in full). */
function readObject(file: string): Json {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
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

export function readBuildSettings(env: NodeJS.ProcessEnv, rootDir: string): BuildSettings {
  const dataDir = path.resolve(rootDir, text(env.DATA_DIR) || "data");
  const site = readObject(path.join(dataDir, "site.json"));
  const forms = readObject(path.join(dataDir, "forms.json"));
  const problems: string[] = [];

  const siteUrl = (text(env.SITE_URL) || text(site.siteUrl) || "https://www.example.com").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
    problems.push(`The site address (${text(env.SITE_URL) ? "SITE_URL" : "siteUrl in site.json"}) must be a full address such as https://www.example.com, found "${siteUrl}".`);
  }

  const storage = supabaseConfig(env);
  const onNetlify = env.NETLIFY === "true";
  const supabase = supabaseSettings(env.GATSBY_SUPABASE_URL, env.GATSBY_SUPABASE_ANON_KEY);
  const decision = resolveProvider(text(forms.provider), { override: env.GATSBY_FORMS_PROVIDER, supabase, onNetlify });
  const embedScriptUrls = decision.provider === "embed" ? embedScripts(forms) : [];
  if (decision.provider === "embed" && embedScriptUrls.length === 0) {
    problems.push('The enquiry forms use "embed", but data/forms.json gives no quote.embed.scriptUrl or reseller.embed.scriptUrl.');
  }

  // Each address goes into the security policy; checked here so a mistyped one stops the build in seconds.
  const addresses: [string, string][] = [
    ...(text(env.GATSBY_SUPABASE_URL) ? ([[text(env.GATSBY_SUPABASE_URL), "GATSBY_SUPABASE_URL"]] as [string, string][]) : []),
    ...embedScriptUrls.map((url): [string, string] => [url, "A form embed script URL in data/forms.json"]),
  ];
  for (const [url, setting] of addresses) {
    try {
      originOf(url, setting);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  return {
    dataDir,
    siteUrl,
    siteName: text(site.name) || "Website",
    gaMeasurementId: text(site.gaMeasurementId) || null,
    onNetlify,
    netlifyContext: onNetlify ? text(env.CONTEXT) || null : null,
    storage,
    forms: { ...decision, embedScriptUrls, supabase },
    problems,
  };
}

let cached: BuildSettings | undefined;

/** This build's settings (process.env, the current directory: Gatsby runs in the site's folder). */
export function buildSettings(): BuildSettings {
  cached ??= readBuildSettings(process.env, path.resolve("."));
  return cached;
}

/** The outside services the security policy must allow for these settings. */
export function siteConnections(settings: BuildSettings): SiteConnections {
  return {
    ...(settings.storage ? { supabaseUrl: settings.storage.url } : {}),
    forms: { provider: settings.forms.provider, embedScriptUrls: settings.forms.embedScriptUrls },
    ...(settings.gaMeasurementId ? { gaMeasurementId: settings.gaMeasurementId } : {}),
  };
}

/** What the pages are told about the forms, through siteMetadata (see siteMetadataTypeDefs). */
export interface FormsMetadata {
  provider: Provider;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
}

export function formsMetadata(settings: BuildSettings): FormsMetadata {
  const { provider, supabase } = settings.forms;
  return { provider, supabaseUrl: supabase?.url ?? null, supabaseAnonKey: supabase?.anonKey ?? null };
}

/** Declared, so a build without Supabase (null fields) still answers the forms' query. */
export const siteMetadataTypeDefs = `
enum FormsProvider { email supabase embed netlify }

type SiteForms {
  provider: FormsProvider!
  supabaseUrl: String
  supabaseAnonKey: String
}

type SiteSiteMetadata {
  siteUrl: String!
  forms: SiteForms!
}
`;
