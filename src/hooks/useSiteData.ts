import { graphql, useStaticQuery } from "gatsby";

/** How to reach the business (data/site.json): the shell, the contact page, the forms and the home page's structured data. */
export const siteContactFragment = graphql`
  fragment SiteContactData on SiteJson {
    phone
    phoneE164
    email
    address {
      streetAddress
      addressLocality
      addressRegion
      postalCode
      addressCountry
    }
  }
`;

/** Site identity, navigation and shared labels, for the shell and the head tags. */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          ...SiteSettingsData
        }
      }
      siteJson {
        name
        tagline
        description
        keywords
        ...SiteContactData
        social {
          name
          url
        }
        openingHours {
          label
        }
        telephoneBanner
        logoAlt
        ogImage
        gaMeasurementId
      }
      navigationJson {
        main {
          label
          to
        }
        enquiry {
          label
          to
        }
        footerServicesHeading
        footerQuickLinksHeading
        footerContactHeading
        footerSocialHeading
        quickLinks {
          label
          to
        }
        privacy {
          label
          to
        }
        menuOpenLabel
        menuCloseLabel
        skipLink
        phoneLabel
        copyright
      }
      uiJson {
        error {
          heading
          intro
          reload
          home
        }
      }
      allServicesJson(sort: { order: ASC }) {
        nodes {
          slug
          path
          title
        }
      }
    }
  `);
}
