import React from "react";
import { useFormsData } from "../hooks/useFormsData";
import { useSiteSettings } from "../hooks/useSiteSettings";
import type { FormKind } from "../lib/forms/fields";
import { must } from "../lib/must";
import { formChoices } from "./forms/choices";
import { EnquiryFormView } from "./forms/EnquiryFormView";

/**
 * The quote form (kind "quote") or the reseller application (kind "reseller"),
 * sent with the provider the build chose (src/node/settings.ts).
 */
export function EnquiryForm({ kind }: { kind: FormKind }): React.JSX.Element {
  const data = useFormsData();
  const content = must(data.formsJson, "data/forms.json");
  const settings = useSiteSettings();
  return (
    <EnquiryFormView
      kind={kind}
      provider={settings.formsProvider}
      content={content}
      site={must(data.siteJson, "data/site.json")}
      choices={formChoices(data)}
      supabase={settings.supabase}
    />
  );
}
