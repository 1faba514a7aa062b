import { render } from "@testing-library/react";
import React from "react";
import { Seo } from "../../src/components/Seo";
import { pageRouteOf } from "../helpers/siteData";

/** Gatsby's Head API moves what the component renders into document.head; here it stays in the container. */
function head(ui: React.ReactElement): HTMLElement {
  return render(ui).container;
}

describe("Seo", () => {
  it("writes the title, description, keywords, canonical and social tags", () => {
    const tags = head(<Seo title="Seat Belt Repairs" description="Repairs returned within a couple of working days." keywords={["repairs", "rewebbing"]} pathname="/services/seat-belt-repairs/" />);
    expect(tags.querySelector("title")).toHaveTextContent("Seat Belt Repairs | Beltwright Safety Systems");
    expect(tags.querySelector('meta[name="description"]')).toHaveAttribute("content", "Repairs returned within a couple of working days.");
    expect(tags.querySelector('meta[name="keywords"]')).toHaveAttribute("content", "repairs, rewebbing");
    expect(tags.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://www.beltwright.example/services/seat-belt-repairs/");
    expect(tags.querySelector('meta[property="og:image"]')).toHaveAttribute("content", "https://www.beltwright.example/og-image.png");
    expect(tags.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect(tags.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("gives the page's structured data as a JSON-LD data block, which the browser does not run", () => {
    const structuredData = pageRouteOf("/services/seat-belt-repairs/")?.structuredData;
    const tags = head(<Seo title="Seat Belt Repairs" description="Repairs." pathname="/services/seat-belt-repairs/" structuredData={structuredData} />);
    const scripts = tags.querySelectorAll("script");
    expect([...scripts].map((script) => [script.type, script.textContent])).toEqual([["application/ld+json", structuredData]]);
    expect(head(<Seo title="Cookie Manager" description="Staff only." pathname="/admin/cookie-manager/" noindex />).querySelector("script")).toBeNull();
  });

  it("marks a page noindex on request", () => {
    const tags = head(<Seo title="Cookie Manager" description="Staff only." pathname="/admin/cookie-manager/" noindex />);
    expect(tags.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});
