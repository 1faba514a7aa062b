import type { SendSettings } from "../../components/forms/types";
import type { Values } from "./draft";
import { CHECKED, fillTemplate, formFields, type FieldText } from "./fields";

export interface EmailEntry {
  label: string;
  value: string;
  /** Long answers go in their own block under the label. */
  block?: boolean;
}

/** "What do you need?: …" reads badly; the label's own question mark goes. */
const asLabel = (label: string): string => label.trim().replace(/[?:]$/, "");

/**
 * The plain-text body of an emailed enquiry: a title, one "Label: value" line
 * per short answer, then each long answer under its label, then a footer.
 * Lines end with CRLF, as RFC 6068 asks of mailto bodies.
 */
export function enquiryEmailBody(title: string, entries: readonly EmailEntry[], footer: string): string {
  const lines = [title, ""];
  for (const entry of entries.filter((e) => !e.block)) lines.push(`${asLabel(entry.label)}: ${entry.value}`);
  for (const entry of entries.filter((e) => e.block)) lines.push("", `${asLabel(entry.label)}:`, entry.value.replace(/\r?\n/g, "\r\n"));
  lines.push("", "--", footer);
  return lines.join("\r\n");
}

export function mailtoUrl(to: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body !== undefined) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${query.join("&")}`;
}

/**
 * The email the visitor's mail app opens: one line per answer, choices by their labels, then the photos to attach.
 * Built from what the page already has (no chunk to fetch), so Send opens the mail app with no connection at all.
 */
export function enquiryMailto(
  { kind, content, site, choices, values }: Pick<SendSettings, "kind" | "content" | "site" | "choices"> & { values: Values },
  photoNames: readonly string[],
): string {
  const { common } = content;
  const texts: Record<string, FieldText> = content[kind].fields;
  const entries = formFields[kind].map((spec): EmailEntry => {
    const raw = (values[spec.name] ?? "").trim();
    const label = texts[spec.name].label;
    if (spec.control === "checkbox") return { label, value: raw === CHECKED ? common.yes : common.no };
    const options = spec.options ? choices[spec.options] : [];
    const shown = options.find((choice) => choice.value === raw)?.label ?? raw;
    return { label, value: shown === "" ? common.notGiven : shown, block: spec.control === "textarea" && shown !== "" };
  });
  // A mailto: link cannot carry files: the body reminds the visitor which ones to attach.
  if (kind === "quote" && photoNames.length > 0) entries.push({ label: content.quote.photos.emailList, value: photoNames.join("\n"), block: true });
  const name = (values.name ?? "").trim();
  const subject = fillTemplate(content[kind].subject, { name, company: (values.company ?? "").trim() || name });
  const footer = fillTemplate(common.sentFrom, { url: `${window.location.origin}${window.location.pathname}` });
  return mailtoUrl(site.email, subject, enquiryEmailBody(content[kind].title, entries, footer));
}
