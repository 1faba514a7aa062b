import { graphql, useStaticQuery } from "gatsby";

/** The cookie texts and settings every page uses; the admin page's query spreads it too. */
export const cookieTextsFragment = graphql`
  fragment CookieTexts on CookieSettingsJson {
    revision
    showBanner
    askAgainDays
    bannerText
    necessaryText
    analyticsText
    marketingText
    banner {
      label
      acceptAll
      rejectAll
      settings
      close
    }
    dialog {
      title
      intro
      necessaryName
      analyticsName
      marketingName
      alwaysOn
      save
      cancel
    }
    unavailable {
      text
      policyLink
      close
    }
    footerLink
    toastCloseLabel
  }
`;

export type CookieTexts = NonNullable<Queries.CookieSettingsQuery["cookieSettingsJson"]>;

/** The cookie texts and default settings every page needs (data/cookie-settings.json); the admin labels stay on the admin page. */
export function useCookieSettings(): CookieTexts | null {
  return useStaticQuery<Queries.CookieSettingsQuery>(graphql`
    query CookieSettings {
      cookieSettingsJson {
        ...CookieTexts
      }
    }
  `).cookieSettingsJson;
}
