import { screen, within } from "@testing-library/react";
import { pageRouteOf, readData } from "./siteData";

/** The rendered page's visible trail: its steps' names and addresses, the last one marked as the current page. */
export function expectTrail(route: string): void {
  const trail = pageRouteOf(route)?.trail ?? [];
  const nav = screen.getByRole("navigation", { name: readData<{ breadcrumb: { label: string } }>("navigation.json").breadcrumb.label });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(trail.map((step) => [step.name, step.path]));
  expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(trail.map((_step, index) => (index === trail.length - 1 ? "page" : null)));
}
