import { EntryExistence, missingEntryMessage, unbuiltEntryTarget } from "../../src/cms/siteLink";

const routes = ["/", "/contact/", "/sectors/", "/sectors/aviation/", "/services/seat-belt-repairs/"];

describe("links to an entry whose page the CMS was built without", () => {
  it.each([
    ["/sectors/hovercraft", { folder: "sectors", slug: "hovercraft" }],
    ["/sectors/hovercraft/", { folder: "sectors", slug: "hovercraft" }],
    ["/services/harness-fitting#prices", { folder: "services", slug: "harness-fitting" }],
    ["/types/pelvic-straps?from=home", { folder: "types", slug: "pelvic-straps" }],
  ])("%j names an entry to look up", (link, target) => {
    expect(unbuiltEntryTarget(link, routes)).toEqual(target);
  });

  it.each(["/sectors/aviation", "/sectors/aviation/#benefits", "/contact", "/", "#contact", "/sectors/", "/sectors/Hover", "/sectors/a/b", "/blog/post", "https://example.com/sectors/x"])(
    "%j needs no look-up (a built page, or not an entry's address)",
    (link) => {
      expect(unbuiltEntryTarget(link, routes)).toBeUndefined();
    },
  );
});

describe("what the CMS remembers about entries", () => {
  it("asks once for an entry that exists, and again for one that was missing", async () => {
    const asked: string[] = [];
    const present = new Set(["sectors/aviation"]);
    const existence = new EntryExistence((folder, slug) => {
      asked.push(`${folder}/${slug}`);
      return present.has(`${folder}/${slug}`) ? Promise.resolve({ slug, data: { slug, name: "Hovercraft" } }) : Promise.reject(new Error("not found"));
    });
    expect(existence.peek("sectors", "hovercraft")).toBeUndefined();
    await expect(Promise.all([existence.check("sectors", "hovercraft"), existence.check("sectors", "hovercraft")])).resolves.toEqual(["missing", "missing"]);
    expect(existence.peek("sectors", "hovercraft")).toBe("missing");
    // Created since: the next check finds it, and later ones do not ask.
    present.add("sectors/hovercraft");
    await expect(existence.check("sectors", "hovercraft")).resolves.toBe("exists");
    await expect(existence.check("sectors", "hovercraft")).resolves.toBe("exists");
    expect(asked).toEqual(["sectors/hovercraft", "sectors/hovercraft"]);
  });

  it("counts the local backend's answer for a file that is not there (an entry with no fields) as missing", async () => {
    // What Decap 3.6 makes of decap-server's `data: null` for a file that does not exist.
    const local = new EntryExistence((_folder, slug) => Promise.resolve({ slug, data: {}, raw: "" }));
    await expect(local.check("sectors", "hoverkraft")).resolves.toBe("missing");
    const nullData = new EntryExistence((_folder, slug) => Promise.resolve({ slug, data: null }));
    await expect(nullData.check("sectors", "hoverkraft")).resolves.toBe("missing");
  });

  it("tells the editor which link and where it looked", () => {
    expect(missingEntryMessage("/sectors/hovercraft", "Sectors")).toBe(
      '"/sectors/hovercraft" is not a page on this site, and Sectors has no entry with that address (slug). Check the spelling, or create the entry first.',
    );
  });
});
