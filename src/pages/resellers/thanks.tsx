import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { FormThanks, FormThanksHead } from "../../components/forms/FormThanks";
import { must } from "../../lib/must";

const thanks = (data: Queries.ResellersThanksPageQuery) => must(data.formsJson, "data/forms.json").thanks.reseller;

export default function ResellersThanksPage({ data }: PageProps<Queries.ResellersThanksPageQuery>): React.JSX.Element {
  return <FormThanks kind="reseller" page={thanks(data)} site={must(data.siteJson, "data/site.json")} />;
}

export const Head: HeadFC<Queries.ResellersThanksPageQuery> = ({ data, location }) => <FormThanksHead page={thanks(data)} pathname={location.pathname} />;

export const query = graphql`
  query ResellersThanksPage {
    formsJson {
      thanks {
        reseller {
          ...FormThanksPageData
        }
      }
    }
    siteJson {
      ...FormThanksSiteData
    }
  }
`;
