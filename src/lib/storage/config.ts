export interface SupabaseConfig {
  url: string;
  anonKey: string;
  guidesBucket: string;
  videoBucket: string;
  /** The intro video's file name in the video bucket; its poster and captions share its stem. */
  videoFile: string;
}

type SupabaseEnv = Partial<
  Record<"GATSBY_SUPABASE_URL" | "GATSBY_SUPABASE_ANON_KEY" | "GATSBY_SUPABASE_GUIDES_BUCKET" | "GATSBY_SUPABASE_VIDEO_BUCKET" | "GATSBY_SUPABASE_VIDEO_FILE", string>
>;

/** Supabase settings from these variables, or null for the embedded default. */
export function supabaseConfig(env: SupabaseEnv): SupabaseConfig | null {
  const url = env.GATSBY_SUPABASE_URL?.trim();
  const anonKey = env.GATSBY_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) return null;
  return {
    url: url.replace(/\/+$/, ""),
    anonKey,
    guidesBucket: env.GATSBY_SUPABASE_GUIDES_BUCKET?.trim() || "guides",
    videoBucket: env.GATSBY_SUPABASE_VIDEO_BUCKET?.trim() || "video",
    videoFile: env.GATSBY_SUPABASE_VIDEO_FILE?.trim() || "intro.mp4",
  };
}

/**
 * The same, in the browser. Each variable is written out in full because
 * Gatsby inlines `process.env.GATSBY_*` into the browser bundle by name.
 */
export function supabaseConfigFromEnv(): SupabaseConfig | null {
  return supabaseConfig({
    GATSBY_SUPABASE_URL: process.env.GATSBY_SUPABASE_URL,
    GATSBY_SUPABASE_ANON_KEY: process.env.GATSBY_SUPABASE_ANON_KEY,
    GATSBY_SUPABASE_GUIDES_BUCKET: process.env.GATSBY_SUPABASE_GUIDES_BUCKET,
    GATSBY_SUPABASE_VIDEO_BUCKET: process.env.GATSBY_SUPABASE_VIDEO_BUCKET,
    GATSBY_SUPABASE_VIDEO_FILE: process.env.GATSBY_SUPABASE_VIDEO_FILE,
  });
}
