/**
 * Design tokens shared by the static components (plain emotion) and the MUI
 * theme used by the interactive ones. Colours meet WCAG AA on the backgrounds
 * they are paired with.
 */
export const colors = {
  navy: "#0b2545",
  navyDark: "#071a33",
  steel: "#13315c",
  mist: "#8da9c4",
  amber: "#f4a259",
  amberDark: "#8a4a0b",
  paper: "#ffffff",
  cream: "#eef4ed",
  ink: "#1b2430",
  muted: "#4a5563",
  line: "#d5dde6",
  focus: "#f4a259",
  error: "#b3261e",
  success: "#1e6b3a",
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const space = (n: number): string => `${n * 8}px`;

export const radius = "6px";
export const maxWidth = "1200px";
export const headerHeight = 72;
