import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { CookieBanner } from "../../../src/components/consent/CookieBanner";
import { CookieSettingsLink } from "../../../src/components/consent/CookieSettingsLink";
import { Layout } from "../../../src/components/Layout";
import { CONFIG_KEY, CONSENT_KEY } from "../../../src/lib/consent";
import { renderWithProviders, SiteProviders } from "../../helpers/render";
import { readData } from "../../helpers/siteData";

const texts = readData<{ bannerText: string; necessaryText: string; analyticsText: string; marketingText: string; revision: number }>("cookie-settings.json");

// The settings dialog loads MUI on demand, which is slow to compile for jsdom on a busy machine.
jest.setTimeout(30_000);
const dialogNamed = () => screen.findByRole("dialog", { name: "Cookie Settings" }, { timeout: 15_000 });

/** A page as the layout arranges it, inside the site's providers; `pageKey` names the page view. */
function Site({ pageKey = "first" }: { pageKey?: string }): React.JSX.Element {
  return (
    <SiteProviders pageKey={pageKey}>
      <CookieBanner />
      <main id="main" tabIndex={-1}>
        <p>Page content</p>
      </main>
      <footer>
        <CookieSettingsLink />
      </footer>
    </SiteProviders>
  );
}

/** Lets the lazily loaded banner arrive, so that its absence means something. */
const settle = () =>
  act(async () => {
    await import("../../../src/components/consent/CookieBannerBar");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? "null") as Record<string, unknown> | null;
const banner = () => screen.findByRole("region", { name: "Cookie consent" });

afterEach(() => {
  window.localStorage.clear();
  Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
});

describe("cookie banner", () => {
  it("asks a first-time visitor with the configured text", async () => {
    render(<Site />);
    expect(await banner()).toHaveTextContent(texts.bannerText);
  });

  it("Accept All stores every category with the time and revision, and hides the banner", async () => {
    const user = userEvent.setup();
    render(<Site />);
    const accept = within(await banner()).getByRole("button", { name: "Accept All" });
    const before = Date.now();
    await user.click(accept);
    const after = Date.now();
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true, decidedAt: expect.any(String), revision: texts.revision });
    // The time of the click, however long the click took on a busy machine.
    const decidedAt = Date.parse(String(stored()?.decidedAt));
    expect(decidedAt).toBeGreaterThanOrEqual(before);
    expect(decidedAt).toBeLessThanOrEqual(after);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("Reject All stores necessary cookies only and hides the banner", async () => {
    const user = userEvent.setup();
    render(<Site />);
    await user.click(within(await banner()).getByRole("button", { name: "Reject All" }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("the close button hides the banner for this page view only, storing nothing", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Site pageKey="first" />);
    await user.click(within(await banner()).getByRole("button", { name: "Close the cookie banner without choosing" }));
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    rerender(<Site pageKey="second" />);
    expect(await banner()).toBeInTheDocument();
  });

  it("stays hidden when a choice is stored", async () => {
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: true, decidedAt: new Date().toISOString(), revision: texts.revision }),
    );
    render(<Site />);
    await settle();
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("asks again, with a warning, when the stored value is not a choice this site made", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    window.localStorage.setItem(CONSENT_KEY, '{"accepted":');
    render(<Site />);
    expect(await banner()).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONSENT_KEY));
  });

  it("shows the text saved on the cookie manager, and nothing when it switches the banner off", async () => {
    const config = { ...texts, showBanner: true, askAgainDays: 30, bannerText: "Staff preview of the banner." };
    window.localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    const { unmount } = render(<Site />);
    expect(await banner()).toHaveTextContent("Staff preview of the banner.");
    unmount();
    window.localStorage.setItem(CONFIG_KEY, JSON.stringify({ ...config, showBanner: false }));
    render(<Site />);
    await settle();
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("does not ask a browser that sends Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    render(<Site />);
    await settle();
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });
});

describe("cookie settings dialog", () => {
  it("opens from the banner with necessary locked on and the others off, and Save Settings stores the choice", async () => {
    const user = userEvent.setup();
    render(<Site />);
    await user.click(within(await banner()).getByRole("button", { name: "Settings" }));
    const dialog = await dialogNamed();
    const necessary = within(dialog).getByRole("switch", { name: "Necessary" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(texts.necessaryText);
    const analytics = within(dialog).getByRole("switch", { name: "Analytics" });
    const marketing = within(dialog).getByRole("switch", { name: "Marketing" });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(texts.analyticsText);
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription(texts.marketingText);
    await user.click(analytics);
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("opens from the footer with the stored choice, and Cancel changes nothing and returns focus to the link", async () => {
    const user = userEvent.setup();
    const choice = { necessary: true, analytics: false, marketing: true, decidedAt: new Date().toISOString(), revision: texts.revision };
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    render(<Site />);
    const link = screen.getByRole("button", { name: "Cookie settings" });
    await user.click(link);
    const dialog = await dialogNamed();
    expect(within(dialog).getByRole("switch", { name: "Marketing" })).toBeChecked();
    expect(within(dialog).getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await user.click(within(dialog).getByRole("switch", { name: "Marketing" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 5000 });
    expect(stored()).toEqual(choice);
    expect(link).toHaveFocus();
  });

  it("lets a visitor withdraw consent from the footer", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: true, decidedAt: new Date().toISOString(), revision: texts.revision }),
    );
    render(<Site />);
    await user.click(screen.getByRole("button", { name: "Cookie settings" }));
    const dialog = await dialogNamed();
    await user.click(within(dialog).getByRole("switch", { name: "Analytics" }));
    await user.click(within(dialog).getByRole("switch", { name: "Marketing" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
  });
});

describe("the room the banner takes", () => {
  /** A stand-in for the browser's ResizeObserver: the test reports the bar's height as layout would. */
  let report: ((height: number) => void) | null = null;
  beforeEach(() => {
    report = null;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element): void {
        report = (height) => act(() => this.callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 0 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      unobserve(): void {}
      disconnect(): void {
        report = null;
      }
    };
  });
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it("is kept at the end of the page and under the toasts while the banner shows, with no custom property on <html>", async () => {
    const user = userEvent.setup();
    render(<Site />);
    const region = await banner();
    expect(report).not.toBeNull();
    report?.(164.4);
    const toasts = screen.getByRole("status");
    expect(document.body.style.paddingBottom).toBe("165px");
    // A control the keyboard moves to is scrolled clear of the bar (scroll-padding is not inherited: only <html> restyles).
    expect(document.documentElement.style.scrollPaddingBottom).toBe("165px");
    expect(toasts.style.getPropertyValue("--cookie-banner-height")).toBe("165px");
    // Every element inherits a custom property of <html>: setting one there restyles the whole page.
    expect(document.documentElement.style.getPropertyValue("--cookie-banner-height")).toBe("");
    await user.click(within(region).getByRole("button", { name: "Reject All" }));
    expect(document.body.style.paddingBottom).toBe("");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(toasts.style.getPropertyValue("--cookie-banner-height")).toBe("");
  });
});

describe("in the layout", () => {
  it("comes first in reading order, and the footer's quick links offer Cookie settings", async () => {
    renderWithProviders(
      <Layout pathname="/about/">
        <h1>About</h1>
      </Layout>,
    );
    const region = await banner();
    const firstFocusable = document.body.querySelector("a, button");
    expect(region).toContainElement(firstFocusable as HTMLElement);
    const quickLinks = within(screen.getByRole("navigation", { name: "Quick links" }));
    expect(quickLinks.getByRole("button", { name: "Cookie settings" })).toHaveAttribute("aria-haspopup", "dialog");
  });
});
