/** @jest-environment node */
import fs from "fs";
import path from "path";
import { formatProblem } from "../../src/data/problems";
import { vagueLinkText, validateValue } from "../../src/data/validate";

/**
 * A link's words say where it goes (WCAG 2.4.4; ATAG B.2.1): "Click here" and "Read more" are refused with a
 * message that says why and what to write, by the build's check and by the CMS's save, which runs the same check.
 */

const navigation = (): { main: { label: string; to: string }[] } => JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/navigation.json"), "utf8")) as { main: { label: string; to: string }[] };

it("knows vague link words, whatever their case and closing stop, and lets words that say where they go pass", () => {
  for (const text of ["Click here", "click here.", "READ MORE", "Read more…", "Read more →", "here", "More"]) expect([text, vagueLinkText(text)]).toEqual([text, true]);
  for (const text of ["Request a quote", "Read more about aviation seat belts", "Contact Us", "Learn more"]) expect([text, vagueLinkText(text)]).toEqual([text, false]);
});

it("refuses a menu link that says only \"Click here\", naming the field and saying what to write", () => {
  const data = navigation();
  expect(validateValue("navigation.json", data)).toEqual([]);
  data.main[1].label = "Click here";
  const messages = validateValue("navigation.json", data).map(formatProblem);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(/main\[1\]\.label/);
  expect(messages[0]).toMatch(/says "Click here", which does not tell someone who hears only the links where this one goes: write where it leads or what it does/);
});
