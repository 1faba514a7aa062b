import { execFileSync } from "child_process";
import path from "path";
import { readBuildSettings } from "../src/node/settings";
import { backendPort, forward, startDecapServer, type DecapServer } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * Drafts, review and publishing (Decap's editorial workflow, cms.config.json
 * "editorialWorkflow"): a change is saved as a draft, put in review, marked
 * ready and published, and only then reaches the file on the branch. Decap's
 * local backend offers the workflow in its git mode, where a draft is a branch
 * of a repository: here a temporary one holding a copy of the data.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
// The CMS was built to find its local backend on this port; this test's git-mode server listens on one of its own
// (e2e/decapServer.ts, backendPort), and the page's requests are sent to it.
const builtPort = settings?.localBackendPort ?? 8081;
const gitPort = backendPort(builtPort, "cms-workflow");

let repo = "";
let server: DecapServer | undefined;
const git = (...args: string[]): string => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const onBranch = (file: string): Record<string, unknown> => JSON.parse(git("show", `main:data/${file}`)) as Record<string, unknown>;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(!settings?.editorialWorkflow, "cms.config.json has the editorial workflow off");
  server = await startDecapServer(root, { port: gitPort, mode: "git", portNote: "cms-workflow.spec's own (backendPort in e2e/decapServer.ts)" });
  repo = server.repo;
});

test.afterAll(() => server?.stop());

test("a change goes from draft to review to ready, and reaches the file only when it is published", async ({ page, allowedConsoleErrors }) => {
  test.setTimeout(120_000);
  // Opening an entry, Decap first asks for its draft; the local backend answers 404 when there is none, which the browser logs.
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
  // Through the shared forwarding (e2e/decapServer.ts): one request at a time to the git-mode server, and a request
  // still on its way when the test ends (the media listing's, say) is no failure. This test's own copy of it did not
  // know "Test ended", and failed a fresh clone's run on a listing still queued after the publish was checked.
  await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, gitPort));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();

  const before = onBranch("sectors/aviation.json");
  const text = "Lap belts and harnesses for aircraft seats, proposed by staff and checked by an editor.";
  await page.goto("/admin/#/collections/sectors/entries/aviation");
  await page.getByLabel("Card description", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  // A draft is a branch of its own: the branch the site is built from is unchanged.
  expect(onBranch("sectors/aviation.json")).toEqual(before);

  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await expect(page.getByRole("button", { name: "Status: In review" })).toBeVisible({ timeout: 30_000 });

  // The editor sees the proposal on the workflow board, in review.
  await page.goto("/admin/#/workflow");
  const inReview = page.locator("div").filter({ has: page.getByRole("heading", { name: "In Review" }) }).last();
  await expect(inReview.getByText("Aviation")).toBeVisible({ timeout: 30_000 });
  await inReview.getByText("Aviation").click();

  await page.getByRole("button", { name: "Status: In review" }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
  expect(onBranch("sectors/aviation.json")).toEqual(before);

  // Decap asks the editor to confirm.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => onBranch("sectors/aviation.json").cardDescription, { timeout: 30_000 }).toBe(text);
  expect(onBranch("sectors/aviation.json")).toEqual({ ...before, cardDescription: text });
});
