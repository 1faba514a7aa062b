import { absoluteUrl, isInternal, withTrailingSlash } from "../../src/lib/paths";

describe("paths", () => {
  it("adds the trailing slash Gatsby serves pages with, keeping anchors", () => {
    expect(withTrailingSlash("/services")).toBe("/services/");
    expect(withTrailingSlash("/services/")).toBe("/services/");
    expect(withTrailingSlash("/resellers#apply")).toBe("/resellers/#apply");
    expect(withTrailingSlash("/")).toBe("/");
  });

  it("tells internal paths from other addresses", () => {
    expect(isInternal("/contact")).toBe(true);
    expect(isInternal("//cdn.example.com/x.js")).toBe(false);
    expect(isInternal("https://example.com")).toBe(false);
    expect(isInternal("tel:+441632960123")).toBe(false);
  });

  it("makes absolute canonical addresses", () => {
    expect(absoluteUrl("https://www.beltwright.example/", "/types/straps")).toBe("https://www.beltwright.example/types/straps/");
    expect(absoluteUrl("https://www.beltwright.example", "/")).toBe("https://www.beltwright.example/");
  });
});
