import fs from "fs";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rules, as axe-core tags them. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's `axe.run` in the page itself, its violations as "rule: element, element" lines (empty when it passes).
 *
 * axe goes into every frame of the page (as @axe-core/playwright's legacy mode puts it, so a frame of ours or an
 * embed is still read, through axe's own messaging between frames), and only the violations come back. Run this
 * way it took a median 1.9 s a page against 2.8 s through @axe-core/playwright's legacy mode, and its default mode
 * opens a second page besides (13 runs on four routes, alternated, a shared 2-core machine; issue 60). The rules
 * and their results are axe-core's own, the same version.
 */
export async function axeViolations(page: Page, { include, tags, pingWaitMs = 30_000 }: { include?: string; tags?: string[]; pingWaitMs?: number } = {}): Promise<string[]> {
  for (const frame of page.frames()) {
    // Only a frame that has gone since (a detached embed) is passed over: any other that axe cannot enter fails
    // the check, rather than being read as a frame with nothing wrong.
    await frame.evaluate(`${axeSource};axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] });`).catch((error: unknown) => {
      if (!frame.isDetached()) throw new Error(`axe could not enter the frame ${frame.url()}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return page.evaluate(
    async ({ include, tags, pingWaitMs }) => {
      type Rule = { id: string; nodes: { target: unknown[]; any: { data?: unknown }[] }[] };
      type Result = { violations: Rule[]; incomplete: Rule[] };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
      const context = include ? { include: [include] } : document;
      // A frame that does not answer axe's call within its wait (half a second by default, which a busy machine's
      // frame can miss) is left out, noted only as "frame-tested" among the incomplete results: it is given 30 s,
      // and one that still has not answered (a frame attached after axe went in, say) fails the check below.
      // frame-tested is axe's own record of a frame that did not answer; tagged best-practice, it is left out when
      // only WCAG's tags run, unless named. Its incomplete results come back whole (every such frame named).
      const options = {
        resultTypes: ["violations", "incomplete"],
        pingWaitTime: pingWaitMs,
        rules: { "frame-tested": { enabled: true } },
        ...(tags ? { runOnly: { type: "tag", values: tags } } : {}),
      };
      const { violations, incomplete } = await axe.run(context, options);
      const unchecked = incomplete.filter((rule) => rule.id === "frame-tested").flatMap((rule) => rule.nodes.map((node) => node.target.join(" ")));
      // A contrast failure names its colours, so that the message says what to change.
      const colours = (data: unknown): string => {
        const { fgColor, bgColor, contrastRatio } = (data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number };
        return fgColor ? ` (${fgColor} on ${bgColor}, ${contrastRatio}:1)` : "";
      };
      return [
        ...violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")}${colours(n.any[0]?.data)}`).join(", ")}`),
        ...(unchecked.length > 0 ? [`frame-tested: ${unchecked.join(", ")} (a frame axe could not go into, so nothing in it was checked)`] : []),
      ];
    },
    { include, tags, pingWaitMs },
  );
}
