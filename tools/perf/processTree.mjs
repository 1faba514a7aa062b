/* Peak resident memory of a process and all its descendants (Gatsby's workers, sharp), read from /proc. */
import fs from "fs";

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
