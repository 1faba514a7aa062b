/**
 * Where a JSON text stops being JSON, and what was found there, found by reading it here rather than from the
 * engine's error message: V8, SpiderMonkey and JavaScriptCore word JSON.parse's errors differently (only V8 gives
 * a "position"), and each release may reword them. Used only once JSON.parse has refused the text.
 */
export interface JsonSyntaxProblem {
  /** The character offset where the text goes wrong. */
  offset: number;
  /** What was found there, in the site's words: 'found ","', 'the file ends'. */
  found: string;
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const ESCAPE = /^\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/;

class Stop {
  constructor(readonly offset: number) {}
}

/** The first place `text` is not JSON, or undefined if it is. */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  let at = 0;
  const space = (): void => {
    while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  };
  const expect = (char: string): void => {
    if (text[at] !== char) throw new Stop(at);
    at += 1;
  };
  const string = (): void => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      if (text[at] === "\\") {
        const escape = ESCAPE.exec(text.slice(at, at + 6));
        if (!escape) throw new Stop(at);
        at += escape[0].length;
      } else if (text.charCodeAt(at) < 0x20) {
        throw new Stop(at);
      } else {
        at += 1;
      }
    }
    expect('"');
  };
  /** An object's members or an array's values, after its opening bracket: none, or items between commas, then `close`. */
  const items = (close: string, item: () => void): void => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[at] === ",") at += 1;
      else return expect(close);
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === "{") {
      return items("}", () => {
        space();
        string();
        space();
        expect(":");
        value();
      });
    }
    if (char === "[") return items("]", value);
    if (char === '"') return string();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    const number = NUMBER.exec(text.slice(at, at + 400));
    if (!number) throw new Stop(at);
    at += number[0].length;
  };
  try {
    value();
    space();
    if (at < text.length) throw new Stop(at);
    return undefined;
  } catch (stop) {
    if (!(stop instanceof Stop)) throw stop;
    const char = text[stop.offset];
    const found =
      char === undefined ? "the file ends" : char === "\n" || char === "\r" ? "found a line break" : char === '"' ? "found a quotation mark" : `found "${char}"`;
    return { offset: stop.offset, found };
  }
}
