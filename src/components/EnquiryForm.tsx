import React from "react";
import { useFormsData } from "../hooks/useFormsData";
import type { FormKind } from "../lib/forms/fields";
import { readFormsEnv, resolveProvider, supabaseSettings } from "../lib/forms/provider";
import { must } from "../lib/must";
import { formChoices } from "./forms/choices";
import { EnquiryFormView } from "./forms/EnquiryFormView";
import { useFormConsent } from "./forms/FormConsent";

/**
 * The quote form (kind "quote") or the reseller application (kind "reseller"),
 * sent the way data/forms.json (or GATSBY_FORMS_PROVIDER) says.
 */
export function EnquiryForm({
  kind,
  marketingConsent,
}: {
  kind: FormKind;
  /** Overrides the consent context (FormConsentContext) for this form. */
  marketingConsent?: boolean;
}): React.JSX.Element {
  const data = useFormsData();
  const consent = useFormConsent();
  const content = must(data.formsJson, "data/forms.json");
  const env = readFormsEnv();
  return (
    <EnquiryFormView
      kind={kind}
      provider={resolveProvider(content.provider, env).provider}
      content={content}
      site={must(data.siteJson, "data/site.json")}
      choices={formChoices(data)}
      supabase={supabaseSettings(env)}
      marketingConsent={marketingConsent ?? consent.marketing}
    />
  );
}
