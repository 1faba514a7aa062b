import fs from "fs";
import path from "path";
import { recordPublishedAddresses } from "../../src/node/publishedAddresses";
import { tempDir } from "../helpers/tempDir";

describe("gatsby-node onPreBootstrap", () => {
  const reporter = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), panicOnBuild: jest.fn() };

  async function run(dataDir: string): Promise<void> {
    process.env.DATA_DIR = dataDir;
    jest.resetModules();
    const { onPreBootstrap } = await import("../../gatsby-node");
    await (onPreBootstrap as (args: unknown) => Promise<void> | void)({ reporter });
    delete process.env.DATA_DIR;
  }

  it("fails the build with one message per problem", async () => {
    const dir = tempDir("data-");
    fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "navigation.json"), "{ not json");
    fs.rmSync(path.join(dir, "sectors"), { recursive: true });
    await run(dir);
    const errors = reporter.error.mock.calls.map(([message]) => message as string);
    expect(errors[0]).toMatch(/^data\/navigation\.json: is not valid JSON/);
    expect(errors).toContain("data/sectors/: is missing. The site needs this folder, with one .json file per entry, to build.");
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^\d+ problem\(s\) in the data files/));
  });

  it("fails the build on a damaged picture, naming the data file, the field and the picture", async () => {
    const dir = tempDir("data-");
    fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "images", "types", "straps.jpg"), "not a picture\n");
    await run(dir);
    expect(reporter.error).toHaveBeenCalledWith(expect.stringMatching(/^data\/types\/straps\.json, field "image": "images\/types\/straps\.jpg" is not a picture: its content is not JPEG, PNG, WebP or AVIF/));
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^1 problem\(s\) in the data files/));
  });

  it("lets a correct data folder through", async () => {
    // A copy: the real folder would be compared with whatever this checkout last built.
    const dir = tempDir("data-");
    fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
    await run(dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  describe("with the addresses the site last published", () => {
    // The build keeps them in its folder's deploy/generated/: a folder of the test's own, not this checkout's.
    const home = process.cwd();
    let place = { rootDir: "", onNetlify: false };
    let dir = "";

    beforeEach(() => {
      place = { rootDir: tempDir("site-"), onNetlify: false };
      // Like a checkout: the build's settings read the CMS's there too.
      fs.copyFileSync(path.join(__dirname, "..", "..", "cms.config.json"), path.join(place.rootDir, "cms.config.json"));
      process.chdir(place.rootDir);
      dir = tempDir("data-");
      fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
      recordPublishedAddresses(place, dir, null);
    });

    afterEach(() => process.chdir(home));

    it("fails the build when a page was deleted without its address being moved or retired, naming the address", async () => {
      fs.rmSync(path.join(dir, "types", "straps.json"));
      await run(dir);
      expect(reporter.error.mock.calls.map(([message]) => message as string)).toEqual([expect.stringMatching(/^data\/redirects\.json: "\/types\/straps\/" was a page \(data\/types\/straps\.json\) when the site was last published/)]);
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^1 problem\(s\) in the data files/));
    });

    it("lets the build through once the address is moved", async () => {
      fs.rmSync(path.join(dir, "types", "straps.json"));
      fs.writeFileSync(path.join(dir, "redirects.json"), JSON.stringify({ redirects: [{ from: "/types/straps/", to: "/types/" }], retired: [] }));
      await run(dir);
      expect(reporter.error).not.toHaveBeenCalled();
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/^Compared the \d+ addresses the site last published \(deploy\/generated\/published-addresses\.json, .*\) with this build's: each is still a page, moved or retired\.$/));
    });
  });
});
