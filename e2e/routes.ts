import fs from "fs";
import path from "path";
import { routesOf, staticRoutes } from "../src/data/routes";

export const dataDir = path.join(__dirname, "..", "data");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

export const site = read<{ name: string; phone: string; phoneE164: string; siteUrl: string; email: string; address: { postalCode: string } }>("site.json");

/** Every route of the site (src/data/routes.ts), with one page per data entry, so new entries are covered too. */
export const routes: string[] = routesOf(dataDir);

/** Staff-only routes: `noindex`, not in the sitemap. */
export const privateRoutes: string[] = staticRoutes.filter((route) => route.private).map((route) => route.path);

/** Matches the phone number however it is spaced (it is shown with non-breaking spaces). */
export const phonePattern = new RegExp(site.phone.split(" ").join("\\s"));
