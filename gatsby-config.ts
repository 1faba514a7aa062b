import fs from "fs";
import path from "path";
import type { GatsbyConfig } from "gatsby";
import { staticHostingAdapter } from "./src/node/staticHostingAdapter";

/**
 * The site address comes from data/site.json so that editors set it in one
 * place. A broken file is reported in full by the data validation in
 * gatsby-node; here we only need a usable fallback to get that far.
 */
function readSite(): { siteUrl?: unknown; name?: unknown } {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, "data", "site.json"), "utf8")) as Record<string, unknown>;
  } catch {
    return {}; // Reported in full by validateDataDir in onPreBootstrap.
  }
}

const site = readSite();
const name = typeof site.name === "string" ? site.name : "Website";
const siteUrl =
  process.env.SITE_URL?.replace(/\/$/, "") ||
  (typeof site.siteUrl === "string" ? site.siteUrl.replace(/\/$/, "") : "https://www.example.com");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // Writes the deployment headers after each build (see the Deployment section of the README).
  adapter: staticHostingAdapter(),
  // Lets components use emotion's `css` prop.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // A top-level file is its own type (site.json → SiteJson); the entries of a folder share the folder's
        // (sectors/aviation.json → SectorsJson), as src/data/schema.ts declares.
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          `${(node.relativeDirectory || node.name).replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase())}Json`,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/admin/**", "/admin/*/", "/404/", "/404.html", "/dev-404-page/"],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name,
        short_name: name.split(" ")[0],
        start_url: "/",
        background_color: "#eef4ed",
        theme_color: "#0b2545",
        display: "minimal-ui",
        icon: "static/icon.png",
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
