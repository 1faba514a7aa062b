import fs from "fs";
import path from "path";
import { MEASURE, RESULT } from "../../tools/test/suiteResult";

/**
 * Figures live in bench/results/ (written by `npm run bench`); a document that quotes one links it, the link's text
 * the figure and its target the result's file and row, e.g.
 *   [416.8 KB](../bench/results/cms.md#javascript-before-the-login-screen-works-kb-gzip)
 * (GitHub's slug of the row's measure; a link title names another column than the last, the latest run's). Each
 * such figure must be the result it names, as the result is rounded in the text: a new bench run that moves it, or a
 * document that says another figure, fails here.
 */

const root = path.join(__dirname, "..", "..");
const documents = ["README.md", ...fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];

/** GitHub's anchor for a heading or a measure: lower case, punctuation dropped, each space a hyphen. */
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

interface Quote {
  document: string;
  text: string;
  file: string;
  row: string;
  column?: string;
}

/** Every link from a document to a row of a result in bench/results/. */
function quotes(): Quote[] {
  return documents.flatMap((document) => {
    const markdown = fs.readFileSync(path.join(root, document), "utf8").replace(/\s*\n\s*/g, " ");
    // A link to a result's row quotes a figure; a link to the result itself only points to it.
    return [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s#]*bench\/results\/[^)\s#]+\.md)#([^)\s]+)(?: "([^"]*)")?\)/g)].map(([, text, target, row, column]) => ({
      document,
      text,
      file: path.relative(root, path.resolve(path.dirname(path.join(root, document)), target)),
      row,
      column,
    }));
  });
}

/** A result's table rows by the slug of their first cell, each cell by its column's heading. */
function rowsOf(file: string): Map<string, Map<string, string>> {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
  const rows = new Map<string, Map<string, string>>();
  let headings: string[] = [];
  for (const line of lines) {
    if (!line.startsWith("|")) {
      headings = [];
      continue;
    }
    const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
    if (cells.every((cell) => /^-*$/.test(cell))) continue;
    if (headings.length === 0) headings = cells;
    else rows.set(slugOf(cells[0]), new Map(cells.map((cell, index) => [headings[index], cell])));
  }
  return rows;
}

const numberIn = (text: string): { value: number; decimals: number } | undefined => {
  const match = /(\d[\d,]*)(?:\.(\d+))?/.exec(text);
  return match ? { value: Number(`${match[1].replace(/,/g, "")}.${match[2] ?? "0"}`), decimals: match[2]?.length ?? 0 } : undefined;
};

/** What the quoted text should say of a result's cell: the result in the text's unit, rounded as the text is. */
function expected(quote: Quote, measure: string, cell: string): number | undefined {
  const result = numberIn(cell);
  const said = numberIn(quote.text);
  if (!result || !said) return undefined;
  // A measure in ms may be quoted in seconds.
  const scale = /, ms$/.test(measure) && /\d\s*s\b/.test(quote.text) ? 1 / 1000 : 1;
  return Number((result.value * scale).toFixed(said.decimals));
}

describe("figures quoted from bench/results/", () => {
  const found = quotes();

  it("are quoted somewhere (the CMS's weight and speed at least)", () => {
    expect(found.map((quote) => quote.file)).toEqual(expect.arrayContaining(["bench/results/cms.md"]));
  });

  // The time as measured, over its budget or not: a check that failed over the budget left the README quoting an
  // old time within it (813 s, while fresh clones took 1,661). npm test's table says which step ran over.
  it("the README quotes the suite's latest time in a fresh clone, beside its budget", () => {
    const row = rowsOf(RESULT).get(slugOf(MEASURE));
    const [latest, budget] = [Number(row?.get("latest")), Number(row?.get("budget"))];
    expect(found.filter((quote) => quote.document === "README.md" && quote.file === RESULT).map((quote) => [quote.row, numberIn(quote.text)?.value])).toEqual([[slugOf(MEASURE), latest]]);
    expect(latest).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain(`(budget ${budget} s)`);
  });

  it.each(found.map((quote) => [`${quote.document}: ${quote.text} (${quote.file}#${quote.row})`, quote]))("%s is the result it names", (_name, quote) => {
    expect(fs.existsSync(path.join(root, quote.file))).toBe(true);
    const row = rowsOf(quote.file).get(quote.row);
    expect(row).toBeDefined();
    const headings = [...(row?.keys() ?? [])];
    const column = quote.column ?? headings[headings.length - 1];
    const cell = row?.get(column) ?? "";
    expect(cell).not.toBe("");
    expect(numberIn(quote.text)?.value).toBe(expected(quote, headings.length ? (row?.get(headings[0]) ?? "") : "", cell));
  });
});
