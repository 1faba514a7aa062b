import { findJsonSyntaxProblem } from "../../src/data/jsonSyntax";

/** Where the site says a broken data file goes wrong: the same in every browser and Node release. */
describe("findJsonSyntaxProblem", () => {
  it.each([
    ['{ "a": 1, "b": [true, false, null, -1.5e3, "x\\n\\u00e9"] }'],
    ["[]"],
    ["  \"text\"  "],
    ["{}"],
  ])("finds nothing wrong in valid JSON: %s", (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(findJsonSyntaxProblem(text)).toBeUndefined();
  });

  it.each([
    ['{ "a": 1,, "b": 2 }', 9, 'found ","'],
    ['{ "a": 1, }', 10, 'found "}"'],
    ['{ "a": 1 "b": 2 }', 9, "found a quotation mark"],
    ['{ "a": [1, 2 }', 13, 'found "}"'],
    ['{ "a": "unclosed }', 18, "the file ends"],
    ['{ "a": "two\nlines" }', 11, "found a line break"],
    ["{ 'a': 1 }", 2, "found \"'\""],
    ['{ "a": tru }', 7, 'found "t"'],
    ['{ "a": "\\x" }', 8, 'found "\\"'],
    ['{ "a": 01 }', 8, 'found "1"'],
    ["", 0, "the file ends"],
    ['{ "a": 1 } x', 11, 'found "x"'],
  ])("finds where %j stops being JSON", (text, offset, found) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxProblem(text)).toEqual({ offset, found });
  });
});
