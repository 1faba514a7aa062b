/** @jest-environment node */
/*
 * The enquiries table refuses a flood by itself (supabase/migrations, the flood limits): on a
 * real PostgreSQL (PGlite) with the migrations applied unchanged, the public anon key inserting
 * as PostgREST does, one request per transaction, as fast as it can.
 */
import { formFields } from "../../src/lib/forms/fields";
import { enquiryRow, type EnquiryRow } from "../../src/lib/forms/supabaseInsert";
import { choices } from "../helpers/forms";
import { DatabaseError, startPostgres, type Postgres } from "./helpers/postgres";
import { enquiryColumnTypes, insertAs } from "./helpers/postgrest";
import { quoteRow } from "./helpers/rows";

let db: Postgres;
let columnTypes: Map<string, string>;
interface Limit {
  per: "site" | "email";
  within: string;
  at_most: number;
}
/** The limits as the migrations set them. */
let limits: Limit[];

const quote = quoteRow;

const reseller = (email: string): EnquiryRow =>
  enquiryRow(
    "reseller",
    formFields.reseller,
    {
      name: "Sam Patel",
      company: "Patel Motors",
      email,
      phone: "+44 1632 960456",
      website: "www.patel-motors.example",
      businessType: choices.businessTypes[0].value,
      preference: choices.preferences[0].value,
    },
    "/resellers/",
  );

type Outcome = "stored" | `refused ${string}`;

/** One insert with the anon key: stored, or refused with the database's SQLSTATE (and constraint). */
async function send(row: Record<string, unknown>): Promise<Outcome> {
  try {
    await insertAs(db, columnTypes, "anon", row);
    return "stored";
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    return `refused ${error.code}${error.constraint ? ` ${error.constraint}` : ""}`;
  }
}

const stored = async (): Promise<number> => (await db.query<{ n: number }>("owner", "select count(*)::int as n from public.enquiries"))[0].n;
const limit = (per: Limit["per"], within: string): number => {
  const found = limits.find((row) => row.per === per && row.within === within);
  if (!found) throw new Error(`no limit per ${per} within ${within}`);
  return found.at_most;
};
/** How many of each outcome, in the order they came. */
const tally = (outcomes: Outcome[]): [Outcome, number][] =>
  outcomes.reduce<[Outcome, number][]>((runs, outcome) => {
    const last = runs.at(-1);
    if (last && last[0] === outcome) last[1] += 1;
    else runs.push([outcome, 1]);
    return runs;
  }, []);

beforeAll(async () => {
  db = await startPostgres();
  columnTypes = await enquiryColumnTypes(db);
  limits = await db.query<Limit>("owner", "select per, within::text as within, at_most from public.enquiry_limits order by per, within");
  // Starting PGlite compiles and boots PostgreSQL: a few seconds, far more on a busy machine.
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

beforeEach(async () => {
  // Each test starts with an empty table and the limits as the migrations left them.
  await db.transaction("owner", [
    { sql: "delete from public.enquiries" },
    { sql: "delete from public.enquiry_limits" },
    ...limits.map(({ per, within, at_most }) => ({ sql: "insert into public.enquiry_limits (per, within, at_most) values ($1, $2::interval, $3)", params: [per, within, at_most] })),
  ]);
});

jest.setTimeout(120_000);

describe("the limits the migrations set", () => {
  it("are a few a minute from everyone and from one address, and a hundred an hour", () => {
    // Documented in docs/supabase.md ("Floods"): change both together.
    expect(limits).toEqual([
      { per: "email", within: "00:01:00", at_most: 3 },
      { per: "site", within: "00:01:00", at_most: 10 },
      { per: "site", within: "01:00:00", at_most: 100 },
    ]);
  });
});

describe("a flood from the anon key", () => {
  it("300 valid enquiries from 300 addresses in a row: the per-minute limit is stored, every other is refused with 429", async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 300; i++) {
      // A flood within one minute, whatever this machine's speed: the rows stored so far are kept at the present
      // moment, as if all 300 came within the same second.
      await db.query("owner", "update public.enquiries set created_at = now()");
      outcomes.push(await send(quote(`flood-${i}@example.co.uk`, `Flood ${i}`)));
    }
    const cap = limit("site", "00:01:00");
    expect(tally(outcomes)).toEqual([
      ["stored", cap],
      ["refused PT429", 300 - cap],
    ]);
    expect(await stored()).toBe(cap);
  });

  it("one address: three within a minute, then refused whatever its letter case; other addresses still get in", async () => {
    const cap = limit("email", "00:01:00");
    const outcomes: Outcome[] = [];
    for (const email of ["jane@example.co.uk", "Jane@Example.co.uk", "JANE@EXAMPLE.CO.UK", "jane@example.co.uk", "Jane@example.co.uk"]) outcomes.push(await send(quote(email)));
    expect(tally(outcomes)).toEqual([
      ["stored", cap],
      ["refused PT429", 5 - cap],
    ]);
    expect(await send(reseller("sam@example.co.uk"))).toBe("stored");
    expect(await stored()).toBe(cap + 1);
  });

  it("refusals count for nothing: a flood of refused rows does not use up the limit", async () => {
    const invalid = { ...quote("bot@example.co.uk"), phone: "phone me" };
    for (let i = 0; i < 20; i++) expect(await send({ ...invalid, email: `bot-${i}@example.co.uk` })).toBe("refused 23514 enquiries_phone_check");
    expect(await send(quote("jane@example.co.uk"))).toBe("stored");
  });

  it("over 72 minutes the site takes ten a minute until a hundred within the hour; an hour later normal enquiries go in again", async () => {
    const perMinute = limit("site", "00:01:00");
    const perHour = limit("site", "01:00:00");
    const minutes = 72;
    const storedEachMinute: number[] = [];
    // As if the flood went on for 72 minutes: before each minute's rows are sent, every earlier row is given its
    // age in whole minutes from now (a row of minute 3 is 7 minutes old when minute 10 starts), whatever real
    // time this machine took to send them.
    for (let minute = 0; minute < minutes; minute++) {
      await db.query(
        "owner",
        "update public.enquiries set created_at = now() - ($1::int - split_part(email, '-', 2)::int) * interval '1 minute' where split_part(email, '-', 2)::int < $1::int",
        [minute],
      );
      let kept = 0;
      for (let i = 0; i < perMinute + 2; i++) {
        const outcome = await send(quote(`flood-${minute}-${i}@example.co.uk`));
        if (outcome === "stored") kept += 1;
        else expect(outcome).toBe("refused PT429");
      }
      storedEachMinute.push(kept);
    }
    // The same rule, minute by minute: as many as the minute allows, less what the last 59 minutes took of the hour's.
    const expected: number[] = [];
    for (let minute = 0; minute < minutes; minute++) {
      const lastHour = expected.slice(Math.max(0, minute - 59)).reduce((sum, n) => sum + n, 0);
      expected.push(Math.max(0, Math.min(perMinute, perHour - lastHour)));
    }
    expect(storedEachMinute).toEqual(expected);
    expect(expected.slice(0, 12)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 0, 0]);

    await db.query("owner", "update public.enquiries set created_at = created_at - interval '1 hour'");
    expect([await send(quote("jane@example.co.uk")), await send(reseller("sam@example.co.uk"))]).toEqual(["stored", "stored"]);
  });
});

describe("the honeypot", () => {
  it("a row whose hidden field is filled is refused and not stored; empty, or left out as the site's form leaves it, is stored", async () => {
    expect(await send({ ...quote("bot@example.co.uk"), homepage: "https://spam.example" })).toBe("refused 23514 enquiries_homepage_check");
    expect(await send({ ...quote("bot2@example.co.uk"), homepage: " " })).toBe("refused 23514 enquiries_homepage_check");
    expect(await stored()).toBe(0);
    expect(await send({ ...quote("jane@example.co.uk"), homepage: "" })).toBe("stored");
    expect(await send(reseller("sam@example.co.uk"))).toBe("stored");
    expect(await stored()).toBe(2);
  });
});

describe("changing the limits", () => {
  it("takes effect on the next insert, and only the owner can do it", async () => {
    for (let i = 0; i < limit("email", "00:01:00"); i++) expect(await send(quote("jane@example.co.uk"))).toBe("stored");
    expect(await send(quote("jane@example.co.uk"))).toBe("refused PT429");
    const denied = { code: "42501" };
    await expect(db.query("anon", "select * from public.enquiry_limits")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "update public.enquiry_limits set at_most = 1000")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "delete from public.enquiry_limits")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "select public.enquiries_within_limits()")).rejects.toMatchObject(denied);
    await expect(db.query("authenticated", "select * from public.enquiry_limits")).rejects.toMatchObject(denied);

    await db.query("owner", "update public.enquiry_limits set at_most = 5 where per = 'email'");
    expect(await send(quote("jane@example.co.uk"))).toBe("stored");
  });

  it("refuses a limit that makes no sense", async () => {
    for (const [within, at_most] of [["0 minutes", 10], ["2 days", 10], ["1 minute", -1]] as const) {
      await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most) values ('email', $1::interval, $2)", [within, at_most])).rejects.toMatchObject({ code: "23514" });
    }
    await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most) values ('country', '1 minute', 10)")).rejects.toMatchObject({ code: "23514" });
  });
});
