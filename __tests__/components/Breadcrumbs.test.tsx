import { screen, within } from "@testing-library/react";
import { Breadcrumbs } from "../../src/components/Breadcrumbs";
import { renderStyled } from "../helpers/render";
import { pageRouteOf, readData } from "../helpers/siteData";

const { breadcrumb } = readData<{ breadcrumb: { label: string } }>("navigation.json");

describe("Breadcrumbs", () => {
  it("names the trail for screen readers, links each step in order and marks the last as the current page", () => {
    const route = pageRouteOf("/services/seat-belt-repairs/");
    const trail = route?.trail ?? [];
    renderStyled(<Breadcrumbs route={route} />);
    const nav = screen.getByRole("navigation", { name: breadcrumb.label });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(trail.map((step) => step.name));
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/services/", "/services/seat-belt-repairs/"]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "page"]);
  });

  it("shows nothing on the home page, whose trail is itself alone", () => {
    const { container } = renderStyled(<Breadcrumbs route={pageRouteOf("/")} />);
    expect(container).toBeEmptyDOMElement();
  });
});
