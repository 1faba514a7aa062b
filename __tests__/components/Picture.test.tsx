import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../src/components/Picture";
import { renderStyled } from "../helpers/render";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 360,
  backgroundColor: "#13315c",
  images: {
    fallback: { src: "/static/a/640.jpg", srcSet: "/static/a/320.jpg 320w,\n/static/a/640.jpg 640w", sizes: "(min-width: 640px) 640px, 100vw" },
    sources: [{ srcSet: "/static/a/320.webp 320w,\n/static/a/640.webp 640w", type: "image/webp", sizes: "(min-width: 640px) 640px, 100vw" }],
  },
};

describe("Picture", () => {
  it("offers the modern format first and a sized, lazily loaded fallback with its alt text", () => {
    const { container } = renderStyled(<Picture image={image} alt="Illustration of a coach with belted seats" />);
    const img = screen.getByRole("img", { name: "Illustration of a coach with belted seats" });
    expect(img).toHaveAttribute("src", "/static/a/640.jpg");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "360");
    expect(img).toHaveAttribute("loading", "lazy");
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source?.getAttribute("srcset")).toContain("640.webp 640w");
  });

  it("loads a hero image eagerly with high priority", () => {
    renderStyled(<Picture image={image} alt="Hero" loading="eager" fetchPriority="high" cover />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
