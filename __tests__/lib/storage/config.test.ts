import { supabaseConfigFromEnv } from "../../../src/lib/storage/config";

const names = ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_SUPABASE_GUIDES_BUCKET", "GATSBY_SUPABASE_VIDEO_BUCKET", "GATSBY_SUPABASE_VIDEO_FILE"];

describe("storage settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of names) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it("uses the embedded default unless both the URL and the anon key are set", () => {
    for (const name of names) delete process.env[name];
    expect(supabaseConfigFromEnv()).toBeNull();
    process.env.GATSBY_SUPABASE_URL = "https://project.supabase.co";
    expect(supabaseConfigFromEnv()).toBeNull();
    process.env.GATSBY_SUPABASE_ANON_KEY = "  ";
    expect(supabaseConfigFromEnv()).toBeNull();
  });

  it("reads Supabase settings, with buckets guides and video by default", () => {
    process.env.GATSBY_SUPABASE_URL = "https://project.supabase.co/";
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon";
    expect(supabaseConfigFromEnv()).toEqual({ url: "https://project.supabase.co", anonKey: "anon", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" });
    process.env.GATSBY_SUPABASE_GUIDES_BUCKET = "pdfs";
    process.env.GATSBY_SUPABASE_VIDEO_BUCKET = "media";
    expect(supabaseConfigFromEnv()).toMatchObject({ guidesBucket: "pdfs", videoBucket: "media" });
  });
});
