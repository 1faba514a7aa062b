/** A Supabase project's storage, as the build's settings give it (src/node/settings.ts) and the pages read it (siteMetadata). */
export interface SupabaseConfig {
  /** The project's address, without a trailing slash. */
  url: string;
  anonKey: string;
  guidesBucket: string;
  videoBucket: string;
  /** The intro video's file name in the video bucket; its poster and captions share its stem. */
  videoFile: string;
}
