import { css } from "@emotion/react";
import styled from "@emotion/styled";
import React, { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../hooks/useHydrated";
import { useSiteData } from "../hooks/useSiteData";
import { colors, headerHeight, mq, space } from "../theme/tokens";
import { Icon } from "./icons";
import { Link } from "./Link";
import { PhoneLink } from "./PhoneLink";
import { ButtonLink, Container } from "./ui";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 1100;
  background: ${colors.navy};
  color: ${colors.paper};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  /* The phone menu (a popover in the top layer) is placed under it. */
  anchor-name: --site-header;
`;

const Inner = styled(Container)`
  max-width: 1320px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: ${headerHeight}px;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  img {
    display: block;
    width: 180px;
    height: 44px;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${mq.lg} {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
  a {
    white-space: nowrap;
  }
  ul {
    display: flex;
    gap: 0;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const NavLink = styled(Link)`
  display: block;
  padding: 8px 8px;
  color: ${colors.paper};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &:hover,
  &[aria-current="page"] {
    border-bottom-color: ${colors.amber};
  }
`;

// A plain <button> with the css prop: emotion's styled() would drop the popovertarget attribute it does not know.
const menuButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  background: transparent;
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-radius: 6px;
  color: ${colors.paper};
  cursor: pointer;
  ${mq.lg} {
    display: none;
  }
  /* The icon follows the menu itself, so it is right before React starts and without JavaScript. */
  .icon-close,
  header:has(:popover-open) & .icon-open {
    display: none;
  }
  header:has(:popover-open) & .icon-close {
    display: block;
  }
`;

/**
 * The phone menu is a native popover: the button opens and closes it, Escape and a tap outside close it,
 * with HTML alone, so it works from the first paint, while scripts load, if they fail and with JavaScript
 * off. It sits in the top layer, anchored under the sticky header (with a fixed offset where anchor
 * positioning is missing), and scrolls on its own if it is taller than the window.
 */
const MobilePanel = styled.nav`
  inset: auto;
  top: ${headerHeight}px;
  left: 0;
  right: 0;
  width: 100%;
  max-width: none;
  max-height: calc(100dvh - ${headerHeight}px);
  overflow: auto;
  margin: 0;
  padding: 0;
  border: 0;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  background: ${colors.navyDark};
  color: ${colors.paper};
  box-shadow: 0 12px 24px rgba(0, 0, 0, 0.35);
  @supports (position-anchor: --a) {
    position-anchor: --site-header;
    top: anchor(bottom);
    /* Room for the telephone banner too, which is above the header until the page scrolls. */
    max-height: calc(100dvh - ${headerHeight + 48}px);
  }
  ${mq.lg} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${space(1)} 0;
  }
  li a {
    display: block;
    padding: 14px 0;
    color: ${colors.paper};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-decoration: none;
    border-bottom: 1px solid rgba(255, 255, 255, 0.1);
  }
`;

const MobileFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(2)} 0 ${space(3)};
  color: ${colors.paper};
  a[href^="tel:"] {
    color: ${colors.paper};
    font-weight: 700;
  }
`;

/** Three lines, or a cross while the menu is open (the CSS above picks one). */
function MenuIcon(): React.JSX.Element {
  return (
    <>
      <Icon d="M4 7h16M4 12h16M4 17h16" size={24} className="icon-open" />
      <Icon d="M6 6l12 12M18 6L6 18" size={24} className="icon-close" />
    </>
  );
}

/** React 18 has no types for the popover attributes; it passes lowercase attributes through as written. */
const popoverAttributes = (attributes: Record<string, string>): React.HTMLAttributes<HTMLElement> => attributes;

type PopoverElement = HTMLElement & { hidePopover?: () => void };

/**
 * The phone menu's button. It is a component of its own so that hydration finishing, and each opening or
 * closing of the menu, re-render only the button and not the whole header.
 */
function MenuButton({
  menuId,
  panel,
  openLabel,
  closeLabel,
}: {
  menuId: string;
  panel: React.RefObject<PopoverElement>;
  openLabel: string;
  closeLabel: string;
}): React.JSX.Element {
  const hydrated = useHydrated();
  // Mirrors the popover's own state (its toggle event), for the button's label and aria-expanded.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const onToggle = (event: Event) => setOpen((event as Event & { newState?: string }).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [panel]);

  return (
    <button
      css={menuButtonStyles}
      type="button"
      data-menu-button=""
      {...popoverAttributes({ popovertarget: menuId })}
      aria-controls={menuId}
      // Before hydration the browser reports the popover's state itself.
      aria-expanded={hydrated ? open : undefined}
      aria-label={open ? closeLabel : openLabel}
    >
      <MenuIcon />
    </button>
  );
}

export function Header({ pathname }: { pathname: string }): React.JSX.Element {
  const { siteJson, navigationJson } = useSiteData();
  const panelRef = useRef<PopoverElement>(null);
  const menuId = useId();

  // Hiding a popover that is not showing does nothing, so this needs no check.
  const close = (): void => panelRef.current?.hidePopover?.();
  // Any route change (the back button too) closes the menu.
  useEffect(close, [pathname]);

  if (!siteJson || !navigationJson) return <></>;

  return (
    <Bar>
      <Inner>
        <Logo to="/">
          <img src="/logo.svg" alt={siteJson.logoAlt} width={180} height={44} />
        </Logo>
        <DesktopNav aria-label="Main">
          <ul>
            {navigationJson.main.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to={navigationJson.enquiry.to} css={{ padding: "10px 16px", fontSize: "0.875rem" }}>
            {navigationJson.enquiry.label}
          </ButtonLink>
        </DesktopNav>
        <MenuButton menuId={menuId} panel={panelRef} openLabel={navigationJson.menuOpenLabel} closeLabel={navigationJson.menuCloseLabel} />
      </Inner>
      <MobilePanel ref={panelRef} id={menuId} aria-label="Mobile" data-mobile-menu="" {...popoverAttributes({ popover: "auto" })}>
        <Container>
          <ul>
            {navigationJson.main.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <MobileFooter>
            <ButtonLink to={navigationJson.enquiry.to} onClick={close}>
              {navigationJson.enquiry.label}
            </ButtonLink>
            <p css={{ margin: 0 }}>
              {navigationJson.phoneLabel}: <PhoneLink />
            </p>
          </MobileFooter>
        </Container>
      </MobilePanel>
    </Bar>
  );
}
