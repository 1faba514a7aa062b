import { isEmail, isUkPhone, isWebAddress, isWholeNumber, normaliseUkPhone } from "../../../src/lib/forms/validation";

describe("form value checks", () => {
  it("accepts UK phone numbers written with spaces, +44, 0044, (0) and brackets", () => {
    expect(normaliseUkPhone("01632 960123")).toBe("01632960123");
    expect(normaliseUkPhone("+44 1632 960123")).toBe("01632960123");
    expect(normaliseUkPhone("+441632960123")).toBe("01632960123");
    expect(normaliseUkPhone("0044 1632 960 123")).toBe("01632960123");
    expect(normaliseUkPhone("+44 (0)1632 960123")).toBe("01632960123");
    expect(normaliseUkPhone("(01632) 960-123")).toBe("01632960123");
    expect(normaliseUkPhone("07700 900123")).toBe("07700900123");
    expect(normaliseUkPhone("020 7946 0000")).toBe("02079460000");
    expect(normaliseUkPhone("0800 123 456")).toBe("0800123456");
    expect(normaliseUkPhone("+44 01632 960123")).toBe("01632960123");
  });

  it("rejects numbers that are not UK numbers or have the wrong length", () => {
    for (const value of ["", "1632 960123", "01632 9601", "01632 9601234", "+1 202 555 0100", "+33 1 23 45 67 89", "00632 960123", "01632 96O123", "phone me"]) {
      expect({ value, ok: isUkPhone(value) }).toEqual({ value, ok: false });
    }
  });

  it("checks email addresses", () => {
    expect(isEmail("jane.smith@example.co.uk")).toBe(true);
    expect(isEmail(" jane+quotes@example.com ")).toBe(true);
    for (const value of ["jane", "jane@", "jane@example", "jane@@example.com", "jane smith@example.com", "@example.com", "jane@example..com"]) {
      expect({ value, ok: isEmail(value) }).toEqual({ value, ok: false });
    }
  });

  it("accepts web and marketplace addresses with or without https://", () => {
    for (const value of ["www.example.co.uk", "example.com", "https://example.co.uk/shop", "http://shop.example.com/path?x=1", "https://www.ebay.co.uk/str/example-shop"]) {
      expect({ value, ok: isWebAddress(value) }).toEqual({ value, ok: true });
    }
    for (const value of ["", "example", "my shop.com", "ftp://example.com", "javascript:alert(1)", "https://", "https://localhost", "www.example.c"]) {
      expect({ value, ok: isWebAddress(value) }).toEqual({ value, ok: false });
    }
  });

  it("accepts whole numbers within bounds, with thousands separators", () => {
    expect(isWholeNumber("12", 1, 100000)).toBe(true);
    expect(isWholeNumber("1,000", 1, 100000)).toBe(true);
    expect(isWholeNumber("0", 1, 100000)).toBe(false);
    expect(isWholeNumber("100001", 1, 100000)).toBe(false);
    expect(isWholeNumber("2.5", 1, 100000)).toBe(false);
    expect(isWholeNumber("ten", 1, 100000)).toBe(false);
  });
});
