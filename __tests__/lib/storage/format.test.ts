import { formatFileSize } from "../../../src/lib/storage/format";

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [1023, "1023 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [12903, "12.6 KB"],
    [13742, "13.42 KB"],
    [1024 * 1024, "1 MB"],
    [5.255 * 1024 * 1024, "5.25 MB"],
    [3 * 1024 ** 3, "3 GB"],
    [2048 * 1024 ** 3, "2048 GB"],
  ])("shows %d bytes as %s (base 1024, at most two decimals)", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("shows a missing or nonsensical size as 0 Bytes", () => {
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
  });
});
