import React from "react";
import type { FormKind } from "../../lib/forms/fields";
import type { Provider, SupabaseSettings } from "../../lib/forms/provider";
import { EmbedForm } from "./EmbedForm";
import { FallbackCard } from "./FallbackCard";
import { NativeForm } from "./NativeForm";
import { Panel } from "./styles";
import type { FormChoices, FormsContent, SiteContact } from "./types";

export interface EnquiryFormViewProps {
  kind: FormKind;
  provider: Provider;
  content: FormsContent;
  site: SiteContact;
  choices: FormChoices;
  supabase: SupabaseSettings | null;
  openMailto?: (url: string) => void;
}

/**
 * Whether this build can show the embed provider's form. The build defines it from the provider it
 * resolved (gatsby-node.ts), so a site that sends by email, to Supabase or to Netlify carries no embed
 * code; where nothing defines it (unit tests, the CMS's previews) every provider can be shown.
 */
declare const __EMBED_FORMS__: boolean | undefined;

/** The quote or reseller form as the configured provider delivers it. */
export function EnquiryFormView({ kind, provider, content, site, choices, supabase, openMailto }: EnquiryFormViewProps): React.JSX.Element {
  if (provider === "embed") {
    const embed = content[kind].embed;
    // The fallback's own form sends through Supabase when it is set up, otherwise by email.
    const fallbackForm = embed.nativeFallback ? (
      <NativeForm kind={kind} mode={supabase ? "supabase" : "email"} content={content} site={site} choices={choices} supabase={supabase} openMailto={openMailto} />
    ) : null;
    // Written out here, not kept in a variable, so webpack evaluates it and leaves out the branch (and
    // EmbedForm) it rules out. A build resolved to another provider never names this one on its pages.
    return typeof __EMBED_FORMS__ === "undefined" || __EMBED_FORMS__ ? (
      <EmbedForm kind={kind} embed={embed} content={content} site={site} fallbackForm={fallbackForm} />
    ) : (
      <>{fallbackForm}</>
    );
  }
  return (
    <div data-provider={provider}>
      {provider === "netlify" ? null : (
        // Without JavaScript, or when it failed to load, only Netlify can take the form: the others offer
        // the direct ways to reach the business instead.
        <div css={{ marginBottom: 24 }} data-no-js-only="">
          <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.noscriptIntro} idSuffix="noscript" />
        </div>
      )}
      <Panel>
        <NativeForm kind={kind} mode={provider} content={content} site={site} choices={choices} supabase={supabase} openMailto={openMailto} />
      </Panel>
    </div>
  );
}
