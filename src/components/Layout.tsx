import styled from "@emotion/styled";
import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { colors } from "../theme/tokens";
import { CookieBanner } from "./consent/CookieBanner";
import { CookieSettingsLink } from "./consent/CookieSettingsLink";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { TelephoneBanner } from "./TelephoneBanner";
import { visuallyHidden } from "./ui";

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: 8px;
    left: 8px;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: 12px 16px;
    z-index: 2000;
    background: ${colors.paper};
    color: ${colors.navy};
    font-weight: 700;
  }
`;

export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }): React.JSX.Element {
  const { navigationJson, uiJson } = useSiteData();
  return (
    <>
      {/* First in reading order, as on GOV.UK, though it shows at the foot of the window. */}
      <CookieBanner />
      <SkipLink href="#main">{navigationJson?.skipLink}</SkipLink>
      <TelephoneBanner />
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {uiJson ? (
          <ErrorBoundary labels={uiJson.error} resetKey={pathname}>
            {children}
          </ErrorBoundary>
        ) : (
          children
        )}
      </main>
      <Footer>
        <li data-js-only="">
          <CookieSettingsLink />
        </li>
      </Footer>
    </>
  );
}
