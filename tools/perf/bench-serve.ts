/*
 * Load test of nginx serving the built home page (`npm run bench -- --serve`, after `npm run build`):
 * deploy/nginx.conf as committed (the build's .gz/.br copies) against the same configuration
 * compressing every response on the fly, as the site was served before the copies existed. Both
 * run side by side on 127.0.0.1, and rounds alternate between them so that load from anything
 * else on the machine falls on both. Fixed duration and connection count; wrk (Debian: apt-get
 * install wrk) makes the requests. Writes bench/results/serve.json and serve.md.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import path from "path";
import { nginxServer } from "../serve/nginxServer";

const rootDir = path.resolve(__dirname, "..", "..");
const outDir = path.join(rootDir, "bench", "results");
const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const settings = {
  connections: env("BENCH_SERVE_CONNECTIONS", 50),
  seconds: env("BENCH_SERVE_SECONDS", 10),
  rounds: env("BENCH_SERVE_ROUNDS", 5),
  /** Budget: the copies must serve at least this many times the requests per second of on-the-fly gzip. */
  speedup: 3,
};
const urlPath = "/";
const servers = [
  { name: "build's copies (deploy/nginx.conf)", key: "precompressed", precompressed: true, port: env("BENCH_SERVE_PORT", 9310) },
  { name: "on-the-fly compression (before)", key: "onTheFly", precompressed: false, port: env("BENCH_SERVE_PORT", 9310) + 1 },
] as const;
const encodings = ["gzip", "br"] as const;

interface Sample {
  requestsPerSecond: number;
  p99Ms: number;
  /** Requests with no answer within wrk's 10 s limit. */
  timeouts: number;
}

function get(port: number, encoding: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

async function waitUntilUp(port: number): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await get(port, "identity")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not start on port ${port}`);
}

const milliseconds = (value: string, unit: string): number => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit];

/** One wrk run: requests per second and the 99th percentile latency. */
function wrk(port: number, encoding: string, seconds: number): Sample {
  const run = spawnSync(
    "wrk",
    ["-t1", `-c${settings.connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", "-H", `Accept-Encoding: ${encoding}`, `http://127.0.0.1:${port}${urlPath}`],
    { encoding: "utf8" },
  );
  if (run.error || run.status !== 0) throw new Error(`wrk failed: ${run.error?.message ?? run.stderr}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(run.stdout)?.slice(1).map(Number) ?? [0, 0, 0, 0];
  if (/Non-2xx/.test(run.stdout) || socketErrors.slice(0, 3).some((count) => count > 0)) throw new Error(`wrk saw failed requests:\n${run.stdout}`);
  const timeouts = socketErrors[3];
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(run.stdout);
  if (!rps || !p99) throw new Error(`Cannot read wrk's output:\n${run.stdout}`);
  return { requestsPerSecond: Number(rps[1]), p99Ms: milliseconds(p99[1], p99[2]), timeouts };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchServe(): Promise<void> {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is not installed (Debian: apt-get install wrk).");
  const indexFile = path.join(rootDir, "public", "index.html");
  if (!fs.existsSync(`${indexFile}.gz`)) throw new Error("public/index.html.gz is missing: run `npm run build` first.");

  const children: ChildProcess[] = [];
  const stop = (): void => {
    for (const child of children) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  try {
    for (const server of servers) {
      const nginx = nginxServer({ rootDir, port: server.port, precompressed: server.precompressed });
      children.push(spawn(nginx.binary, nginx.args, { stdio: "ignore" }));
      await waitUntilUp(server.port);
    }
    // Each server answers as it should before it is measured: the copy itself, or a body compressed for this request.
    for (const encoding of encodings) {
      const copy = fs.readFileSync(`${indexFile}.${encoding === "gzip" ? "gz" : "br"}`);
      const [fromCopies, onTheFly] = await Promise.all(servers.map((server) => get(server.port, encoding)));
      if (fromCopies.encoding !== encoding || !fromCopies.body.equals(copy)) throw new Error(`nginx with deploy/nginx.conf did not send the build's ${encoding} copy (is the brotli static module installed?).`);
      if (onTheFly.encoding !== encoding || onTheFly.body.equals(copy)) throw new Error(`The baseline did not compress ${encoding} on the fly.`);
    }

    const samples: Record<string, Record<string, Sample[]>> = {};
    for (const encoding of encodings) {
      for (const server of servers) {
        (samples[server.key] ??= {})[encoding] = [];
        wrk(server.port, encoding, 2); // warm-up, not recorded
      }
      for (let round = 0; round < settings.rounds; round += 1) {
        // ABBA order, so neither side always runs first.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const sample = wrk(server.port, encoding, settings.seconds);
          samples[server.key][encoding].push(sample);
          process.stdout.write(`${encoding} ${server.name}: ${sample.requestsPerSecond.toFixed(0)} req/s, p99 ${sample.p99Ms.toFixed(1)} ms${sample.timeouts ? `, ${sample.timeouts} timed out` : ""}\n`);
        }
      }
    }

    const summary = encodings.map((encoding) => {
      const rows = servers.map((server) => {
        const runs = samples[server.key][encoding];
        const rps = runs.map((s) => s.requestsPerSecond);
        const p99 = runs.map((s) => s.p99Ms);
        const timeouts = runs.reduce((sum, s) => sum + s.timeouts, 0);
        return { server: server.name, key: server.key, medianRps: median(rps), minRps: Math.min(...rps), maxRps: Math.max(...rps), medianP99Ms: median(p99), minP99Ms: Math.min(...p99), maxP99Ms: Math.max(...p99), timeouts };
      });
      const [copies, before] = rows;
      return { encoding, rows, speedup: copies.medianRps / before.medianRps, pass: copies.medianRps >= settings.speedup * before.medianRps };
    });

    const date = new Date().toISOString();
    const lines = [
      `# Serving ${urlPath} with nginx, ${date.slice(0, 10)}`,
      "",
      `wrk, 1 thread, ${settings.connections} connections, ${settings.seconds} s per run, ${settings.rounds} runs per side alternating, 127.0.0.1, nginx with 1 worker (as \`npm run serve:nginx\`). Medians, with the range over the runs. Budget: the build's copies serve at least ${settings.speedup}x the requests per second of on-the-fly compression (gzip).`,
      "",
      "| Accept-Encoding | served from | req/s (median) | req/s (range) | p99 ms (median) | p99 ms (range) | timed out (> 10 s) |",
      "|---|---|---|---|---|---|---|",
      ...summary.flatMap(({ encoding, rows }) =>
        rows.map(
          (r) =>
            `| ${encoding} | ${r.server} | ${r.medianRps.toFixed(0)} | ${r.minRps.toFixed(0)}–${r.maxRps.toFixed(0)} | ${r.medianP99Ms.toFixed(1)} | ${r.minP99Ms.toFixed(1)}–${r.maxP99Ms.toFixed(1)} | ${r.timeouts} |`,
        ),
      ),
      "",
      ...summary.map(({ encoding, speedup, pass }) => `${encoding}: ${speedup.toFixed(1)}x the requests per second ${pass ? "✓" : "✗"}${encoding === "gzip" ? ` (budget ≥ ${settings.speedup}x)` : ""}`),
    ];
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "serve.json"), JSON.stringify({ date, settings, urlPath, summary, samples }, null, 2));
    fs.writeFileSync(path.join(outDir, "serve.md"), `${lines.join("\n")}\n`);
    process.stdout.write(`\n${lines.join("\n")}\n`);
    if (!summary.find((s) => s.encoding === "gzip")?.pass) process.exitCode = 1;
  } finally {
    stop();
  }
}
