import styled from "@emotion/styled";
import React from "react";
import { colors, radius } from "../theme/tokens";

/**
 * The site's one icon system: 24×24 drawings as SVG path data, drawn by `Icon` in the current text
 * colour. Path strings cost less script than element trees; each module keeps the paths it uses, so a
 * page only carries its own drawings.
 */
export interface IconProps {
  /** Path data in a 24×24 box. */
  d: string;
  size?: number;
  strokeWidth?: number;
  /** Filled shapes (play, pause) rather than lines. */
  filled?: boolean;
  className?: string;
  /** Names the drawing in the markup, for tests and styling. */
  name?: string;
}

/** A decorative icon: the control it sits in carries the accessible name. */
export function Icon({ d, size = 20, strokeWidth = 2.5, filled = false, className, name }: IconProps): React.JSX.Element {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-icon={name}>
      <path
        d={d}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A cross for close buttons. */
export function CloseIcon({ size = 20 }: { size?: number }): React.JSX.Element {
  return <Icon d="M6 6l12 12M18 6L6 18" size={size} />;
}

/** A button holding only the cross, light on the site's dark bars (cookie banner, toasts); users add size and place. */
export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${radius};
  background: transparent;
  color: ${colors.paper};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;
