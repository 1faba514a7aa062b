import { screen, within } from "@testing-library/react";
import React from "react";
import ResourcesPage from "../../src/pages/resources";
import { renderStyled } from "../helpers/render";
import { pageRouteOf, readData } from "../helpers/siteData";

type Entry = { slug: string; file: string; title: string; description: string; icon: string };
const page = readData<{ guides: Entry[] }>("resources-page.json");
const entries = page.guides;

function renderPage(): void {
  const data = {
    resourcesPageJson: page,
    pageRoute: pageRouteOf("/resources/"),
    navigationJson: readData("navigation.json"),
    allStorageGuide: {
      nodes: entries.map((entry, index) => ({ fileId: entry.file, name: entry.file, title: entry.title, description: entry.description, icon: entry.icon, size: `${12 + index} KB`, downloadUrl: `/guides/${entry.file}` })),
    },
  };
  renderStyled(<ResourcesPage {...({ data } as unknown as React.ComponentProps<typeof ResourcesPage>)} />);
}

describe("/resources", () => {
  it("lists the guides sourced at build in the order resources-page.json gives, each with a download link, and ends with Get in Touch", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Guides & Resources" })).toBeInTheDocument();
    // The guides' list; the other is the trail's.
    const [trail, list] = screen.getAllByRole("list");
    expect(within(trail).getAllByRole("link").map((link) => link.textContent)).toEqual(["Home", "Guides & Resources"]);
    expect(within(list).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(entries.map((entry) => entry.title));
    expect(within(list).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(entries.map((entry) => `/guides/${entry.file}`));
    expect(within(list).getByRole("link", { name: "Download Classic Car Safety Whitepaper (PDF, 19 KB)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact/");
  });
});
