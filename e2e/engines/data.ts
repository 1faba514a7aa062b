import fs from "fs";
import path from "path";
import { dataDir } from "../routes";
import { fillTemplate as fill } from "../../src/lib/template";

/** What the journeys expect a visitor to read, taken from the data files an editor changes. */
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

export const home = read<{
  carousel: { label: string; previous: string; next: string; pause: string; play: string; goTo: string; slideLabel: string };
  slides: { title: string }[];
}>("home.json");
export const navigation = read<{ main: { label: string; to: string }[]; enquiry: { label: string; to: string }; menuOpenLabel: string; menuCloseLabel: string }>("navigation.json");
export const cookies = read<{
  revision: number;
  askAgainDays: number;
  bannerText: string;
  banner: { label: string; acceptAll: string; rejectAll: string; settings: string; close: string };
  dialog: { title: string; necessaryName: string; analyticsName: string; marketingName: string; save: string };
  footerLink: string;
  status: { accepted: string; rejected: string; none: string };
  admin: Record<string, string>;
}>("cookie-settings.json");
export const forms = read<{
  common: Record<string, string>;
  sent: { heading: string };
  fallback: { heading: string };
  quote: { title: string; submit: string; fields: Record<string, { label: string; required?: string; invalid?: string }>; photos: { label: string; remove: string } };
}>("forms.json");
export const resources = read<{ guides: { file: string; title: string }[] }>("resources-page.json");

export const slideDot = (n: number): string => fill(home.carousel.goTo, { n });
export { fill };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form field by its label as data/forms.json gives it (the page may add "(optional)" after it). */
export const labelled = (label: string): RegExp => new RegExp(`^${escape(label)}`);
export { escape };
