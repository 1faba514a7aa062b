import path from "path";
import type { IAdapter } from "gatsby";
import { compressPublicDir } from "./compressPublic";
import { cmsOriginRedirects, publicFiles, writeDeployArtefacts } from "./deployArtefacts";
import { moveBuildInternals } from "./buildInternals";
import { netlifyBuildCache } from "./netlifyCache";
import { builtCmsPagePolicy } from "./cms/page";
import { recordPublishedAddresses } from "./publishedAddresses";
import { publishRedirects } from "./redirectFiles";
import { siteConnections, type BuildSettings } from "./settings";
import { panic } from "./buildErrors";

/**
 * The site's own Gatsby adapter: after each build it writes the headers that
 * depend on the build (public/_headers for Netlify, an include for
 * deploy/nginx.conf), moves the build's internals out of public/ and
 * compresses its text files for nginx. Declaring it also keeps Gatsby from
 * installing its Netlify adapter on Netlify, whose default headers
 * (Referrer-Policy same-origin, X-XSS-Protection) would be sent alongside the
 * ones in netlify.toml. The site uses no functions, SSR or DSG, which that
 * adapter exists for. Its one other task, keeping Gatsby's cache between
 * Netlify's builds, is done here too (src/node/netlifyCache.ts).
 */
export function staticHostingAdapter(settings: BuildSettings): IAdapter {
  const { rootDir } = settings;
  return {
    name: "static-hosting",
    config: () => ({ supports: { pathPrefix: false, trailingSlash: ["always"] } }),
    ...(settings.onNetlify ? { cache: netlifyBuildCache(rootDir) } : {}),
    adapt: async ({ reporter }) => {
      const publicDir = path.join(rootDir, "public");
      // First, so the policy's file list and the compressed copies cover only what is published.
      const moved = moveBuildInternals(publicDir, path.join(rootDir, "build-internals"));
      reporter.info(`Moved ${moved.length} build files (webpack stats, chunk map, source maps) from public/ to build-internals/`);
      const cmsOrigin = settings.cmsOrigin ? { origin: settings.cmsOrigin, siteUrl: settings.siteUrl } : undefined;
      const csp = writeDeployArtefacts(rootDir, publicDir, siteConnections(settings), { cmsPolicy: builtCmsPagePolicy(settings, publicDir), cmsOrigin });
      reporter.info(`Wrote public/_headers and deploy/generated/ (policy of ${csp.length} characters${cmsOrigin ? `; the CMS at ${cmsOrigin.origin}/admin/` : ""})`);
      const movedPages = publishRedirects(rootDir, publicDir, settings.dataDir, cmsOrigin ? cmsOriginRedirects(cmsOrigin, publicFiles(publicDir)) : []);
      if (movedPages.problems.length > 0) panic(reporter, "CONTENT-MOVED-PAGE", movedPages.problems.join("\n"));
      reporter.info(`Wrote ${movedPages.redirects.length} moved page(s) from data/redirects.json to public/_redirects and deploy/generated/redirects.conf`);
      // Netlify compresses by itself; there the copies would only be published as extra files.
      const started = Date.now();
      const result = await compressPublicDir(publicDir, { write: !settings.onNetlify });
      reporter.info(
        settings.onNetlify
          ? "On Netlify: no compressed copies written (Netlify compresses by itself)"
          : `Compressed copies for nginx: ${result.written} of ${result.compressed} text files new or changed and written, ${result.removed} stale copies removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      // Last, once the build has succeeded: what the next build checks it still answers.
      const record = recordPublishedAddresses({ rootDir, onNetlify: settings.onNetlify }, settings.dataDir, settings.netlifyContext);
      reporter.info(record ? `Kept this build's addresses in ${record} for the next build's check` : `Not keeping this build's addresses: a ${settings.netlifyContext} build is not what the site publishes`);
    },
  };
}
