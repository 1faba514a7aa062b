import fs from "fs";
import path from "path";

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8")) as T;

type Entry = { slug: string };

export const site = read<{ name: string; phone: string; phoneE164: string; siteUrl: string }>("site.json");

/** Every route of the spec, derived from the data so new entries are covered too. */
export const routes: string[] = [
  "/",
  "/services/",
  "/products/",
  "/types/",
  "/resources/",
  "/about/",
  "/resellers/",
  "/contact/",
  "/privacy-policy/",
  "/admin/cookie-manager/",
  "/contact/thanks/",
  "/resellers/thanks/",
  ...read<Entry[]>("types.json").map((e) => `/types/${e.slug}/`),
  ...read<Entry[]>("services.json").map((e) => `/services/${e.slug}/`),
  ...read<Entry[]>("sectors.json").map((e) => `/sectors/${e.slug}/`),
];

/** Matches the phone number however it is spaced (it is shown with non-breaking spaces). */
export const phonePattern = new RegExp(site.phone.split(" ").join("\\s"));
