import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";

// jsdom lacks these; react-dom/server (rendering to markup in some tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A console error (React's act() warnings among them) fails the test that caused it.
const failOn =
  (kind: string) =>
  (...args: unknown[]): void => {
    throw new Error(`console.${kind} during test: ${args.map(String).join(" ")}`);
  };

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(failOn("error"));
});
