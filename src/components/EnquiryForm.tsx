import React from "react";
import { useFormsData } from "../hooks/useFormsData";
import type { FormKind } from "../lib/forms/fields";
import { supabaseSettings } from "../lib/forms/provider";
import { must } from "../lib/must";
import { formChoices } from "./forms/choices";
import { EnquiryFormView } from "./forms/EnquiryFormView";
import { useFormConsent } from "./forms/FormConsent";

/**
 * The quote form (kind "quote") or the reseller application (kind "reseller"),
 * sent with the provider the build chose (src/node/settings.ts).
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
  const forms = must(data.site?.siteMetadata?.forms, "the build settings (siteMetadata.forms)");
  return (
    <EnquiryFormView
      kind={kind}
      provider={forms.provider}
      content={content}
      site={must(data.siteJson, "data/site.json")}
      choices={formChoices(data)}
      supabase={supabaseSettings(forms.supabaseUrl ?? undefined, forms.supabaseAnonKey ?? undefined)}
      marketingConsent={marketingConsent ?? consent.marketing}
    />
  );
}
