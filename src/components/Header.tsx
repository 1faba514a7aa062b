import styled from "@emotion/styled";
import React, { useEffect, useId, useRef, useState } from "react";
import { useSiteData } from "../hooks/useSiteData";
import { colors, headerHeight, mq, space } from "../theme/tokens";
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

const MenuButton = styled.button`
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
`;

const MobilePanel = styled.nav`
  background: ${colors.navyDark};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
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

function MenuIcon({ open }: { open: boolean }): React.JSX.Element {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function Header({ pathname }: { pathname: string }): React.JSX.Element {
  const { siteJson, navigationJson } = useSiteData();
  // The menu is open on the page where it was opened: any route change (the back button too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (!siteJson || !navigationJson) return <></>;
  const close = () => setOpen(false);

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
        <MenuButton
          ref={buttonRef}
          type="button"
          data-menu-button=""
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? navigationJson.menuCloseLabel : navigationJson.menuOpenLabel}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon open={open} />
        </MenuButton>
      </Inner>
      <MobilePanel id={menuId} aria-label="Mobile" hidden={!open} data-mobile-menu="">
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
