/** @jest-environment node */
/*
 * The Supabase `enquiries` table on a real PostgreSQL (PGlite), with supabase/migrations
 * applied unchanged: what the website's anon key may do there, and that the table
 * refuses exactly what the forms refuse. Every row is built by the form's own
 * enquiryRow and inserted with the statement PostgREST runs for supabase-js's insert,
 * and the boundary cases come from formFields, so neither side can change alone.
 */
import type { Values } from "../../src/lib/forms/draft";
import { CHECKED, fieldError, formFields, type Choice, type FieldSpec, type FieldText, type FormKind } from "../../src/lib/forms/fields";
import { enquiryRow, type EnquiryRow } from "../../src/lib/forms/supabaseInsert";
import { choices, formsContent } from "../helpers/forms";
import { DatabaseError, startPostgres, type Postgres, type Role } from "./helpers/postgres";
import { enquiryColumnTypes, insertAs } from "./helpers/postgrest";

const kinds = Object.keys(formFields) as FormKind[];
const PAGE = "/contact/";

/** Answers that pass each form; each case below changes one of them. */
const validValues: Record<FormKind, Values> = {
  quote: {
    name: "Jane Smith",
    email: "jane@example.co.uk",
    phone: "01632 960123",
    sector: choices.sectors[0].value,
    service: choices.services[0].value,
    message: "Six lap belts for a 1968 Land Rover, please.",
    consent: CHECKED,
  },
  reseller: {
    name: "Sam Patel",
    company: "Patel Motors",
    email: "sam@example.co.uk",
    phone: "+44 1632 960456",
    website: "www.patel-motors.example",
    businessType: choices.businessTypes[0].value,
    preference: choices.preferences[0].value,
  },
};

const textOf = (kind: FormKind, spec: FieldSpec): FieldText => (formsContent[kind].fields as Record<string, FieldText>)[spec.name];
const choicesFor = (spec: FieldSpec): readonly Choice[] => (spec.options ? choices[spec.options] : []);
const specOf = (kind: FormKind, name: string): FieldSpec => {
  const spec = formFields[kind].find((field) => field.name === name);
  if (!spec) throw new Error(`formFields.${kind} has no field ${name}`);
  return spec;
};

type Verdict = "accepted" | "refused";

const formVerdict = (kind: FormKind, spec: FieldSpec, value: string): Verdict =>
  fieldError(spec, value, textOf(kind, spec), formsContent.common, choicesFor(spec)) === null ? "accepted" : "refused";

let db: Postgres;
/** Column → type, as PostgREST's schema cache knows them. */
let columnTypes: Map<string, string>;

const insert = (role: Role, row: Record<string, unknown>, returning?: string): Promise<unknown[]> => insertAs(db, columnTypes, role, row, { returning });

/** What the database did with an insert: stored it, or refused it (naming the constraint, or the column left empty). */
async function tableVerdict(row: EnquiryRow): Promise<{ verdict: Verdict; refusedBy?: string }> {
  try {
    await insert("anon", row);
    return { verdict: "accepted" };
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    // 23514: a check constraint; 23502: a required column left empty. Anything else is a fault in the test.
    if (error.code === "23514") return { verdict: "refused", refusedBy: error.constraint };
    if (error.code === "23502") return { verdict: "refused", refusedBy: `${error.column} not null` };
    throw error;
  }
}

/** The form's and the table's verdicts on one answer, and what refused it in the table. */
async function judge(kind: FormKind, spec: FieldSpec, value: string) {
  const row = enquiryRow(kind, formFields[kind], { ...validValues[kind], [spec.name]: value }, PAGE);
  const table = await tableVerdict(row);
  return { form: formVerdict(kind, spec, value), table: table.verdict, refusedBy: table.refusedBy };
}

/** The table may refuse an answer only through a constraint about that answer. */
const refusalOf = (kind: FormKind, spec: FieldSpec) =>
  expect.stringMatching(new RegExp(`^(enquiries_${spec.column}_check|enquiries_${kind}_complete|${spec.column} not null)$`));

interface Case {
  label: string;
  value: string;
  expected: Verdict;
}

/** The boundaries of one field's rule, read from formFields: the same numbers the form uses. */
function boundaryCases(spec: FieldSpec): Case[] {
  const characters = (n: number): string => `${n} character${n === 1 ? "" : "s"}`;
  const cases: Case[] = [{ label: "empty", value: "", expected: spec.required ? "refused" : "accepted" }];
  const add = (label: string, value: string, expected: Verdict) => cases.push({ label, value, expected });
  const { check } = spec;
  switch (check.kind) {
    case "text":
      add(characters(check.max), "a".repeat(check.max), "accepted");
      add(characters(check.max + 1), "a".repeat(check.max + 1), "refused");
      // The form counts JavaScript's UTF-16 units: an emoji is two.
      add(`${check.max} units of emoji`, "😀".repeat(Math.floor(check.max / 2)) + "a".repeat(check.max % 2), "accepted");
      add(`${check.max + 1} units of emoji`, "😀".repeat(Math.floor(check.max / 2)) + "a".repeat((check.max % 2) + 1), "refused");
      if (check.min !== undefined) {
        add(characters(check.min), "a".repeat(check.min), "accepted");
        add(`${check.min} units of emoji`, "😀".repeat(Math.floor(check.min / 2)) + "a".repeat(check.min % 2), "accepted");
        if (check.min > 1) add(characters(check.min - 1), "a".repeat(check.min - 1), "refused");
      }
      break;
    case "email": {
      const domain = "@example.co.uk";
      add(characters(check.max), "a".repeat(check.max - domain.length) + domain, "accepted");
      add(characters(check.max + 1), "a".repeat(check.max + 1 - domain.length) + domain, "refused");
      break;
    }
    case "phone":
      // Spaces inside a number are allowed, so they pad it to the limit.
      add(characters(check.max), `01632${" ".repeat(check.max - 11)}960123`, "accepted");
      add(characters(check.max + 1), `01632${" ".repeat(check.max - 10)}960123`, "refused");
      break;
    case "url": {
      const site = "https://www.example.co.uk/";
      add(characters(check.max), site + "a".repeat(check.max - site.length), "accepted");
      add(characters(check.max + 1), site + "a".repeat(check.max + 1 - site.length), "refused");
      break;
    }
    case "number":
      add(`${check.min}`, String(check.min), "accepted");
      add(`${check.max}`, String(check.max), "accepted");
      add(`${check.min - 1}`, String(check.min - 1), "refused");
      add(`${check.max + 1}`, String(check.max + 1), "refused");
      break;
    case "checkbox":
      add("ticked", CHECKED, "accepted");
      break;
    case "choice":
      // Offered and unoffered choices: see "every choice the forms offer".
      break;
  }
  return cases;
}

beforeAll(async () => {
  db = await startPostgres();
  columnTypes = await enquiryColumnTypes(db);
  // These tests store hundreds of answers in seconds, mostly from one address: far past the
  // flood limits, which __tests__/supabase/flood.test.ts checks. Lifted here, as an owner would.
  await db.query("owner", "update public.enquiry_limits set at_most = 1000000");
  // Starting PGlite compiles and boots PostgreSQL: a few seconds, far more on a busy machine.
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

jest.setTimeout(60_000);

describe("the enquiries table with supabase/migrations applied", () => {
  it("runs on PostgreSQL 15 or later", async () => {
    const [{ server_version_num }] = await db.query<{ server_version_num: string }>("owner", "show server_version_num");
    expect(Number(server_version_num)).toBeGreaterThanOrEqual(150000);
  });

  it("the forms' answers are valid to begin with", () => {
    for (const kind of kinds) {
      const problems = formFields[kind].filter((spec) => formVerdict(kind, spec, validValues[kind][spec.name] ?? "") === "refused");
      expect({ kind, problems: problems.map((spec) => spec.name) }).toEqual({ kind, problems: [] });
    }
  });
});

describe("the website's anon key", () => {
  const sent: EnquiryRow[] = [];

  it("sends a quote request and a reseller application, stored exactly as sent", async () => {
    const quote = enquiryRow(
      "quote",
      formFields.quote,
      {
        ...validValues.quote,
        name: "  Zoë O'Brien-Smith ",
        company: "Belts & Buckles Ltd",
        quantity: "1,200",
        message: 'Line one\nLine two: £250 + VAT, 50% off? "Quoted" 😀\r\n\tEnd',
      },
      PAGE,
    );
    const reseller = enquiryRow("reseller", formFields.reseller, { ...validValues.reseller, message: "Stock and dropship — both, ideally." }, "/resellers/");
    // The database's own clock, read before and after: each row is stamped with the time it was stored.
    const clock = async (): Promise<number> => (await db.query<{ now: Date }>("owner", "select now() as now"))[0].now.getTime();
    const sentFrom = await clock();
    for (const row of [quote, reseller]) {
      expect(await insert("anon", row)).toEqual([{ page_total: 1 }]);
      sent.push(row);
    }
    const sentUntil = await clock();

    const stored = await db.query<{ row: Record<string, unknown>; id: string; created_at: Date; arrival: number }>(
      "owner",
      "select to_jsonb(e) - 'id' - 'created_at' - 'arrival' as row, id, created_at, arrival from public.enquiries e where email in ($1, $2) order by created_at",
      [quote.email, reseller.email],
    );
    const everyColumnEmpty = Object.fromEntries([...columnTypes.keys()].filter((column) => !["id", "created_at", "arrival"].includes(column)).map((column) => [column, null]));
    // What the database records itself: not held (within the site's normal rate), no sender (these requests carry no address).
    const recorded = { held: false };
    expect(stored.map(({ row }) => row)).toEqual([quote, reseller].map((row) => ({ ...everyColumnEmpty, ...recorded, ...row })));
    expect(quote).toMatchObject({ name: "Zoë O'Brien-Smith", quantity: 1200, consent: true });
    // The order they arrived in, for the hourly summary's cursor.
    expect(Number(stored[1].arrival) - Number(stored[0].arrival)).toBe(1);
    for (const { id, created_at } of stored) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(created_at.getTime()).toBeGreaterThanOrEqual(sentFrom);
      expect(created_at.getTime()).toBeLessThanOrEqual(sentUntil);
    }
  });

  it("cannot read, change or remove any enquiry, not even the one it sent", async () => {
    expect(sent).toHaveLength(2);
    const denied = { code: "42501", message: "permission denied for table enquiries" };
    await expect(db.query("anon", "select * from public.enquiries")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "update public.enquiries set name = 'Changed'")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "delete from public.enquiries")).rejects.toMatchObject(denied);
    // supabase-js's insert(...).select() asks for the row back: refused, and nothing is stored.
    await expect(insert("anon", sent[0], "*")).rejects.toMatchObject(denied);
    const [{ count }] = await db.query<{ count: number }>("owner", "select count(*)::int as count from public.enquiries");
    expect(count).toBe(2);
  });

  it("sees and changes nothing even if the table's rights were granted back: row-level security stops it", async () => {
    const count = "select count(*)::int as n from public.enquiries";
    const [owner, , , seen, updated, deleted] = await db.transaction(
      "owner",
      [
        { sql: count },
        { sql: "grant select, update, delete on public.enquiries to anon" },
        { sql: "set local role anon" },
        { sql: count },
        { sql: "with changed as (update public.enquiries set name = 'Changed' returning 1) select count(*)::int as n from changed" },
        { sql: "with removed as (delete from public.enquiries returning 1) select count(*)::int as n from removed" },
      ],
      { rollback: true },
    );
    expect({ owner, seen, updated, deleted }).toEqual({ owner: [{ n: 2 }], seen: [{ n: 0 }], updated: [{ n: 0 }], deleted: [{ n: 0 }] });
    // The grant was rolled back with the test's transaction.
    await expect(db.query("anon", count)).rejects.toMatchObject({ code: "42501" });
  });

  it("cannot choose an enquiry's id or time", async () => {
    const row = enquiryRow("quote", formFields.quote, validValues.quote, PAGE);
    const denied = { code: "42501", message: "permission denied for table enquiries" };
    await expect(insert("anon", { ...row, id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject(denied);
    await expect(insert("anon", { ...row, created_at: "2020-01-01T00:00:00Z" })).rejects.toMatchObject(denied);
  });
});

describe("a signed-in user (authenticated)", () => {
  it("has no access at all", async () => {
    const denied = { code: "42501", message: "permission denied for table enquiries" };
    await expect(insert("authenticated", enquiryRow("quote", formFields.quote, validValues.quote, PAGE))).rejects.toMatchObject(denied);
    await expect(db.query("authenticated", "select * from public.enquiries")).rejects.toMatchObject(denied);
    await expect(db.query("authenticated", "update public.enquiries set name = 'Changed'")).rejects.toMatchObject(denied);
    await expect(db.query("authenticated", "delete from public.enquiries")).rejects.toMatchObject(denied);
  });
});

describe("the table refuses exactly what the forms refuse", () => {
  const fields = kinds.flatMap((kind) => formFields[kind].filter((spec) => spec.check.kind !== "choice").map((spec) => [kind, spec.name] as const));

  it.each(fields)("%s form, %s: the limits in formFields", async (kind, name) => {
    const spec = specOf(kind, name);
    const results = [];
    for (const { label, value, expected } of boundaryCases(spec)) {
      const { form, table, refusedBy } = await judge(kind, spec, value);
      results.push({ label, form, table, ...(expected === "refused" ? { refusedBy } : {}) });
    }
    expect(results).toEqual(
      boundaryCases(spec).map(({ label, expected }) => ({
        label,
        form: expected,
        table: expected,
        ...(expected === "refused" ? { refusedBy: refusalOf(kind, spec) } : {}),
      })),
    );
  });

  it("email addresses: the same ones are accepted and refused", async () => {
    const accepted = [
      "jane@example.co.uk",
      "o'brien@example.ie",
      "first.last+quotes@mail.example.com",
      "x@y.z",
      "jane..smith@example.com",
      "zoë@exämple.de",
      "jane@例え.テスト",
      "\u200bjane@example.com", // a zero-width space is not whitespace to JavaScript
    ];
    const refused = [
      "jane",
      "jane@",
      "@example.co.uk",
      "jane@example",
      "a@.b.c",
      "jane@.example.co.uk",
      "jane@example..co.uk",
      "jane@example.co.uk.",
      "jane@@example.co.uk",
      "jane@exa@mple.co.uk",
      "jane smith@example.co.uk",
      "jane@example .co.uk",
      "jane\tsmith@example.co.uk",
      "jane\u00a0smith@example.co.uk", // no-break space
      "jane@example.co\u2028uk", // line separator
      "jane\u3000smith@example.co.uk", // ideographic space
      "jane\ufeff@example.co.uk", // byte order mark
    ];
    await expectSameVerdicts("email", accepted, refused);
  });

  it("phone numbers: the same ones are accepted and refused", async () => {
    const accepted = [
      "01632 960123",
      "01632960123",
      "+44 1632 960123",
      "+441632960123",
      "0044 1632 960 123",
      "00 44 1632 960123",
      "+44 (0)1632 960123",
      "+44 (0) 01632 960123",
      "+44 01632 960123",
      "(01632) 960-123",
      "(+44) 1632 960123",
      "+44 (1632) 960123",
      "07700 900123",
      "020 7946 0000",
      "0800 123 456",
      "0161\u00a0496\u00a00123",
    ];
    const refused = ["1632 960123", "01632 9601", "01632 9601234", "+1 202 555 0100", "+33 1 23 45 67 89", "00632 960123", "01632 96O123", "phone me", "01632 960123 ext 2", "+44 0 01632 960123"];
    await expectSameVerdicts("phone", accepted, refused);
  });

  async function expectSameVerdicts(name: string, accepted: string[], refused: string[]) {
    for (const kind of kinds) {
      const spec = specOf(kind, name);
      const results = [];
      for (const value of [...accepted, ...refused]) {
        const { form, table, refusedBy } = await judge(kind, spec, value);
        results.push({ value, form, table, refusedBy });
      }
      const expected = (value: string, verdict: Verdict) => ({ value, form: verdict, table: verdict, refusedBy: verdict === "refused" ? `enquiries_${spec.column}_check` : undefined });
      expect(results).toEqual([...accepted.map((value) => expected(value, "accepted")), ...refused.map((value) => expected(value, "refused"))]);
    }
  }

  it("web addresses the form accepts are stored (their form is the form's to check; the table bounds their length)", async () => {
    const spec = specOf("reseller", "website");
    for (const value of ["www.example.co.uk", "example.com", "https://example.co.uk/shop", "http://shop.example.com/path?x=1&y=£", "https://www.ebay.co.uk/str/example-shop", "bücher.example", "例え。テスト"]) {
      expect({ value, ...(await judge("reseller", spec, value)) }).toEqual({ value, form: "accepted", table: "accepted", refusedBy: undefined });
    }
  });

  it("every choice the forms offer is stored, and the reseller preference and kind take only the forms' values", async () => {
    for (const kind of kinds) {
      for (const spec of formFields[kind].filter((field) => field.check.kind === "choice")) {
        const results = [];
        for (const { value } of choicesFor(spec)) results.push({ value, ...(await judge(kind, spec, value)) });
        expect({ kind, field: spec.name, results }).toEqual({
          kind,
          field: spec.name,
          results: choicesFor(spec).map(({ value }) => ({ value, form: "accepted", table: "accepted", refusedBy: undefined })),
        });
      }
    }
    // Sectors, services and business types are editors' data, so the table cannot list them;
    // the preferences and the two kinds are fixed in code, so the table lists the same ones.
    const preference = specOf("reseller", "preference");
    expect(await judge("reseller", preference, "sometimes")).toEqual({ form: "refused", table: "refused", refusedBy: "enquiries_preference_check" });
    const listed = async (constraint: string): Promise<string[]> => {
      const [{ definition }] = await db.query<{ definition: string }>("owner", "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1", [constraint]);
      return [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]).sort();
    };
    expect(await listed("enquiries_preference_check")).toEqual(choices.preferences.map(({ value }) => value).sort());
    expect(await listed("enquiries_kind_check")).toEqual([...kinds].sort());
    const row = enquiryRow("quote", formFields.quote, validValues.quote, PAGE);
    expect(await tableVerdict({ ...row, kind: "complaint" })).toEqual({ verdict: "refused", refusedBy: "enquiries_kind_check" });
  });
});
