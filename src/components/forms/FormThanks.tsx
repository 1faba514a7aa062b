import { graphql } from "gatsby";
import React, { useEffect } from "react";
import { clearDraft } from "../../lib/forms/draft";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { PageHero } from "../blocks";
import { Seo } from "../Seo";
import { ButtonLink } from "../ui";

export type ThanksPage = Queries.FormThanksPageDataFragment;

/**
 * Where a form posted without JavaScript lands once Netlify has stored it (the form's `action`, thanksPaths):
 * it says what happens next, with the opening hours from site.json, and links back.
 */
export function FormThanks({ kind, page, site }: { kind: FormKind; page: ThanksPage; site: { phone: string; openingHours: { label: string } } }): React.JSX.Element {
  // The browser sent the form itself, so the draft kept of it is done with.
  useEffect(() => clearDraft(kind), [kind]);
  return (
    <PageHero heading={page.heading} intro={fillTemplate(page.text, { hours: site.openingHours.label, phone: site.phone })}>
      <ButtonLink to={page.back.to}>{page.back.label}</ButtonLink>
    </PageHero>
  );
}

export function FormThanksHead({ page, pathname }: { page: ThanksPage; pathname: string }): React.JSX.Element {
  return <Seo title={page.title} description={page.description} pathname={pathname} noindex />;
}

export const query = graphql`
  fragment FormThanksPageData on FormThanksPage {
    title
    description
    heading
    text
    back {
      label
      to
    }
  }
  fragment FormThanksSiteData on SiteJson {
    phone
    openingHours {
      label
    }
  }
`;
