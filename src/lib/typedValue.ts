type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor typed, chose or ticked in the field `name` of a form before React hydrated it, or null
 * when it still shows what the server rendered. A ticked box gives its value ("" unticked), a radio group
 * its ticked value. Hydration keeps a field's state but the next render would replace it with React's,
 * so forms adopt these values first (the enquiry drafts, the cookie manager).
 */
export function typedValue(form: HTMLFormElement, name: string): string | null {
  const controls = [...form.querySelectorAll<FieldElement>(`[name="${name}"]`)];
  const [first] = controls;
  if (!first) return null;
  if (first instanceof HTMLInputElement && (first.type === "checkbox" || first.type === "radio")) {
    const inputs = controls as HTMLInputElement[];
    if (inputs.every((input) => input.checked === input.defaultChecked)) return null;
    return inputs.find((input) => input.checked)?.value ?? "";
  }
  if (first instanceof HTMLSelectElement) {
    return [...first.options].every((option) => option.selected === option.defaultSelected) ? null : first.value;
  }
  // React has put a text area back to the server's text by the time a form's effects run; the early
  // script kept what was typed (src/lib/earlyScript.ts).
  const value = (typeof window === "undefined" ? undefined : window.__early?.typed(first)) ?? first.value;
  return value === first.defaultValue ? null : value;
}
