import { enquiryEmailBody, mailtoUrl } from "../../../src/lib/forms/mailto";

describe("emailed enquiries", () => {
  it("lays out short answers as lines, long answers as blocks, with CRLF line ends", () => {
    const body = enquiryEmailBody(
      "Quote request",
      [
        { label: "Full name", value: "Jane Smith" },
        { label: "What do you need?", value: "Seat Belt Repairs" },
        { label: "Your requirements", value: "Two belts\nfor a 1972 coach", block: true },
        { label: "I agree to be contacted", value: "Yes" },
      ],
      "Sent from the form at https://www.beltwright.example/contact/",
    );
    expect(body.split("\r\n")).toEqual([
      "Quote request",
      "",
      "Full name: Jane Smith",
      "What do you need: Seat Belt Repairs",
      "I agree to be contacted: Yes",
      "",
      "Your requirements:",
      "Two belts",
      "for a 1972 coach",
      "",
      "--",
      "Sent from the form at https://www.beltwright.example/contact/",
    ]);
  });

  it("encodes the subject and body so that nothing breaks the address", () => {
    const url = mailtoUrl("enquiries@beltwright.example", "Quote & more?", "a=b&c\r\nd #1");
    expect(url).toBe("mailto:enquiries@beltwright.example?subject=Quote%20%26%20more%3F&body=a%3Db%26c%0D%0Ad%20%231");
    const parsed = new URL(url);
    expect(parsed.searchParams.get("subject")).toBe("Quote & more?");
    expect(parsed.searchParams.get("body")).toBe("a=b&c\r\nd #1");
    expect(mailtoUrl("enquiries@beltwright.example", "Quote request")).toBe("mailto:enquiries@beltwright.example?subject=Quote%20request");
  });
});
