import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { FormThanks, FormThanksHead } from "../../components/forms/FormThanks";
import { must } from "../../lib/must";

const thanks = (data: Queries.ContactThanksPageQuery) => must(data.formsJson, "data/forms.json").thanks.quote;

export default function ContactThanksPage({ data }: PageProps<Queries.ContactThanksPageQuery>): React.JSX.Element {
  return <FormThanks kind="quote" page={thanks(data)} site={must(data.siteJson, "data/site.json")} />;
}

export const Head: HeadFC<Queries.ContactThanksPageQuery> = ({ data, location }) => <FormThanksHead page={thanks(data)} pathname={location.pathname} />;

export const query = graphql`
  query ContactThanksPage {
    formsJson {
      thanks {
        quote {
          ...FormThanksPageData
        }
      }
    }
    siteJson {
      ...FormThanksSiteData
    }
  }
`;
