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
