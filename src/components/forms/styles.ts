import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { colors, mq, radius, space } from "../../theme/tokens";

export const Panel = styled.div`
  background: ${colors.paper};
  color: ${colors.ink};
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  padding: ${space(2.5)};
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.06);
  ${mq.sm} {
    padding: ${space(4)};
  }
  h3 {
    margin-bottom: ${space(1)};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${space(2.5)} ${space(3)};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const fieldBoxStyles = (wide?: boolean) => css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  /* Side by side, inputs line up even when only one of the pair has help or an error above it. */
  justify-content: flex-end;
  ${wide &&
  css`
    ${mq.sm} {
      grid-column: 1 / -1;
    }
  `}
`;

export const FieldBox = styled.div<{ wide?: boolean }>`
  ${({ wide }) => fieldBoxStyles(wide)}
`;

export const FieldSetBox = styled.fieldset<{ wide?: boolean }>`
  ${({ wide }) => fieldBoxStyles(wide)}
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
`;

export const labelStyles = css`
  font-weight: 700;
  color: ${colors.navy};
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${colors.muted};
`;

export const Help = styled.span`
  display: block;
  font-size: 0.9375rem;
  color: ${colors.muted};
`;

export const ErrorText = styled.span`
  display: block;
  color: ${colors.error};
  font-weight: 700;
  &:empty {
    display: none;
  }
`;

export const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  font: inherit;
  color: ${colors.ink};
  background: ${colors.paper};
  border: 2px solid ${colors.muted};
  border-radius: ${radius};
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

export const choiceStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${space(1.5)};
  min-height: 44px;
  padding: 6px 0;
  cursor: pointer;
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${colors.navy};
  }
`;

export const Notice = styled.p<{ tone?: "error" | "info" }>`
  margin: 0 0 ${space(3)};
  padding: ${space(1.5)} ${space(2)};
  border-left: 5px solid ${({ tone = "info" }) => (tone === "error" ? colors.error : colors.mist)};
  background: ${({ tone = "info" }) => (tone === "error" ? "#fbeaea" : colors.cream)};
  color: ${colors.ink};
  &:empty {
    display: none;
  }
`;

export const linkButtonStyles = css`
  font: inherit;
  color: ${colors.steel};
  text-decoration: underline;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Spinner = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 4px solid ${colors.line};
  border-top-color: ${colors.navy};
  animation: ${spin} 0.9s linear infinite;
  ${mq.reducedMotion} {
    animation-duration: 3s;
  }
`;
