import styled from "@emotion/styled";
import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { colors, mq, space } from "../theme/tokens";
import { Link } from "./Link";
import { PhoneLink } from "./PhoneLink";
import { StaticPart } from "./StaticPart";
import { Container } from "./ui";

const Foot = styled.footer`
  background: ${colors.navyDark};
  color: #dbe4ee;
  padding: ${space(6)} 0 ${space(3)};
  font-size: 0.9375rem;
  a {
    color: #ffffff;
  }
  h2 {
    color: #ffffff;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    margin-bottom: ${space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: ${space(1)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: 1fr;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.md} {
    grid-template-columns: 1.3fr 1fr 1fr 1fr;
  }
`;

const Bottom = styled.div`
  margin-top: ${space(5)};
  padding-top: ${space(3)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)};
`;

export function Footer({ children }: { children?: React.ReactNode }): React.JSX.Element | null {
  const { siteJson, navigationJson, allServicesJson } = useSiteData();
  if (!siteJson || !navigationJson) return null;
  const { address } = siteJson;
  return (
    <Foot>
      <Container>
        <Columns>
          <StaticPart>
            <h2>{navigationJson.footerContactHeading}</h2>
            <address css={{ fontStyle: "normal" }}>
              <strong>{siteJson.name}</strong>
              <br />
              {address.streetAddress}
              <br />
              {address.addressLocality}, {address.addressRegion}
              <br />
              {address.postalCode}
            </address>
            <p css={{ marginTop: space(2) }}>
              <PhoneLink />
              <br />
              <Link to={`mailto:${siteJson.email}`}>{siteJson.email}</Link>
              <br />
              {siteJson.openingHours.label}
            </p>
          </StaticPart>
          <StaticPart element="nav" aria-label={navigationJson.footerServicesHeading}>
            <h2>{navigationJson.footerServicesHeading}</h2>
            <ul>
              {allServicesJson.nodes.map((service) => (
                <li key={service.slug}>
                  <Link to={service.path}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </StaticPart>
          <nav aria-label={navigationJson.footerQuickLinksHeading}>
            <h2>{navigationJson.footerQuickLinksHeading}</h2>
            <ul>
              {navigationJson.quickLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
              <li>
                <Link to={navigationJson.privacy.to}>{navigationJson.privacy.label}</Link>
              </li>
              {children}
            </ul>
          </nav>
          <StaticPart>
            <h2>{navigationJson.footerSocialHeading}</h2>
            <ul>
              {siteJson.social.map((item) => (
                <li key={item.url}>
                  <Link to={item.url}>{item.name}</Link>
                </li>
              ))}
            </ul>
          </StaticPart>
        </Columns>
        <Bottom>
          {/* The year may differ between build and visit: hydrated, so the visitor's year shows. */}
          <span suppressHydrationWarning>
            © {new Date().getFullYear()} {siteJson.name}. {navigationJson.copyright}
          </span>
          <span>{siteJson.tagline}</span>
        </Bottom>
      </Container>
    </Foot>
  );
}
