import { screen } from "@testing-library/react";
import * as gatsby from "gatsby";
import { IntroVideoSection, type Membership } from "../../../src/components/home/IntroVideoSection";
import { renderWithProviders } from "../../helpers/render";
import { readData, siteData } from "../../helpers/siteData";

const { video } = readData<{ video: { heading: string; intro: string; membershipsHeading: string; memberships: Membership[]; fallback: string } }>("home.json");
const memberships = video.memberships.map((membership) => ({ ...membership, image: null }));

/** The video the build found in storage (IntroVideo's static query), or none; the providers read the site data. */
function renderSection(withVideo: boolean) {
  jest
    .spyOn(gatsby, "useStaticQuery")
    .mockReturnValue({ ...siteData, storageVideo: withVideo ? { url: "/video/intro.mp4", posterUrl: null, captionsUrl: "/video/intro.vtt" } : null });
  return renderWithProviders(
    <IntroVideoSection
      heading={video.heading}
      intro={video.intro}
      membershipsHeading={video.membershipsHeading}
      memberships={memberships}
      fallback={video.fallback}
    />,
  );
}

afterEach(() => jest.restoreAllMocks());

describe("IntroVideoSection", () => {
  it("without a video, still shows the standards badges but no video part", () => {
    const { container } = renderSection(false);
    expect(screen.getByRole("heading", { level: 2, name: "Standards we build to" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["ECE R16 belts", "UK assembled", "Zero recalls since 1990"]);
    expect(screen.queryByRole("heading", { name: "See how we work" })).not.toBeInTheDocument();
    expect(screen.queryByText(video.intro)).not.toBeInTheDocument();
    expect(container.querySelector("video")).toBeNull();
  });

  it("with a video, shows its heading, intro and a captioned player above the badges", () => {
    const { container } = renderSection(true);
    expect(screen.getByRole("heading", { level: 2, name: "See how we work" })).toBeInTheDocument();
    expect(screen.getByText(video.intro)).toBeInTheDocument();
    const player = container.querySelector("video");
    expect(player?.querySelector("source")).toHaveAttribute("src", "/video/intro.mp4");
    expect(player).toHaveAttribute("controls");
    expect(player?.querySelector('track[kind="captions"]')).toHaveAttribute("src", "/video/intro.vtt");
    expect(player).toHaveTextContent("Your browser does not support the video tag.");
    expect(screen.getByRole("heading", { level: 3, name: "Standards we build to" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(video.memberships.map((membership) => membership.name));
  });
});
