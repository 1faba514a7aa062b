/** Checks for the values visitors type into the enquiry forms. Each returns true when the value is acceptable. */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * A UK number in the ways people write them: spaces, hyphens, brackets
 * round the area code, +44 or 0044, and "+44 (0)". Returns the national
 * form (01632960123) or null.
 */
export function normaliseUkPhone(value: string): string | null {
  let digits = value.trim().replace(/[\s-]/g, "").replace(/^(\+44|0044)\(0\)/, "$1");
  digits = digits.replace(/[()]/g, "");
  const international = /^(\+44|0044)/.exec(digits);
  // "+44 01632 …" is a common way of writing it; that 0 is dropped when dialling from abroad.
  if (international) digits = `0${digits.slice(international[0].length).replace(/^0/, "")}`;
  return /^0[1-9]\d{8,9}$/.test(digits) ? digits : null;
}

export function isUkPhone(value: string): boolean {
  return normaliseUkPhone(value) !== null;
}

const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i;

/** A web address, with or without https:// (people often type "www.example.co.uk"). */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "" || /\s/.test(trimmed)) return false;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "https:" || url.protocol === "http:") && HOSTNAME.test(url.hostname);
  } catch {
    return false;
  }
}

/** A whole number within bounds; thousands separators are allowed ("1,000"). */
export function isWholeNumber(value: string, min: number, max: number): boolean {
  const plain = value.trim().replace(/,/g, "");
  if (!/^\d+$/.test(plain)) return false;
  const n = Number(plain);
  return n >= min && n <= max;
}
