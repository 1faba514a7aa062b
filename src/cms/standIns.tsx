import styled from "@emotion/styled";
import React from "react";
import forms from "../../data/forms.json";
import type { IntroVideoProps } from "../components/IntroVideo";
import { colors, radius, space } from "../theme/tokens";

/**
 * Stand-ins the CMS's build puts in place of components that fetch or send
 * (src/node/cms/build.ts swaps the modules), so the home page's preview shows
 * what home.json controls without a live form or video player.
 */

const Box = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: ${space(3)};
  border: 2px dashed ${colors.line};
  border-radius: ${radius};
  background: ${colors.cream};
  color: ${colors.muted};
  font-weight: 700;
  text-align: center;
`;

/** The quote or reseller form, by its title from data/forms.json. */
export function EnquiryForm({ kind }: { kind: "quote" | "reseller" }): React.JSX.Element {
  return <Box>{forms[kind].title}</Box>;
}

const Screen = styled(Box)`
  aspect-ratio: 16 / 9;
  background: ${colors.navy};
  color: ${colors.paper};
  border-style: solid;
`;

/** The intro video's frame, with the text shown where a video cannot play. */
export function IntroVideo({ fallbackText, children }: IntroVideoProps): React.JSX.Element {
  const player = <Screen>{fallbackText}</Screen>;
  return <>{children ? children(player) : player}</>;
}
