import React from "react";
import { PhoneLink } from "../PhoneLink";
import type { FormKind } from "../../lib/forms/fields";
import { mailtoUrl } from "../../lib/forms/mailto";
import { colors, mq, space } from "../../theme/tokens";
import { Link } from "../Link";
import { Panel } from "./styles";
import type { FormsContent, SiteContact } from "./types";

/**
 * The direct ways to reach the business, shown when a form cannot be used:
 * its script failed or JavaScript is off. `children` is a form that can
 * still be sent, when there is one.
 */
export function FallbackCard({
  kind,
  content,
  site,
  intro,
  idSuffix,
  children,
}: {
  kind: FormKind;
  content: FormsContent;
  site: SiteContact;
  intro: string;
  /** Keeps ids unique when the card appears twice (once inside <noscript>). */
  idSuffix: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  const { fallback } = content;
  const headingId = `enquiry-${kind}-fallback-${idSuffix}`;
  const { address } = site;
  return (
    <Panel as="section" aria-labelledby={headingId} data-fallback={kind}>
      <h3 id={headingId}>{fallback.heading}</h3>
      <p>{intro}</p>
      <dl
        css={{
          margin: 0,
          display: "grid",
          gap: `${space(0.5)} ${space(2)}`,
          [mq.sm]: { gridTemplateColumns: "max-content 1fr", rowGap: space(1) },
          // Set here because the pages around the card style dt and dd their own way.
          dt: { margin: 0, fontWeight: 700, color: colors.navy },
          dd: { margin: `0 0 ${space(1)}`, overflowWrap: "break-word", [mq.sm]: { marginBottom: 0 } },
        }}
      >
        <dt>{fallback.phoneLabel}</dt>
        <dd>
          <PhoneLink />
        </dd>
        <dt>{fallback.emailLabel}</dt>
        <dd>
          <Link to={mailtoUrl(site.email, content[kind].title)}>{site.email}</Link>
        </dd>
        <dt>{fallback.addressLabel}</dt>
        <dd>
          <address css={{ fontStyle: "normal" }}>
            {address.streetAddress}, {address.addressLocality}, {address.addressRegion}, {address.postalCode}
          </address>
        </dd>
      </dl>
      {children ? (
        <div css={{ marginTop: space(4) }}>
          <p css={{ fontWeight: 700 }}>{fallback.formIntro}</p>
          {children}
        </div>
      ) : null}
    </Panel>
  );
}
