/** Fills "{name}" placeholders in a label from data, e.g. "Show slide {n}" with { n: 2 }. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
