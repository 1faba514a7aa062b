import { css } from "@emotion/react";
import styled from "@emotion/styled";
import React from "react";
import { colors, maxWidth, mq, radius, space } from "../theme/tokens";
import { Link, type LinkProps } from "./Link";

export const Container = styled.div`
  width: 100%;
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space(2)};
  ${mq.sm} {
    padding: 0 ${space(3)};
  }
`;

type Tone = "light" | "tint" | "dark";

const toneStyles: Record<Tone, ReturnType<typeof css>> = {
  light: css`
    background: ${colors.paper};
  `,
  tint: css`
    background: ${colors.cream};
  `,
  dark: css`
    background: ${colors.navy};
    color: ${colors.paper};
    h2,
    h3 {
      color: ${colors.paper};
    }
    a:not([data-button]) {
      color: ${colors.paper};
    }
  `,
};

export const Section = styled.section<{ tone?: Tone }>`
  padding: ${space(6)} 0;
  ${mq.md} {
    padding: ${space(9)} 0;
  }
  ${({ tone = "light" }) => toneStyles[tone]}
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  max-width: 70ch;
  color: inherit;
`;

export const SectionHeader = styled.header`
  max-width: 760px;
  margin-bottom: ${space(4)};
`;

/**
 * `$min` is the narrowest column, in px. The `$` keeps it off the element, as no HTML attribute starts with one
 * (emotion forwards a prop named like an attribute: a plain `min` became <ul min="300">).
 */
export const Grid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

export const Card = styled.div`
  height: 100%;
  background: ${colors.paper};
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  padding: ${space(3)};
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.06);
  h3 {
    margin-bottom: 0.25em;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${colors.amber};
  color: ${colors.navyDark};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export type ButtonVariant = "primary" | "secondary" | "light";

export const buttonStyles = (variant: ButtonVariant = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radius};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  ${variant === "primary" &&
  css`
    background: ${colors.amber};
    color: ${colors.navyDark};
    &:hover {
      background: #f7b77f;
    }
  `}
  ${variant === "secondary" &&
  css`
    background: ${colors.navy};
    color: ${colors.paper};
    &:hover {
      background: ${colors.steel};
    }
  `}
  ${variant === "light" &&
  css`
    background: transparent;
    color: ${colors.paper};
    border-color: ${colors.paper};
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  `}
`;

export function ButtonLink({ variant = "primary", ...props }: LinkProps & { variant?: ButtonVariant }): React.JSX.Element {
  return <Link data-button="" css={buttonStyles(variant)} {...props} />;
}

export const Button = styled.button<{ variant?: ButtonVariant }>`
  ${({ variant }) => buttonStyles(variant)}
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
