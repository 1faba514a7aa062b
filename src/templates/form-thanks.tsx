import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import { PageHero } from "../components/blocks";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ui";
import { clearDraft } from "../lib/forms/draft";
import { fillTemplate, type FormKind } from "../lib/forms/fields";
import { must } from "../lib/must";

interface ThanksContext {
  kind: FormKind;
}

const pageFor = (data: Queries.FormThanksPageQuery, kind: FormKind) => must(data.formsJson, "data/forms.json").thanks[kind];

/**
 * Where a form posted without JavaScript lands once Netlify has stored it (the form's `action`): it says
 * what happens next, from the opening hours in site.json, and links back.
 */
export default function FormThanksPage({ data, pageContext }: PageProps<Queries.FormThanksPageQuery, ThanksContext>): React.JSX.Element {
  const page = pageFor(data, pageContext.kind);
  const site = must(data.siteJson, "data/site.json");
  // The form was sent by the browser itself, so the draft it kept is done with.
  useEffect(() => clearDraft(pageContext.kind), [pageContext.kind]);
  return (
    <PageHero heading={page.heading} intro={fillTemplate(page.text, { hours: site.openingHours.label, phone: site.phone })}>
      <ButtonLink to={page.back.to}>{page.back.label}</ButtonLink>
    </PageHero>
  );
}

export const Head: HeadFC<Queries.FormThanksPageQuery, ThanksContext> = ({ data, pageContext, location }) => {
  const page = pageFor(data, pageContext.kind);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} noindex />;
};

export const query = graphql`
  query FormThanksPage {
    formsJson {
      thanks {
        quote {
          ...FormThanksPageData
        }
        reseller {
          ...FormThanksPageData
        }
      }
    }
    siteJson {
      phone
      openingHours {
        label
      }
    }
  }
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
`;
