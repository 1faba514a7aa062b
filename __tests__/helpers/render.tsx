import { CacheProvider } from "@emotion/react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import React from "react";
import { ConsentProvider } from "../../src/components/consent/ConsentProvider";
import { ToastProvider } from "../../src/components/Toasts";
import { getEmotionCache } from "../../src/theme/emotionCache";
import { readData } from "./siteData";

const { toastCloseLabel } = readData<{ toastCloseLabel: string }>("cookie-settings.json");

/** The providers of src/root.tsx (wrapRootElement, and wrapPageElement without the layout). `pageKey` names the page view. */
export function SiteProviders({ children, pageKey = "test" }: { children: React.ReactNode; pageKey?: string }): React.JSX.Element {
  return (
    <CacheProvider value={getEmotionCache()}>
      <ToastProvider closeLabel={toastCloseLabel}>
        <ConsentProvider pageKey={pageKey}>{children}</ConsentProvider>
      </ToastProvider>
    </CacheProvider>
  );
}

/** Renders with the same providers as the site (src/root.tsx); they stay in place on `rerender`. */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, { wrapper: SiteProviders, ...options });
}

/** Renders with styles only, for components that need neither consent nor toasts (no extra live region). */
export function renderStyled(ui: React.ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, { wrapper: ({ children }) => <CacheProvider value={getEmotionCache()}>{children}</CacheProvider>, ...options });
}
