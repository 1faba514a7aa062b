import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { CONFIG_KEY, CONSENT_KEY } from "../../../src/lib/consent";
import CookieManagerPage from "../../../src/pages/admin/cookie-manager";
import { renderWithProviders } from "../../helpers/render";
import { readData } from "../../helpers/siteData";

// MUI's form fields are slow to render in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

type Settings = { revision: number; bannerText: string; marketingText: string; admin: { help: string[]; publishHeading: string; publishText: string; publishLabel: string } };
const settings = readData<Settings>("cookie-settings.json");

function renderPage() {
  const props = { data: { cookieSettingsJson: settings }, location: { pathname: "/admin/cookie-manager/" } } as unknown as React.ComponentProps<typeof CookieManagerPage>;
  const user = userEvent.setup();
  renderWithProviders(<CookieManagerPage {...props} />);
  return user;
}

const days = () => screen.getByRole("spinbutton", { name: /Ask again after \(days\)/ });
const storedConfig = () => JSON.parse(window.localStorage.getItem(CONFIG_KEY) ?? "null") as Record<string, unknown> | null;

afterEach(() => window.localStorage.clear());

describe("/admin/cookie-manager", () => {
  it("shows every setting with the defaults, and no consent recorded", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Cookie Manager" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Banner message/ })).toHaveValue(settings.bannerText);
    expect(screen.getByRole("switch", { name: "Show Cookie Banner" })).toBeChecked();
    expect(days()).toHaveValue(30);
    expect(screen.getByRole("textbox", { name: /Necessary cookies description/ })).toHaveValue("Required for the website to function properly");
    expect(screen.getByRole("textbox", { name: /Analytics cookies description/ })).toHaveValue("Help us understand how visitors use our website");
    expect(screen.getByRole("textbox", { name: /Marketing cookies description/ })).toHaveValue("Used to deliver personalised advertisements");
    const status = screen.getByRole("region", { name: "Current Cookie Status" });
    expect(status).toHaveTextContent("No cookie consent recorded");
    expect(screen.getByText(/Auto-accept after \(days\)/)).toHaveTextContent(/clear positive action/);
  });

  it("says how to publish the settings for every visitor, with a link to the Cookie banner in the CMS", () => {
    renderPage();
    const publish = within(screen.getByRole("region", { name: settings.admin.publishHeading }));
    expect(publish.getByText(settings.admin.publishText)).toBeInTheDocument();
    expect(publish.getByRole("link", { name: settings.admin.publishLabel })).toHaveAttribute("href", "/admin/#/collections/cookie-banner/entries/cookie-settings");
  });

  it("shows each category of a stored choice as Accepted or Rejected", () => {
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false, decidedAt: "2025-05-01T09:30:00.000Z", revision: settings.revision }),
    );
    jest.useFakeTimers({ now: new Date("2025-05-10T12:00:00Z"), doNotFake: ["setTimeout", "clearTimeout", "queueMicrotask"] });
    try {
      renderPage();
      const status = within(screen.getByRole("region", { name: "Current Cookie Status" }));
      const rows = status.getAllByRole("definition").map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
      expect(rows).toEqual(["Necessary: Accepted", "Analytics: Accepted", "Marketing: Rejected"]);
      expect(status.getByText(/Choice made on/)).toHaveTextContent("Choice made on 1 May 2025");
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows an error under Ask again after for 0, 731, 1.5 or nothing, and saves nothing until it is fixed", async () => {
    const user = renderPage();
    for (const value of ["0", "731", "1.5", ""]) {
      await user.clear(days());
      if (value) await user.type(days(), value);
      await user.click(screen.getByRole("button", { name: "Save Settings" }));
      expect(days()).toHaveAccessibleDescription("Enter a whole number of days from 1 to 730.");
      expect(days()).toHaveAttribute("aria-invalid", "true");
      expect(days()).toHaveFocus();
      expect(storedConfig()).toBeNull();
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    }

    await user.clear(days());
    await user.type(days(), "90");
    expect(days()).not.toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(storedConfig()).toMatchObject({ askAgainDays: 90, revision: settings.revision });
  });

  it("saves, confirms with a toast, and moves the revision on when a text changed", async () => {
    const user = renderPage();
    const text = screen.getByRole("textbox", { name: /Banner message/ });
    await user.clear(text);
    await user.paste("We use a few cookies.");
    await user.click(screen.getByRole("switch", { name: "Show Cookie Banner" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(storedConfig()).toMatchObject({ bannerText: "We use a few cookies.", showBanner: false, askAgainDays: 30, revision: settings.revision + 1 });
    expect(await within(screen.getByRole("status")).findByText("Settings Saved")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Cookie management settings have been updated successfully.");
  });

  it("keeps what was typed when the settings in force change before it is saved (read late on a slow phone, or saved in another tab)", async () => {
    const user = renderPage();
    const marketing = screen.getByRole("textbox", { name: /Marketing cookies description/ });
    await user.clear(marketing);
    await user.paste("We do not use marketing cookies yet.");
    await user.clear(days());
    await user.type(days(), "90");
    await user.click(screen.getByRole("switch", { name: "Show Cookie Banner" }));
    // Another tab saves a new banner message: this browser's settings change under the form.
    const theirs = { ...settings, bannerText: "Saved in another tab.", revision: settings.revision + 1 };
    act(() => {
      window.localStorage.setItem(CONFIG_KEY, JSON.stringify(theirs));
      window.dispatchEvent(new StorageEvent("storage", { key: CONFIG_KEY, newValue: JSON.stringify(theirs), storageArea: window.localStorage }));
    });
    expect(screen.getByRole("textbox", { name: /Banner message/ })).toHaveValue("Saved in another tab.");
    expect(marketing).toHaveValue("We do not use marketing cookies yet.");
    expect(days()).toHaveValue(90);
    expect(screen.getByRole("switch", { name: "Show Cookie Banner" })).not.toBeChecked();
    // Saved: what was typed, over the other tab's message; then Reset gives back the defaults, typing and all.
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(storedConfig()).toMatchObject({ bannerText: "Saved in another tab.", marketingText: "We do not use marketing cookies yet.", askAgainDays: 90, showBanner: false });
    await user.click(screen.getByRole("button", { name: "Reset to Defaults" }));
    expect(marketing).toHaveValue(settings.marketingText);
    expect(days()).toHaveValue(30);
  });

  it("requires every text", async () => {
    const user = renderPage();
    await user.clear(screen.getByRole("textbox", { name: /Marketing cookies description/ }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(screen.getByRole("textbox", { name: /Marketing cookies description/ })).toHaveAccessibleDescription("Enter some text: this cannot be empty.");
    expect(storedConfig()).toBeNull();
  });

  it("Reset to Defaults removes the saved settings and the stored choice, restores the defaults and says so", async () => {
    window.localStorage.setItem(CONFIG_KEY, JSON.stringify({ ...settings, askAgainDays: 7, bannerText: "Old preview", revision: 2 }));
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: true, decidedAt: new Date().toISOString(), revision: 2 }),
    );
    const user = renderPage();
    expect(days()).toHaveValue(7);
    expect(screen.getByRole("region", { name: "Current Cookie Status" })).toHaveTextContent("Accepted");
    await user.click(screen.getByRole("button", { name: "Reset to Defaults" }));
    expect(window.localStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(days()).toHaveValue(30);
    expect(screen.getByRole("textbox", { name: /Banner message/ })).toHaveValue(settings.bannerText);
    expect(screen.getByRole("region", { name: "Current Cookie Status" })).toHaveTextContent("No cookie consent recorded");
    expect(await within(screen.getByRole("status")).findByText("Settings Reset")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Cookie settings have been reset to defaults.");
  });
});
