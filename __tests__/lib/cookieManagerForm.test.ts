import fs from "fs";
import path from "path";
import { pickConfig, type CookieConfig } from "../../src/lib/consent";
import { nextConfig, parseAskAgainDays, submitManagerForm, toDataFile, toFormValues } from "../../src/lib/cookieManagerForm";
import { formatProblem } from "../../src/data/validate";
import { validateDataDir } from "../../src/node/dataFiles";
import { readData } from "../helpers/siteData";
import { tempDir } from "../helpers/tempDir";

const dataFile = readData<CookieConfig & Record<string, unknown>>("cookie-settings.json");
const current = pickConfig(dataFile);

describe("Ask again after (days)", () => {
  it.each(["1", "30", "730", " 45 "])("accepts %j", (input) => {
    expect(parseAskAgainDays(input)).toBe(Number(input));
  });

  it.each(["", "0", "731", "1.5", "-3", "1e2", "ten", "30 days"])("rejects %j", (input) => {
    expect(parseAskAgainDays(input)).toBeNull();
  });
});

describe("submitManagerForm", () => {
  const values = toFormValues(current);

  it("saves nothing and names the field when the days are out of range", () => {
    expect(submitManagerForm({ ...values, askAgainDays: "0" }, current)).toEqual({ errors: { askAgainDays: "days" } });
    expect(submitManagerForm({ ...values, askAgainDays: "731" }, current)).toEqual({ errors: { askAgainDays: "days" } });
  });

  it("saves nothing when a text is empty, and reports every problem at once", () => {
    expect(submitManagerForm({ ...values, bannerText: " ", marketingText: "", askAgainDays: "" }, current)).toEqual({
      errors: { bannerText: "required", marketingText: "required", askAgainDays: "days" },
    });
  });

  it("keeps the revision when only the switch or the days change", () => {
    expect(submitManagerForm({ ...values, showBanner: false, askAgainDays: "180" }, current)).toEqual({
      config: { ...current, showBanner: false, askAgainDays: 180 },
    });
  });

  it("moves the revision on when any text changes, so visitors are asked again", () => {
    const result = submitManagerForm({ ...values, analyticsText: "  Counts visits anonymously. " }, current);
    expect(result).toEqual({ config: { ...current, analyticsText: "Counts visits anonymously.", revision: current.revision + 1 } });
  });

  it("nextConfig compares every text", () => {
    for (const field of ["bannerText", "necessaryText", "analyticsText", "marketingText"] as const) {
      expect(nextConfig(current, { ...current, [field]: "changed" }).revision).toBe(current.revision + 1);
    }
  });
});

describe("Export", () => {
  it("writes the data file unchanged when nothing was edited", () => {
    expect(JSON.stringify(toDataFile(dataFile, current))).toBe(JSON.stringify(dataFile));
  });

  it("writes a file that passes the build's data check, with the edits in place", () => {
    const edited = { ...current, bannerText: "We use cookies for analytics only.", askAgainDays: 180, revision: 2 };
    const exported = toDataFile(dataFile, edited);
    expect(Object.keys(exported)).toEqual(Object.keys(dataFile));
    expect(exported).toMatchObject(edited);
    const dir = tempDir("data-");
    fs.cpSync(path.join(__dirname, "..", "..", "data"), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "cookie-settings.json"), JSON.stringify(exported, null, 2));
    expect(validateDataDir(dir).map(formatProblem)).toEqual([]);
  });
});
