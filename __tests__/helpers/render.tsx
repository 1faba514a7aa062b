import { CacheProvider } from "@emotion/react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import React from "react";
import { getEmotionCache } from "../../src/theme/emotionCache";

/** Renders with the same providers as the site (src/root.tsx). */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions): RenderResult {
  return render(<CacheProvider value={getEmotionCache()}>{ui}</CacheProvider>, options);
}
