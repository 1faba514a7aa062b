import fs from "fs";
import path from "path";

/** robots.txt is written at build so it always names this site's own sitemap. */
export function writeRobots(publicDir: string, siteUrl: string): void {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml`, ""].join("\n");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), body);
}
