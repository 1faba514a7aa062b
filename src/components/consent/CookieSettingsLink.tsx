import styled from "@emotion/styled";
import React from "react";
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

/** "Cookie settings" in the footer: a visitor can change or withdraw their choice from any page. */
export function CookieSettingsLink(): React.JSX.Element {
  const { texts } = useConsent();
  const settingsButton = useSettingsButton();
  return <LinkButton {...settingsButton}>{texts.footerLink}</LinkButton>;
}
