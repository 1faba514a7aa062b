/*
 * `npm run build`: `gatsby build`, its output shown as usual and also kept in build.log (the last build's,
 * not committed), so that a test can read what a person running the build reads (e2e/build-log.spec.ts).
 * Arguments are passed on to `gatsby build`.
 *
 * A build that fails after restoring Netlify's build cache (src/node/netlifyCache.ts) is built once more without
 * it, from a clean checkout, before it is reported as failed: a cache can make a build slower, never stop it.
 * A refusal of the data is not retried (the same data fails the same way), nor a build that had no cache.
 * The exit code is that of the last `gatsby build`.
 */
import { spawn } from "child_process";
import fs from "fs";

const BUILD_LOG = "build.log";
/** What the cache hooks say when they restored a cache (src/node/netlifyCache.ts). */
const CACHE_RESTORED = /Restored .+ from Netlify's build cache/;
/** The data and settings check's refusal (gatsby-node.ts onPreBootstrap, summaryOf in src/node/buildErrors.ts): nothing a cache changes. */
const DATA_REFUSED = /The build stopped: \d+ problem\(s\), listed above/;
/** Tells the cache hooks not to restore (SKIP_CACHE_RESTORE in src/node/netlifyCache.ts). */
const SKIP_CACHE_RESTORE = "BUILD_WITHOUT_NETLIFY_CACHE";

const log = fs.createWriteStream(BUILD_LOG);
// Node 22 and later warn that `punycode` is deprecated (a dependency of Gatsby's renderer still loads it);
// Gatsby prints a worker's warning as "ERROR UNKNOWN", which reads as a failed build. Only that one is hidden.
const nodeOptions = [process.env.NODE_OPTIONS, "--disable-warning=DEP0040"].filter(Boolean).join(" ");

/** Says something of our own, on the terminal and in the log. */
function say(text) {
  process.stderr.write(text);
  log.write(text);
}

/** One `gatsby build`; resolves to its exit code and what it printed. */
function gatsbyBuild(env) {
  return new Promise((resolve) => {
    let output = "";
    const gatsby = spawn("gatsby", ["build", ...process.argv.slice(2)], {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, NODE_OPTIONS: nodeOptions, ...env },
    });
    const tee = (stream) => (chunk) => {
      stream.write(chunk);
      log.write(chunk);
      output += chunk.toString();
    };
    gatsby.stdout.on("data", tee(process.stdout));
    gatsby.stderr.on("data", tee(process.stderr));
    gatsby.on("error", (error) => {
      say(`Could not start gatsby build: ${error.message}\n`);
      resolve({ code: 1, output });
    });
    gatsby.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function main() {
  const first = await gatsbyBuild({});
  if (first.code === 0 || !CACHE_RESTORED.test(first.output) || DATA_REFUSED.test(first.output)) return first.code;
  say(
    "\nThe build failed after restoring Netlify's build cache. Building once more without the cache (.cache/ and public/ emptied), " +
      "in case the cache was at fault; this takes as long as a first build.\n\n",
  );
  for (const directory of [".cache", "public"]) fs.rmSync(directory, { recursive: true, force: true });
  const second = await gatsbyBuild({ [SKIP_CACHE_RESTORE]: "1" });
  say(
    second.code === 0
      ? "\nBuilt without Netlify's build cache after the build with it failed: the cache was at fault, and this build's cache replaces it.\n"
      : "\nThe build failed again without Netlify's build cache: the cause is in the site, not the cache. The first failure is above.\n",
  );
  return second.code;
}

main().then((code) => {
  log.end(() => {
    process.exitCode = code;
  });
});
