import fs from "fs";
import path from "path";
import { recordPublishedAddresses } from "../../src/node/publishedAddresses";
import { tempDir } from "../helpers/tempDir";

describe("gatsby-node onPreBootstrap", () => {
  const reporter = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn(), setErrorMap: jest.fn() };
  /** Each problem reported: its id (src/node/buildErrors.ts) and its message. */
  const reported = (): [string, string][] => reporter.error.mock.calls.map(([meta]: [{ id: string; context: { sourceMessage: string } }]) => [meta.id, meta.context.sourceMessage]);
  beforeEach(() => {
    for (const mock of Object.values(reporter)) mock.mockClear();
  });
  const stoppedWith = (summary: RegExp) => expect(reporter.panicOnBuild).toHaveBeenCalledWith({ id: "BUILD-STOPPED", context: { sourceMessage: expect.stringMatching(summary) } });

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
    const errors = reported();
    expect(errors[0]).toEqual(["CONTENT-DATA", expect.stringMatching(/^data\/navigation\.json: is not valid JSON/)]);
    expect(errors).toContainEqual(["CONTENT-DATA", "data/sectors/: is missing. The site needs this folder, with one .json file per entry, to build."]);
    stoppedWith(new RegExp(`^The build stopped: ${errors.length} problem\\(s\\), listed above \\(${errors.length} in the content, for an editor to fix\\)`));
  });

  it("fails the build on a damaged picture, naming the data file, the field and the picture", async () => {
    const dir = tempDir("data-");
    fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "images", "types", "straps.jpg"), "not a picture\n");
    await run(dir);
    expect(reported()).toEqual([["CONTENT-PICTURE", expect.stringMatching(/^data\/types\/straps\.json, field "image": "images\/types\/straps\.jpg" is not a picture: its content is not JPEG, PNG, WebP or AVIF/)]]);
    stoppedWith(/^The build stopped: 1 problem\(s\), listed above \(1 in the content, for an editor to fix\)/);
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
      expect(reported()).toEqual([["CONTENT-MOVED-PAGE", expect.stringMatching(/^data\/redirects\.json: "\/types\/straps\/" was a page \(data\/types\/straps\.json\) when the site was last published/)]]);
      stoppedWith(/^The build stopped: 1 problem\(s\), listed above \(1 in the content, for an editor to fix\)/);
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
