import path from "path";
import type { AdapterInit } from "gatsby";
import { readSiteConnections, writeDeployArtefacts } from "./deployArtefacts";
import { contentSecurityPolicy } from "./securityHeaders";
import { cmsPagePolicy } from "../cms/adminHeaders";

/**
 * The site's own Gatsby adapter: after each build it writes the headers that
 * depend on the build (public/_headers for Netlify, an include for
 * deploy/nginx.conf). Declaring it also keeps Gatsby from installing its
 * Netlify adapter on Netlify, whose default headers (Referrer-Policy
 * same-origin, X-XSS-Protection) would be sent alongside the ones in
 * netlify.toml. The site uses no functions, SSR or DSG, which that adapter
 * exists for.
 */
export const staticHostingAdapter: AdapterInit = () => {
  const rootDir = path.resolve(".");
  return {
    name: "static-hosting",
    // Checked at the start of the build, so a mistyped address fails in seconds, not after rendering.
    config: ({ reporter }) => {
      try {
        contentSecurityPolicy(readSiteConnections(rootDir, process.env), { scripts: [], styles: [] });
      } catch (error) {
        reporter.panicOnBuild(`Cannot build the Content-Security-Policy: ${(error as Error).message}`);
      }
      return { supports: { pathPrefix: false, trailingSlash: ["always"] } };
    },
    adapt: ({ reporter }) => {
      const connections = readSiteConnections(rootDir, process.env);
      const csp = writeDeployArtefacts(rootDir, path.join(rootDir, "public"), connections, cmsPagePolicy(rootDir, path.join(rootDir, "public")));
      reporter.info(`Wrote public/_headers and deploy/generated/content-security-policy.conf (policy of ${csp.length} characters)`);
    },
  };
};
