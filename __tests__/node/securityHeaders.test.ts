/** @jest-environment node */
import {
  inlineStyles,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  headersFor,
  inlineScripts,
  originOf,
  inlineHash,
  type SiteConnections,
} from "../../src/node/securityHeaders";

/** The policy as directive → sources, the way a browser reads it. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const supabaseOrigin = "https://abcdefgh.supabase.co";
const embedOrigin = "https://forms.embedhost.example";
const hashes = { scripts: ["sha256-bbb=", "sha256-aaa="], styles: ["sha256-style="] };
const emptyText = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const none = { scripts: [], styles: [] };

describe("contentSecurityPolicy", () => {
  const combinations = [false, true].flatMap((supabase) =>
    [false, true].flatMap((embed) => [false, true].map((ga) => ({ supabase, embed, ga }))),
  );

  it.each(combinations)("Supabase $supabase, form embed $embed, analytics $ga", ({ supabase, embed, ga }) => {
    const connections: SiteConnections = {
      ...(supabase ? { supabaseOrigin } : {}),
      forms: embed ? { provider: "embed", embedOrigins: [embedOrigin] } : { provider: "email", embedOrigins: [] },
      analytics: ga,
    };
    const csp = contentSecurityPolicy(connections, hashes);
    const policy = parse(csp);

    // Always: the site itself, hashed inline scripts, no framing, no plugins.
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    const scripts = policy.get("script-src") ?? [];
    expect(scripts.slice(0, 3)).toEqual(["'self'", "'sha256-aaa='", "'sha256-bbb='"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get("img-src")?.slice(0, 2)).toEqual(["'self'", "data:"]);
    // The quote form's photo thumbnails are object URLs the page makes itself.
    expect(policy.get("img-src")).toContain("blob:");

    for (const directive of ["connect-src", "img-src", "media-src"]) {
      expect(policy.get(directive)?.includes(supabaseOrigin)).toBe(supabase);
    }
    expect(csp.includes("supabase")).toBe(supabase);

    for (const directive of ["script-src", "connect-src", "form-action"]) {
      expect(policy.get(directive)?.includes(embedOrigin)).toBe(embed);
    }
    expect(policy.get("frame-src")).toEqual(embed ? [embedOrigin] : ["'none'"]);
    // Without JavaScript the email form hands its answers to the mail app; an embed's form posts home.
    expect(policy.get("form-action")).toEqual(embed ? [embedOrigin] : ["'none'"]);
    // An embed's script adds <style> elements no build can list.
    expect(policy.get("style-src-elem")).toEqual(embed ? ["'self'", "'unsafe-inline'"] : ["'self'", emptyText, "'sha256-style='"]);
    expect(csp.includes("embedhost")).toBe(embed);

    expect(scripts.includes("https://*.googletagmanager.com")).toBe(ga);
    expect(policy.get("connect-src")?.includes("https://*.google-analytics.com")).toBe(ga);
    expect(policy.get("connect-src")?.includes("https://*.analytics.google.com")).toBe(ga);
    expect(policy.get("img-src")?.includes("https://*.google-analytics.com")).toBe(ga);
    expect(csp.includes("google")).toBe(ga);
  });

  it.each([
    ["email", ["'none'"]],
    ["supabase", ["'none'"]],
    ["netlify", ["'self'"]],
  ] as const)("lets the %s forms submit only where they send without JavaScript, and talk to no form host", (provider, targets) => {
    const policy = parse(contentSecurityPolicy({ forms: { provider, embedOrigins: [embedOrigin] } }, none));
    expect(policy.get("form-action")).toEqual(targets);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });

  it("lists each embed host once, whatever the number of forms using it", () => {
    const csp = contentSecurityPolicy({ forms: { provider: "embed", embedOrigins: [embedOrigin, embedOrigin] } }, none);
    expect(parse(csp).get("frame-src")).toEqual(["https://forms.embedhost.example"]);
    expect(parse(csp).get("script-src")).toEqual(["'self'", "https://forms.embedhost.example"]);
  });

  it("lists each inline hash once, in a stable order", () => {
    const csp = contentSecurityPolicy({ forms: { provider: "email", embedOrigins: [] } }, { scripts: ["sha256-b=", "sha256-a=", "sha256-b="], styles: ["sha256-d=", "sha256-c=", "sha256-d="] });
    expect(parse(csp).get("script-src")).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    expect(parse(csp).get("style-src-elem")).toEqual(["'self'", emptyText, "'sha256-c='", "'sha256-d='"]);
  });

});

describe("originOf", () => {
  it("keeps scheme, host and port only", () => {
    expect(originOf("https://abc.supabase.co/storage/v1/", "x")).toBe("https://abc.supabase.co");
    expect(originOf("https://forms.example:8443/a.js?x=1", "x")).toBe("https://forms.example:8443");
    expect(originOf("HTTPS://Forms.Example/", "x")).toBe("https://forms.example");
  });

  it("accepts plain http only for a service on this machine (a local Supabase)", () => {
    expect(originOf("http://127.0.0.1:54321", "x")).toBe("http://127.0.0.1:54321");
    expect(originOf("http://localhost:54321/", "x")).toBe("http://localhost:54321");
    expect(() => originOf("http://example.com", "x")).toThrow(/https/);
    expect(() => originOf("javascript:alert(1)", "x")).toThrow(/https/);
  });

  it("refuses host names that would need escaping in a header or nginx string", () => {
    expect(() => originOf("https://a$b.example/", "x")).toThrow(/cannot go into a security policy/);
    expect(() => originOf("https://xn--bcher-kva.example/", "x")).not.toThrow();
  });
});

describe("inlineHash", () => {
  it("matches the hashes browsers compute", () => {
    // Examples from the CSP specification and MDN.
    expect(inlineHash("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
    expect(inlineHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});

describe("inlineScripts", () => {
  it("returns the exact text of each script the browser runs, and skips files and data blocks", () => {
    const html = [
      '<script src="/app-123.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>',
      '<script type="module">const a = 1 > 0;</script>',
      "<SCRIPT type='text/javascript' data-x=\"a>b\">run()</SCRIPT>",
      '<script type="text/template"><p>not code</p></script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(['\n  window.___chunkMapping="{}";\n', "const a = 1 > 0;", "run()"]);
  });
});

describe("inlineStyles", () => {
  it("returns the exact text of each <style> element", () => {
    const html = '<style data-emotion="css-global 1">body{margin:0}</style><p style="x">t</p><STYLE>\n.a>b{}\n</STYLE>';
    expect(inlineStyles(html)).toEqual(["body{margin:0}", "\n.a>b{}\n"]);
  });
});

describe("caching and headers per path", () => {
  it.each([
    ["/", CACHE_REVALIDATE],
    ["/services/index.html", CACHE_REVALIDATE],
    ["/page-data/services/page-data.json", CACHE_REVALIDATE],
    ["/page-data/app-data.json", CACHE_REVALIDATE],
    ["/app-36255113269d93469919.js", CACHE_IMMUTABLE],
    ["/component---src-pages-index-tsx-556bf5df2edbf4c08838.js", CACHE_IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", CACHE_IMMUTABLE],
    ["/static/08765cf70f18252c9f02ad58e27d0632/a1b2c/hero.webp", CACHE_IMMUTABLE],
    ["/app-36255113269d93469919.js.map", CACHE_REVALIDATE],
    ["/~partytown/partytown.js", CACHE_REVALIDATE],
    ["/guides/fleet-operator-safety-guide.pdf", CACHE_REVALIDATE],
    ["/icon.png", CACHE_REVALIDATE],
  ])("%s → %s", (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });

  it("adds X-Robots-Tag under /admin only", () => {
    expect(headersFor("/admin/cookie-manager/", "csp")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headersFor("/administration/", "csp")).not.toHaveProperty("X-Robots-Tag");
    expect(headersFor("/", "csp")).toEqual({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Security-Policy": "csp",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
  });
});
