import { graphql } from "gatsby";
import type { Provider } from "../lib/forms/provider";
import type { SupabaseConfig } from "../lib/storage/config";
import { useSiteData } from "./useSiteData";

/**
 * What this build was configured with, as the pages may know it: Gatsby's siteMetadata, written once from the
 * build's settings (src/node/settings.ts, siteMetadata) and the one way settings reach the browser. It rides on
 * the shell's query, which every page loads already.
 */
export const siteSettingsFragment = graphql`
  fragment SiteSettingsData on SiteSiteMetadata {
    siteUrl
    forms {
      provider
    }
    supabase {
      url
      anonKey
      guidesBucket
      videoBucket
      videoFile
    }
  }
`;

export interface SiteSettings {
  siteUrl: string;
  /** How the enquiry forms send. */
  formsProvider: Provider;
  /** The Supabase project for guides, the video and (with that provider) enquiries; null for the embedded default. */
  supabase: SupabaseConfig | null;
}

export function useSiteSettings(): SiteSettings {
  const metadata = useSiteData().site?.siteMetadata;
  if (!metadata) throw new Error("The build wrote no siteMetadata (gatsby-config.ts, src/node/settings.ts).");
  return { siteUrl: metadata.siteUrl, formsProvider: metadata.forms.provider, supabase: metadata.supabase ?? null };
}
