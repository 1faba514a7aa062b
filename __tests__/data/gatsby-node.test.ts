import fs from "fs";
import path from "path";
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
    await run(path.join(__dirname, "..", "..", "data"));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });
});
