/** @jest-environment node */
import constructError from "gatsby-cli/lib/structured-errors/construct-error";
import { buildErrorMap, idOfDataProblem, summaryOf, type BuildErrorId } from "../../src/node/buildErrors";

/** What Gatsby's reporter makes of `reporter.error({ id, context })` with the error map it holds (and exits on if its schema refuses it). */
const structured = (id: string, map: Record<string, unknown>) =>
  constructError({ details: { id, context: { sourceMessage: "data/sectors/aviation.json, field \"image\": the picture is damaged" } } }, map as Parameters<typeof constructError>[1]);

describe("the site's build errors, as Gatsby's reporter prints them", () => {
  it("without the site's map, a problem prints under Gatsby's 'ERROR UNKNOWN' (what editors read before)", () => {
    const error = structured("CONTENT-PICTURE", {});
    expect([error.type, error.category, error.text]).toEqual(["UNKNOWN", "UNKNOWN", expect.stringMatching(/^data\/sectors\/aviation\.json/)]);
  });

  it.each([
    ["CONTENT-PICTURE", "Content (a picture): an editor can fix this in the CMS at /admin/"],
    ["CONTENT-DATA", "Content (a value in a data file): an editor can fix this"],
    ["CONTENT-MOVED-PAGE", "Content (a moved or deleted page): an editor can fix this"],
    ["SETTINGS", "Settings (the build's settings): whoever manages the site's hosting can fix this"],
    ["SITE-CODE", "Site code (the site's own code): a developer must fix this"],
  ] as const)("%s: its id in the heading, its first line says who can fix it, the message follows", (id, first) => {
    const error = structured(id, buildErrorMap);
    expect(error.code).toBe(id);
    expect(error.category).toBe("USER");
    // No type: Gatsby would print "PLUGIN" beside the id, a word that means nothing to an editor.
    expect(error.type).toBeUndefined();
    expect(error.level).toBe("ERROR");
    expect(error.text.split("\n\n")).toEqual([expect.stringContaining(first), 'data/sectors/aviation.json, field "image": the picture is damaged']);
  });

  it("classifies the data check's problems by what they are about", () => {
    expect(idOfDataProblem({ file: "sectors/aviation.json", field: "image", message: "damaged", picture: "images/sectors/aviation.jpg" })).toBe("CONTENT-PICTURE");
    expect(idOfDataProblem({ file: "redirects.json", entry: "/sectors/aircraft/", message: "no such page" })).toBe("CONTENT-MOVED-PAGE");
    expect(idOfDataProblem({ file: "sectors/aviation.json", field: "title", message: "is required" })).toBe("CONTENT-DATA");
  });

  it("sums up who can fix what when it stops the build", () => {
    const ids: BuildErrorId[] = ["CONTENT-PICTURE", "SETTINGS", "CONTENT-DATA"];
    expect(summaryOf(ids)).toBe(
      "The build stopped: 3 problem(s), listed above (2 in the content, for an editor to fix; 1 in the build's settings, for whoever manages the site's hosting). Each says where it is; fix them and build again.",
    );
    expect(structured("BUILD-STOPPED", buildErrorMap).text).not.toMatch(/^Content|^Settings/);
  });
});
