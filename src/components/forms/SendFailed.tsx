import React from "react";
import { space } from "../../theme/tokens";
import type { FormKind } from "../../lib/forms/fields";
import { FallbackCard } from "./FallbackCard";
import { Notice } from "./styles";
import type { FormsContent, SiteContact } from "./types";

/** Above the fields when a send failed: why, in the form's words (the answers are kept), and the direct ways to reach the business. */
export function SendFailed({ kind, content, site, message }: { kind: FormKind; content: FormsContent; site: SiteContact; message: string }): React.JSX.Element {
  return (
    <>
      <Notice tone="error" role="alert">
        {message}
      </Notice>
      <div css={{ marginBottom: space(3) }}>
        <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.failedIntro} idSuffix="send-failed" />
      </div>
    </>
  );
}
