import { graphql, useStaticQuery } from "gatsby";

/** Site identity, navigation and shared labels, for the shell and the head tags. */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        tagline
        description
        keywords
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
      allServicesJson {
        nodes {
          slug
          title
        }
      }
    }
  `);
}
