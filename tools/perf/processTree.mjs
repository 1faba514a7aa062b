/*
 * Peak resident memory of a process and all its descendants (Gatsby's workers, sharp), read from /proc; and a
 * build run with its time, peak memory and output measured (tools/perf/bench-builds.mjs, netlify-pair.mjs).
 */
import { spawn } from "child_process";
import fs from "fs";
import { stripVTControlCharacters } from "util";

function treeRssKb(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples every 250 ms until stop(), which returns the peak in MB. */
export function peakTreeRss(rootPid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(rootPid));
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(peak / 1024);
    },
  };
}

/**
 * Runs `command` with its output collected; resolves, whatever its exit code, to the code, the wall time in
 * seconds, the peak memory of its process tree in MB and its output without terminal codes, also written to `logFile`.
 */
export function measuredRun(command, args, { cwd, env, logFile }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const peak = peakTreeRss(child.pid);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      const peakMb = peak.stop();
      const log = stripVTControlCharacters(output);
      fs.writeFileSync(logFile, log);
      resolve({ code, seconds, peakMb, log });
    });
  });
}
