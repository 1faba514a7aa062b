/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { LIST_ACTION } from "../../../src/cms/localBackendAction";
import { listMediaFolder, OutsideRepository, startLocalBackend } from "../../../tools/content/localBackend";

/** A free port on this machine. */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let repo: string;
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-"));
  fs.mkdirSync(path.join(repo, "data", "images", "sectors", "older"), { recursive: true });
  fs.writeFileSync(path.join(repo, "data", "images", "sectors", "aviation.jpg"), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
  fs.writeFileSync(path.join(repo, "data", "images", "sectors", "rail.webp"), "RIFF....WEBP");
  fs.writeFileSync(path.join(repo, "data", "images", "sectors", "older", "deep.jpg"), "not listed: one level only");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("listMediaFolder", () => {
  it("lists the folder's own files by name, path, size and decap-server's id, without their contents", async () => {
    const files = await listMediaFolder(repo, "data/images/sectors");
    expect(files).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{64}$/), name: "aviation.jpg", path: "data/images/sectors/aviation.jpg", size: 6 },
      { id: expect.stringMatching(/^[0-9a-f]{64}$/), name: "rail.webp", path: "data/images/sectors/rail.webp", size: 12 },
    ]);
    expect(JSON.stringify(files)).not.toContain("content");
  });

  it("gives a folder that does not exist no files", async () => {
    await expect(listMediaFolder(repo, "data/images/none-yet")).resolves.toEqual([]);
  });

  it.each(["../", "data/../../etc", "/etc", "/data/images/sectors"])("refuses %s, which resolves outside the repository", async (folder) => {
    await expect(listMediaFolder(repo, folder)).rejects.toBeInstanceOf(OutsideRepository);
  });

  it("refuses a symbolic link that leads out of the repository", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    fs.writeFileSync(path.join(outside, "secret.txt"), "private");
    fs.symlinkSync(outside, path.join(repo, "data", "images", "escape"));
    await expect(listMediaFolder(repo, "data/images/escape")).rejects.toBeInstanceOf(OutsideRepository);
    fs.rmSync(outside, { recursive: true, force: true });
  });
});

describe("the local backend", () => {
  const post = async (port: number, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://localhost:8000" }, body: JSON.stringify(body) });
    return { status: response.status, origin: response.headers.get("access-control-allow-origin"), json: (await response.json()) as unknown };
  };

  it("in file mode lists a folder as decap-server's getMedia does, less the contents, and leaves every other action to decap-server", async () => {
    const port = await freePort();
    const stop = await startLocalBackend({ port, mode: "fs", repo });
    try {
      const listed = await post(port, { action: LIST_ACTION, params: { branch: "main", mediaFolder: "data/images/sectors" } });
      const full = await post(port, { action: "getMedia", params: { branch: "main", mediaFolder: "data/images/sectors" } });
      expect(listed.status).toBe(200);
      expect(listed.origin).toBe("http://localhost:8000");
      const withoutContents = (full.json as { id: string; name: string; path: string; content: string }[]).map(({ id, name, path: filePath, content }) => ({ id, name, path: filePath, size: Buffer.from(content, "base64").length }));
      expect(listed.json).toEqual(withoutContents);
      expect((await post(port, { action: "info", params: {} })).json).toMatchObject({ type: "local_fs" });
      const refused = await post(port, { action: LIST_ACTION, params: { branch: "main", mediaFolder: "../../etc" } });
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({ error: 'The media folder "../../etc" is outside the repository.' });
    } finally {
      await stop();
    }
  });

  it("in git mode answers null, not listed here (the CMS then asks decap-server's getMedia, which reads the draft's branch)", async () => {
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], { cwd: repo, stdio: "ignore" });
    git("init", "--quiet", "--initial-branch=main");
    git("add", "data");
    git("commit", "--quiet", "-m", "Data");
    const port = await freePort();
    const stop = await startLocalBackend({ port, mode: "git", repo });
    try {
      expect(await post(port, { action: LIST_ACTION, params: { branch: "main", mediaFolder: "data/images/sectors" } })).toMatchObject({ status: 200, json: null });
      expect((await post(port, { action: "getMedia", params: { branch: "main", mediaFolder: "data/images/sectors" } })).json).toHaveLength(2);
    } finally {
      await stop();
    }
  });
});
