import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FieldSpec } from "../lib/forms/fields";

export interface FieldErrors {
  /** The message shown under each field that has one, by field name. */
  errors: Readonly<Record<string, string>>;
  /** Under the form after a send with mistakes: how many there are. */
  summary: string;
  /** What the form's status region reads out: the latest message. */
  announcement: string;
  /** A field was edited: a message already shown follows the correction; a new one waits for blur or send. */
  changed: (spec: FieldSpec, value: string) => void;
  /** A field lost focus: it is checked, unless the visitor only walked past it empty. */
  blurred: (spec: FieldSpec, value: string) => void;
  /**
   * Checks every field before a send and shows the result at once, so the field focused next is read out
   * with its message; `alongside` runs in the same render. Returns the first field with a mistake.
   */
  checkAll: (values: Readonly<Record<string, string>>, alongside?: () => void) => string | null;
  /** Forgets the messages and which fields were edited. */
  reset: () => void;
}

/**
 * The mistakes a form shows, checked field by field as the visitor goes and all together on send.
 * `check` gives a field's message for a value (null when it is fine); `summarise` the line for a count.
 */
export function useFieldErrors(
  fields: readonly FieldSpec[],
  check: (spec: FieldSpec, value: string) => string | null,
  summarise: (count: number) => string,
): FieldErrors {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const edited = useRef(new Set<string>());

  const show = (name: string, message: string | null): void => {
    setErrors((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  return {
    errors,
    summary,
    announcement,
    changed: (spec, value) => {
      edited.current.add(spec.name);
      if (errors[spec.name]) show(spec.name, check(spec, value));
    },
    blurred: (spec, value) => {
      if (!edited.current.has(spec.name) && value === "") return;
      const message = check(spec, value);
      show(spec.name, message);
      if (message) setAnnouncement(message);
    },
    checkAll: (values, alongside) => {
      const found: Record<string, string> = {};
      for (const spec of fields) {
        const message = check(spec, values[spec.name] ?? "");
        if (message) found[spec.name] = message;
      }
      const count = Object.keys(found).length;
      const problems = count === 0 ? "" : summarise(count);
      flushSync(() => {
        setErrors(found);
        setSummary(problems);
        setAnnouncement(problems);
        alongside?.();
      });
      return fields.find((spec) => found[spec.name])?.name ?? null;
    },
    reset: () => {
      edited.current.clear();
      setErrors({});
      setSummary("");
    },
  };
}
