import type { GatsbyConfig } from "gatsby";
import { sitemapExcludes } from "./src/data/routes";
import { jsonTypeName } from "./src/data/schema";
import { buildSettings, siteMetadata } from "./src/node/settings";
import { staticHostingAdapter } from "./src/node/staticHostingAdapter";

// One reading of data/site.json, data/forms.json, cms.config.json and the environment (src/node/settings.ts).
const settings = buildSettings();
const name = settings.siteName;

const config: GatsbyConfig = {
  // What the pages read about this build, the one way settings reach them; typed in settings.ts (siteMetadataTypeDefs).
  siteMetadata: { ...siteMetadata(settings) },
  trailingSlash: "always",
  // Writes the deployment headers after each build (see the Deployment section of the README).
  adapter: staticHostingAdapter(settings),
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
      options: { name: "data", path: settings.dataDir },
    },
    {
      resolve: "gatsby-transformer-json",
      // Each file's type as src/data/schema.ts declares it (site.json → SiteJson, sectors/aviation.json → SectorsJson).
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: sitemapExcludes,
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
