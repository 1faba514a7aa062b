import React, { useEffect, useRef, useState } from "react";
import { PhoneLink } from "../PhoneLink";
import { useHydrated } from "../../hooks/useHydrated";
import type { FormKind } from "../../lib/forms/fields";
import { acquireScript } from "../../lib/forms/scriptLoader";
import { space } from "../../theme/tokens";
import { Link } from "../Link";
import { Button } from "../ui";
import { FallbackCard } from "./FallbackCard";
import { Panel, Spinner } from "./styles";
import type { FormsContent, SiteContact } from "./types";

/** How long a third-party form may take to appear before the visitor is offered another way. */
export const EMBED_TIMEOUT_MS = 10_000;

const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;

type Status = "loading" | "ready" | "failed";

/**
 * A third-party form: its script is added when the form is shown (once, however
 * often the visitor comes back) and removed when they leave. A spinner shows
 * until the provider has drawn the form; if its script fails or nothing
 * appears within 10 seconds, the visitor gets the fallback card instead.
 */
export function EmbedForm({
  kind,
  embed,
  content,
  site,
  marketingConsent,
  fallbackForm,
}: {
  kind: FormKind;
  embed: Queries.FormEmbedDataFragment;
  content: FormsContent;
  site: SiteContact;
  marketingConsent: boolean;
  /** A native form to offer in the fallback card, if the configuration allows one. */
  fallbackForm: React.ReactNode;
}): React.JSX.Element {
  const hydrated = useHydrated();
  const [loadChosen, setLoadChosen] = useState(false);
  const [status, setStatus] = useState<Status>("loading");
  const container = useRef<HTMLDivElement>(null);
  const allowed = !embed.setsCookies || marketingConsent || loadChosen;
  const badAttribute = embed.attributes.find((attribute) => !ATTRIBUTE_NAME.test(attribute.name));
  const shown: Status = badAttribute ? "failed" : status;

  useEffect(() => {
    const element = container.current;
    if (!allowed || !element) return;
    if (badAttribute) {
      console.warn(`Enquiry form (${kind}): "${badAttribute.name}" in data/forms.json is not a valid attribute name.`);
      return;
    }
    let settled = false;
    const settle = (outcome: "ready" | "failed", problem?: string): void => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      observer.disconnect();
      // Logged once, whichever comes first: the script's error or the time limit.
      if (problem) console.warn(`Enquiry form (${kind}): ${problem} The fallback contact card is shown instead.`);
      setStatus(outcome);
    };
    const rendered = (): boolean => element.childElementCount > 0;
    const observer = new MutationObserver(() => {
      if (rendered()) settle("ready");
    });
    const timer = window.setTimeout(
      () => settle("failed", `the form from ${embed.scriptUrl} did not appear within ${EMBED_TIMEOUT_MS / 1000} seconds.`),
      EMBED_TIMEOUT_MS,
    );
    for (const { name, value } of embed.attributes) element.setAttribute(name, value);
    observer.observe(element, { childList: true, subtree: true });
    const release = acquireScript(embed.scriptUrl, (scriptStatus) => {
      if (scriptStatus === "error") settle("failed", `the script ${embed.scriptUrl} failed to load.`);
      else if (scriptStatus === "loaded" && rendered()) settle("ready");
    });
    return () => {
      settled = true;
      window.clearTimeout(timer);
      observer.disconnect();
      release();
    };
  }, [allowed, badAttribute, embed.attributes, embed.scriptUrl, kind]);

  return (
    <div data-embed={kind} data-provider="embed">
      {/* Without JavaScript, or when it failed to load, the provider's form cannot appear. */}
      <div data-no-js-only="">
        <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.noscriptIntro} idSuffix="noscript" />
      </div>
      {hydrated && !allowed ? (
        <Panel>
          <p>{content.embed.consentText}</p>
          <p>
            <PhoneLink />
            {" · "}
            <Link to={`mailto:${site.email}`}>{site.email}</Link>
          </p>
          <Button type="button" onClick={() => setLoadChosen(true)}>
            {content.embed.loadButton}
          </Button>
        </Panel>
      ) : null}
      {/* Also in the server HTML, so the form says it is on its way while the page's scripts load. */}
      {(!hydrated || allowed) && shown === "loading" ? (
        <div role="status" data-js-only="" css={{ display: "flex", alignItems: "center", gap: space(2), padding: `${space(2)} 0` }}>
          <Spinner aria-hidden="true" />
          <span>{content.embed.loading}</span>
        </div>
      ) : null}
      <div ref={container} hidden={shown === "failed"} data-embed-container="" />
      {shown === "failed" ? (
        <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.failedIntro} idSuffix="failed">
          {fallbackForm}
        </FallbackCard>
      ) : null}
    </div>
  );
}
