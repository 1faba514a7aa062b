import React from "react";
import { visuallyHidden } from "../ui";

/** The field only a bot fills in (Netlify's honeypot too). */
export const HONEYPOT = "homepage";

/** Hidden from people and from screen readers, out of the tab order, and never kept in the draft. */
export function HoneypotField({ kind, label, value, onChange }: { kind: string; label: string; value: string; onChange: (value: string) => void }): React.JSX.Element {
  const id = `enquiry-${kind}-${HONEYPOT}`;
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" data-no-draft="" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
