/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import net from "net";
import path from "path";
import { nginxCmsPageInclude } from "../../src/node/cms/headers";
import { nginxCmsPageIncludePath } from "../../src/node/cms/page";
import { backendOrigins } from "../../src/node/cms/settings";
import { nginxCmsOriginInclude, nginxCmsOriginIncludePath, nginxCspInclude, nginxCspIncludePath } from "../../src/node/deployArtefacts";
import { netlifyRedirectsFile, nginxRedirectsInclude, nginxRedirectsIncludePath, publishRedirects, redirectsNotice } from "../../src/node/redirectFiles";
import { netlifyRedirectFor, parseRedirectsFile } from "../../tools/serve/netlifyRedirects";
import { nginxServer } from "../../tools/serve/nginxServer";
import { tempDirWith } from "../helpers/tempDir";

/**
 * The moved pages as each host reads them: the files the adapter writes from data/redirects.json, read back as
 * Netlify reads _redirects, and served by a real nginx with the committed deploy/nginx.conf.
 */

const root = path.join(__dirname, "..", "..");
const moved = [
  { from: "/sectors/aircraft/", to: "/sectors/aviation/" },
  { from: "/brochure.pdf", to: "/resources/" },
];

/** A checkout with a small build in public/, the committed nginx.conf and its generated includes. */
function checkout(redirects: unknown): { rootDir: string; publicDir: string; dataDir: string } {
  const rootDir = tempDirWith("redirects-site-", {
    "public/index.html": "<h1>Home</h1>",
    "public/404.html": "<h1>Not found</h1>",
    "public/sectors/aviation/index.html": "<h1>Aviation</h1>",
    "public/resources/index.html": "<h1>Resources</h1>",
    "public/guides/fleet.pdf": "%PDF-1.7",
    "data/redirects.json": JSON.stringify(redirects),
  });
  fs.mkdirSync(path.join(rootDir, "deploy", "generated"), { recursive: true });
  for (const conf of ["nginx.conf", "brotli.conf", "brotli-static.conf"]) fs.copyFileSync(path.join(root, "deploy", conf), path.join(rootDir, "deploy", conf));
  fs.writeFileSync(nginxCspIncludePath(rootDir), nginxCspInclude("default-src 'self'"));
  fs.writeFileSync(nginxCmsPageIncludePath(rootDir), nginxCmsPageInclude(backendOrigins({ name: "git-gateway", branch: "main" }), []));
  fs.writeFileSync(nginxCmsOriginIncludePath(rootDir), nginxCmsOriginInclude());
  return { rootDir, publicDir: path.join(rootDir, "public"), dataDir: path.join(rootDir, "data") };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function get(port: number, address: string): Promise<{ status: number; location?: string; hsts?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: address }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, hsts: response.headers["strict-transport-security"] as string | undefined }));
      })
      .on("error", reject);
  });
}

async function startNginx(rootDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const { binary, args, prefix } = nginxServer({ rootDir, port });
  const child: ChildProcess = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }
    }).then(() => fs.rmSync(prefix, { recursive: true, force: true }));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped: ${errors}`);
    }
    try {
      await get(port, "/");
      return { port, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${port}: ${errors}`);
}

describe("the files written for Netlify and nginx", () => {
  it("write one Netlify rule per moved page and both spellings of a page's old address for nginx", () => {
    expect(netlifyRedirectsFile(moved)).toBe([`# ${redirectsNotice}`, "/sectors/aircraft/  /sectors/aviation/  301", "/brochure.pdf       /resources/  301", ""].join("\n"));
    expect(nginxRedirectsInclude(moved)).toBe(
      [
        `# ${redirectsNotice}`,
        "location = /sectors/aircraft/ {\n    return 301 /sectors/aviation/$is_args$args;\n}",
        "location = /sectors/aircraft {\n    return 301 /sectors/aviation/$is_args$args;\n}",
        "location = /brochure.pdf {\n    return 301 /resources/$is_args$args;\n}",
        "",
      ].join("\n"),
    );
    expect(netlifyRedirectsFile([])).toBe(`# ${redirectsNotice}\n`);
  });

  it("stop the build rather than write an address that could break a line or a directive", () => {
    for (const from of ["/a b", "/a;", '/a"', "/a\n/b", "/a{", "/$uri"]) {
      expect(() => netlifyRedirectsFile([{ from, to: "/" }])).toThrow(`data/redirects.json, entry "${from}": "${from}" cannot be written as a redirect`);
      expect(() => nginxRedirectsInclude([{ from: "/old/", to: from }])).toThrow(`cannot be written as a redirect`);
    }
  });

  it("are read by Netlify as 301s to the new page, with or without the trailing slash, keeping the query string", () => {
    const rules = parseRedirectsFile(netlifyRedirectsFile(moved));
    expect(netlifyRedirectFor("/sectors/aircraft/", rules)).toEqual({ status: 301, location: "/sectors/aviation/" });
    expect(netlifyRedirectFor("/sectors/aircraft?ref=mail", rules)).toEqual({ status: 301, location: "/sectors/aviation/?ref=mail" });
    expect(netlifyRedirectFor("/brochure.pdf", rules)).toEqual({ status: 301, location: "/resources/" });
    expect(netlifyRedirectFor("/sectors/aviation/", rules)).toBeUndefined();
  });

  it("are written by the adapter's step from data/redirects.json, and refused where the build publishes a file", () => {
    const site = checkout({ redirects: [{ from: "/sectors/aircraft", to: "/sectors/aviation" }], retired: ["/gone/"] });
    expect(publishRedirects(site.rootDir, site.publicDir, site.dataDir)).toEqual({ redirects: [{ from: "/sectors/aircraft/", to: "/sectors/aviation/" }], problems: [] });
    expect(fs.readFileSync(path.join(site.publicDir, "_redirects"), "utf8")).toContain("/sectors/aircraft/  /sectors/aviation/  301\n");
    expect(fs.readFileSync(nginxRedirectsIncludePath(site.rootDir), "utf8")).toContain("location = /sectors/aircraft {");

    const shadowing = checkout({ redirects: [{ from: "/guides/fleet.pdf", to: "/resources/" }], retired: [] });
    expect(publishRedirects(shadowing.rootDir, shadowing.publicDir, shadowing.dataDir).problems).toEqual([
      'data/redirects.json, entry "/guides/fleet.pdf": the build publishes a file at "/guides/fleet.pdf", which the redirect would hide on nginx but not on Netlify. Remove the entry, or the file.',
    ]);
    expect(fs.existsSync(path.join(shadowing.publicDir, "_redirects"))).toBe(false);
  });

  it("are served by nginx with the committed configuration: 301 to the new page with the site's headers, the rest as before", async () => {
    const site = checkout({ redirects: [{ from: "/sectors/aircraft/", to: "/sectors/aviation/" }, { from: "/brochure.pdf", to: "/resources" }], retired: ["/gone/"] });
    publishRedirects(site.rootDir, site.publicDir, site.dataDir);
    const nginx = await startNginx(site.rootDir);
    try {
      expect(await get(nginx.port, "/sectors/aircraft/")).toEqual({ status: 301, location: "/sectors/aviation/", hsts: "max-age=31536000; includeSubDomains" });
      expect(await get(nginx.port, "/sectors/aircraft")).toMatchObject({ status: 301, location: "/sectors/aviation/" });
      expect(await get(nginx.port, "/sectors/aircraft/?ref=mail")).toMatchObject({ status: 301, location: "/sectors/aviation/?ref=mail" });
      expect(await get(nginx.port, "/brochure.pdf")).toMatchObject({ status: 301, location: "/resources/" });
      expect(await get(nginx.port, "/sectors/aviation/")).toMatchObject({ status: 200 });
      // Retired: no rule, the site's page not found.
      expect(await get(nginx.port, "/gone/")).toMatchObject({ status: 404 });
      expect(await get(nginx.port, "/sectors/aircraft/more")).toMatchObject({ status: 404 });
      expect(await get(nginx.port, "/_redirects")).toMatchObject({ status: 404 });
    } finally {
      await nginx.stop();
    }
  });

  it("leaves nginx with no redirects when there are none", async () => {
    const site = checkout({ redirects: [], retired: [] });
    publishRedirects(site.rootDir, site.publicDir, site.dataDir);
    expect(fs.readFileSync(nginxRedirectsIncludePath(site.rootDir), "utf8")).toBe(`# ${redirectsNotice}\n`);
    const nginx = await startNginx(site.rootDir);
    try {
      expect(await get(nginx.port, "/sectors/aircraft/")).toMatchObject({ status: 404 });
      expect(await get(nginx.port, "/")).toMatchObject({ status: 200 });
    } finally {
      await nginx.stop();
    }
  });
});
