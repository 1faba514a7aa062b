import "@testing-library/jest-dom";

// A console error (React's act() warnings among them) fails the test that caused it.
const failOn =
  (kind: string) =>
  (...args: unknown[]): void => {
    throw new Error(`console.${kind} during test: ${args.map(String).join(" ")}`);
  };

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(failOn("error"));
});
