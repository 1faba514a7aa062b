export interface SupabaseConfig {
  url: string;
  anonKey: string;
  guidesBucket: string;
  videoBucket: string;
  /** The intro video's file name in the video bucket; its poster and captions share its stem. */
  videoFile: string;
}

/**
 * Supabase settings from the environment, or null for the embedded default.
 * Each variable is written out in full because Gatsby inlines
 * `process.env.GATSBY_*` into the browser bundle by name.
 */
export function supabaseConfigFromEnv(): SupabaseConfig | null {
  const url = process.env.GATSBY_SUPABASE_URL?.trim();
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) return null;
  return {
    url: url.replace(/\/+$/, ""),
    anonKey,
    guidesBucket: process.env.GATSBY_SUPABASE_GUIDES_BUCKET?.trim() || "guides",
    videoBucket: process.env.GATSBY_SUPABASE_VIDEO_BUCKET?.trim() || "video",
    videoFile: process.env.GATSBY_SUPABASE_VIDEO_FILE?.trim() || "intro.mp4",
  };
}
