import styled from "@emotion/styled";
import React from "react";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { colors } from "../../theme/tokens";
import { useConsent, useSettingsButton } from "./ConsentProvider";

/** Looks like the footer's links, but it opens the settings dialog rather than going anywhere, so it is a button. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${colors.paper};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * "Cookie settings" in the footer: a visitor can change or withdraw their choice from any page. A press
 * before hydration opens the dialog once the page has hydrated. Without JavaScript there are no optional
 * cookies to choose, so the layout hides it then (`data-js-only`).
 */
export function CookieSettingsLink(): React.JSX.Element {
  const { texts } = useConsent();
  const settingsButton = useSettingsButton();
  const ref = useEarlyReady<HTMLButtonElement>();
  return (
    <LinkButton ref={ref} {...settingsButton} data-needs-js="">
      {texts.footerLink}
    </LinkButton>
  );
}
