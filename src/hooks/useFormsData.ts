import { graphql, useStaticQuery } from "gatsby";

export const formFragments = graphql`
  fragment FormFieldTextData on FormFieldText {
    label
    help
    required
    invalid
  }
  fragment FormEmbedData on FormEmbed {
    scriptUrl
    attributes {
      name
      value
    }
    setsCookies
    nativeFallback
  }
`;

/**
 * Everything the quote and reseller forms show: their texts, the choices they
 * offer and the business's contact details, and how they send (decided once
 * by the build, src/node/settings.ts).
 */
export function useFormsData(): Queries.EnquiryFormDataQuery {
  return useStaticQuery<Queries.EnquiryFormDataQuery>(graphql`
    query EnquiryFormData {
      formsJson {
        common {
          optional
          choose
          other
          tooShort
          tooLong
          problemOne
          problemMany
          sending
          submitError
          errorStatus
          errorTimeout
          errorNetwork
          errorService
          submitBusy
          busyMinute
          busyHour
          busyDay
          busyCeiling
          emailInstead
          emailInsteadHelp
          emailInsteadOpened
          draftRestored
          clearDraft
          honeypotLabel
          edit
          yes
          no
          notGiven
          sentFrom
        }
        email {
          heading
          text
          openAgain
          sentButton
          draftKept
          justOpened
        }
        sent {
          heading
          text
        }
        embed {
          loading
          consentText
          loadButton
        }
        fallback {
          heading
          failedIntro
          noscriptIntro
          phoneLabel
          emailLabel
          addressLabel
          formIntro
        }
        quote {
          title
          submit
          subject
          embed {
            ...FormEmbedData
          }
          privacy {
            label
            to
          }
          photos {
            ...FormPhotosData
          }
          fields {
            name {
              ...FormFieldTextData
            }
            company {
              ...FormFieldTextData
            }
            email {
              ...FormFieldTextData
            }
            phone {
              ...FormFieldTextData
            }
            sector {
              ...FormFieldTextData
            }
            service {
              ...FormFieldTextData
            }
            quantity {
              ...FormFieldTextData
            }
            message {
              ...FormFieldTextData
            }
            consent {
              ...FormFieldTextData
            }
          }
        }
        reseller {
          title
          submit
          subject
          embed {
            ...FormEmbedData
          }
          fields {
            name {
              ...FormFieldTextData
            }
            company {
              ...FormFieldTextData
            }
            email {
              ...FormFieldTextData
            }
            phone {
              ...FormFieldTextData
            }
            website {
              ...FormFieldTextData
            }
            businessType {
              ...FormFieldTextData
            }
            preference {
              ...FormFieldTextData
            }
            message {
              ...FormFieldTextData
            }
          }
          preferences {
            stock
            dropship
            both
          }
        }
      }
      siteJson {
        ...SiteContactData
      }
      allSectorsJson(sort: { name: ASC }) {
        nodes {
          name
        }
      }
      allServicesJson(sort: { order: ASC }) {
        nodes {
          title
        }
      }
      resellersJson {
        who {
          cards {
            title
          }
        }
      }
    }
  `);
}
