import { entryPath, pagePath, siteContext } from "../../src/cms/previews/harness";
import { readData } from "../helpers/siteData";

const navigation = readData<{ enquiry: { to: string }; breadcrumb: { label: string } }>("navigation.json");

describe("what a preview gives a page besides its own file", () => {
  it("gives a sector being edited its trail, named by the name being typed, and the enquiry link", () => {
    const context = siteContext(entryPath("sectors", "aviation"), { name: "Aviation (draft)", cardDescription: "Belts." });
    expect(context.pageRoute?.label).toBe(navigation.breadcrumb.label);
    expect(context.pageRoute?.trail.map((step) => [step.name, step.path])).toEqual([
      ["Home", "/"],
      ["Products & Applications", "/products/"],
      ["Aviation (draft)", "/sectors/aviation/"],
    ]);
    expect(context.navigationJson.enquiry.to).toBe(navigation.enquiry.to);
  });

  it("gives a new entry, whose slug is not yet valid, the trail of its family", () => {
    expect(entryPath("services", "")).toBe("/services/new/");
    expect(entryPath("services", "Half Typed")).toBe("/services/new/");
    expect(siteContext(entryPath("services", ""), { title: "New service", cardDescription: "" }).pageRoute?.trail.map((step) => step.path)).toEqual(["/", "/services/", "/services/new/"]);
  });

  it("finds a fixed page's path in the route registry", () => {
    expect(pagePath("about.tsx")).toBe("/about/");
    expect(() => pagePath("nowhere.tsx")).toThrow("src/pages/nowhere.tsx is not in src/data/routes.ts");
  });
});
