import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/Header";
import { renderToString } from "react-dom/server";
import { installPopoverLikeChromium, removePopover } from "../helpers/popover";
import { renderWithProviders, SiteProviders } from "../helpers/render";
import { phonePattern, readData } from "../helpers/siteData";

const site = readData<{ phone: string }>("site.json");

describe("Header", () => {
  // jsdom applies no media queries, so the desktop navigation is display:none here and has no
  // accessible name; we find it by its label. The e2e tests check it as a visitor sees it.
  it("links the logo home and every section from the main navigation", () => {
    const { container } = renderWithProviders(<Header pathname="/" />);
    expect(screen.getByRole("img", { name: /home/i }).closest("a")).toHaveAttribute("href", "/");
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Main"]');
    if (!nav) throw new Error("no main navigation");
    const expected: [string, string][] = [
      ["SERVICES", "/services/"],
      ["PRODUCTS & APPLICATIONS", "/products/"],
      ["TYPES OF SAFETY BELTS", "/types/"],
      ["RESOURCES", "/resources/"],
      ["RESELLERS", "/resellers/"],
      ["ABOUT", "/about/"],
      ["MAKE AN ENQUIRY", "/contact/"],
    ];
    for (const [name, href] of expected) expect(within(nav).getByText(name).closest("a")).toHaveAttribute("href", href);
  });

  it("renders the phone menu as a native popover the button opens without JavaScript", () => {
    const html = renderToString(
      <SiteProviders>
        <Header pathname="/" />
      </SiteProviders>,
    );
    const panelId = /<nav id="([^"]+)" aria-label="Mobile"[^>]*popover="auto"/.exec(html)?.[1];
    expect(panelId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<button[^>]*popovertarget="${panelId}"[^>]*aria-label="Open menu"`));
    // Before hydration the browser reports the popover's state; a fixed "false" would be wrong once it opens.
    expect(html).not.toMatch(/<button[^>]*popovertarget[^>]*aria-expanded/);
  });

  describe("once hydrated", () => {
    beforeEach(installPopoverLikeChromium);
    afterEach(removePopover);

    it("follows the popover: label and aria-expanded as it opens and closes by the button or Escape", async () => {
      const user = userEvent.setup();
      renderWithProviders(<Header pathname="/" />);
      const button = screen.getByRole("button", { name: /menu/i });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

      await user.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(button).toHaveAccessibleName("Close menu");
      const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
      expect(menu.getByRole("link", { name: "MAKE AN ENQUIRY" })).toHaveAttribute("href", "/contact/");
      expect(menu.getByRole("link", { name: phonePattern(site.phone) })).toHaveAttribute("href", "tel:+441632960123");

      await user.keyboard("{Escape}");
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).toHaveAccessibleName("Open menu");
      expect(button).toHaveFocus();
    });

    it("closes the menu when a link in it is chosen", async () => {
      const user = userEvent.setup();
      renderWithProviders(<Header pathname="/" />);
      const button = screen.getByRole("button", { name: /menu/i });
      await user.click(button);
      await user.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "RESOURCES" }));
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    });

    it("closes the menu when the page changes", async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithProviders(<Header pathname="/" />);
      await user.click(screen.getByRole("button", { name: /menu/i }));
      rerender(<Header pathname="/about/" />);
      expect(screen.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "false");
    });
  });
});
