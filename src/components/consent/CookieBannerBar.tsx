import { css } from "@emotion/react";
import styled from "@emotion/styled";
import React, { useEffect, useRef } from "react";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { useSiteData } from "../../hooks/useSiteData";
import { setBannerRoom } from "../../lib/bannerRoom";
import { ALL_ACCEPTED, NECESSARY_ONLY } from "../../lib/consent";
import { withTrailingSlash } from "../../lib/paths";
import { colors, mq, radius, space } from "../../theme/tokens";
import { CloseButton, CloseIcon } from "../icons";
import { Container } from "../ui";
import { useConsent, useSettingsButton, type SettingsUnavailable } from "./ConsentProvider";

/**
 * The cookie banner: a compact bar fixed to the foot of the window. It is in
 * the server HTML, hidden unless the early script finds no current choice
 * (the choice is only known in the browser); being fixed, it shifts nothing
 * when it appears, and the page gains room at its end so that nothing stays
 * hidden behind it. It does not hold focus.
 */
const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1200;
  background: ${colors.navyDark};
  color: ${colors.paper};
  border-top: 3px solid ${colors.amber};
  box-shadow: 0 -4px 16px rgba(7, 26, 51, 0.3);
  padding: ${space(1.5)} 0;
  font-size: 0.875rem;
  line-height: 1.45;
  ${mq.sm} {
    font-size: 0.9375rem;
    padding: ${space(2)} 0;
  }
  html:not([data-consent-ask]) &[data-cookie-banner="pending"] {
    display: none;
  }
`;

const Inner = styled(Container)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(1.5)};
  ${mq.md} {
    flex-direction: row;
    align-items: center;
    gap: ${space(3)};
    padding-right: 64px;
  }
  p {
    margin: 0;
    max-width: 75ch;
    /* Clear of the close button, which sits beside the text on narrow screens. */
    padding-right: 40px;
    ${mq.md} {
      padding-right: 0;
    }
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(1)};
  flex-shrink: 0;
  ${mq.md} {
    display: flex;
  }
`;

const choiceButton = css`
  min-height: 44px;
  padding: 8px 10px;
  ${mq.sm} {
    padding: 8px 16px;
  }
  border-radius: ${radius};
  border: 2px solid ${colors.amber};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
`;

/** Accept and Reject look the same, so neither is the easier choice. */
const ChoiceButton = styled.button`
  ${choiceButton};
  background: ${colors.amber};
  color: ${colors.navyDark};
  &:hover {
    background: #f7b77f;
  }
`;

const settingsStyles = css`
  ${choiceButton};
  background: transparent;
  color: ${colors.paper};
  border-color: ${colors.paper};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const SettingsButton = styled.button`
  ${settingsStyles};
`;

/** The policy link in place of Settings, drawn as the button it replaces. */
const PolicyLink = styled.a`
  ${settingsStyles};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
  white-space: normal;
  text-align: center;
  line-height: 1.2;
`;

const BannerClose = styled(CloseButton)`
  position: absolute;
  top: -4px;
  right: ${space(1)};
  width: 44px;
  height: 44px;
  ${mq.md} {
    top: 50%;
    transform: translateY(-50%);
  }
`;

/**
 * The bar itself; with `unavailable`, the settings dialog's stand-in when its code cannot load: it says so,
 * offers the banner's two choices and links to the privacy policy (a plain link, which works whatever failed).
 */
export default function CookieBannerBar({ unavailable }: { unavailable?: SettingsUnavailable }): React.JSX.Element {
  const { texts, config, ready, choose: chooseAndStay, dismissBanner } = useConsent();
  const privacy = useSiteData().navigationJson?.privacy;
  const choose = unavailable?.onChoose ?? chooseAndStay;
  const settingsButton = useSettingsButton();
  const notice = useRef<HTMLParagraphElement>(null);
  // Opened in place of a dialog, the bar takes the focus the dialog would have taken.
  useEffect(() => {
    if (unavailable) notice.current?.focus();
  }, [unavailable]);
  // Buttons pressed before the bar hydrated are pressed again once it has (earlyScript.ts).
  const bar = useEarlyReady<HTMLElement>();

  // The bar's height, for the room the page leaves at its end and for toasts to sit above it. Measured by
  // the observer after layout: reading it while React hydrates would force a layout inside that long task.
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === "undefined") {
      setBannerRoom(element.offsetHeight);
      return () => setBannerRoom(null);
    }
    const observer = new ResizeObserver(([entry]) => setBannerRoom(entry.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setBannerRoom(null);
    };
  }, [bar]);

  const { banner } = texts;
  return (
    <Bar
      ref={bar}
      aria-label={unavailable ? texts.dialog.title : banner.label}
      data-cookie-banner={ready || unavailable ? "shown" : "pending"}
      data-needs-js=""
      data-js-only=""
    >
      <Inner>
        {unavailable ? (
          <p ref={notice} tabIndex={-1} css={{ outline: "none" }}>
            {texts.unavailable.text}
          </p>
        ) : (
          <p>{config.bannerText}</p>
        )}
        <Actions>
          <ChoiceButton type="button" onClick={() => choose(ALL_ACCEPTED)}>
            {banner.acceptAll}
          </ChoiceButton>
          <ChoiceButton type="button" onClick={() => choose(NECESSARY_ONLY)}>
            {banner.rejectAll}
          </ChoiceButton>
          {unavailable ? (
            <PolicyLink href={withTrailingSlash(privacy?.to ?? "/")}>{texts.unavailable.policyLink}</PolicyLink>
          ) : (
            <SettingsButton {...settingsButton}>{banner.settings}</SettingsButton>
          )}
        </Actions>
        <BannerClose type="button" aria-label={unavailable ? texts.unavailable.close : banner.close} onClick={unavailable?.onClose ?? dismissBanner}>
          <CloseIcon size={22} />
        </BannerClose>
      </Inner>
    </Bar>
  );
}
