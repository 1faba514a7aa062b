/** @jest-environment node */
/*
 * The enquiries table's limits (supabase/migrations: the flood limits, then the limits per sender): on a real
 * PostgreSQL (PGlite) with the migrations applied unchanged, the public anon key inserting as PostgREST does,
 * one request per transaction, with the request's headers as Supabase's edge passes them on (helpers/edge.ts:
 * cf-connecting-ip is the connecting address, whatever the client sends in x-forwarded-for).
 */
import fs from "fs";
import path from "path";
import { formFields } from "../../src/lib/forms/fields";
import { enquiryRow, type EnquiryRow } from "../../src/lib/forms/supabaseInsert";
import { choices } from "../helpers/forms";
import { edgeHeaders, forgedForwardedFor, type Headers } from "./helpers/edge";
import { DatabaseError, startPostgres, type Postgres } from "./helpers/postgres";
import { enquiryColumnTypes, insertAs } from "./helpers/postgrest";
import { quoteRow } from "./helpers/rows";

let db: Postgres;
let columnTypes: Map<string, string>;
interface Limit {
  per: string;
  within: string;
  at_most: number;
  beyond: "held" | "refused";
}
/** The limits as the migrations set them. */
let limits: Limit[];

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

/** Stored (and held or not), or refused with the database's SQLSTATE and its hint or constraint. */
type Outcome = "stored" | "held" | `refused ${string}`;

interface Sent {
  /** The address that connected to Supabase's edge; none for a request without one (a direct database insert). */
  from?: string;
  /** What the client put in its own headers (x-forwarded-for, say). */
  forged?: Headers;
  role?: "anon" | "service_role";
}

/** One insert, as PostgREST runs it for a request from `from`; stored (held or not) or refused. */
async function send(row: Record<string, unknown>, { from, forged, role = "anon" }: Sent = {}): Promise<Outcome> {
  const submissionId = crypto.randomUUID();
  try {
    await insertAs(db, columnTypes, role, { ...row, submission_id: submissionId }, from === undefined ? {} : { headers: edgeHeaders(from, forged) });
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    return `refused ${error.code}${error.hint ? ` ${error.hint}` : ""}${error.constraint ? ` ${error.constraint}` : ""}`;
  }
  const [{ held }] = await db.query<{ held: boolean }>("owner", "select held from public.enquiries where submission_id = $1", [submissionId]);
  return held ? "held" : "stored";
}

const quote = (email: string, name?: string): EnquiryRow => quoteRow(email, name);
const count = async (where = "true"): Promise<number> => (await db.query<{ n: number }>("owner", `select count(*)::int as n from public.enquiries where ${where}`))[0].n;
/** As if `minutes` passed: every stored enquiry is that much older. */
const minutesPass = (minutes: number): Promise<unknown> => db.query("owner", "update public.enquiries set created_at = created_at - make_interval(mins => $1)", [minutes]);
const limit = (per: string, within: string, beyond: Limit["beyond"] = per === "site" ? "held" : "refused"): number => {
  const found = limits.find((row) => row.per === per && row.within === within && row.beyond === beyond);
  if (!found) throw new Error(`no limit per ${per} within ${within}, ${beyond} beyond`);
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
  limits = await db.query<Limit>("owner", "select per, within::text as within, at_most, beyond from public.enquiry_limits order by per, within, beyond");
  // Starting PGlite compiles and boots PostgreSQL: a few seconds, far more on a busy machine.
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

beforeEach(async () => {
  // Each test starts with an empty table and the limits as the migrations left them.
  await db.transaction("owner", [
    // Nothing left unreported from the test before.
    { sql: "select public.summarise_held_enquiries()" },
    { sql: "delete from public.enquiries" },
    { sql: "delete from public.enquiry_held_summaries" },
    { sql: "delete from public.enquiry_limits" },
    ...limits.map(({ per, within, at_most, beyond }) => ({ sql: "insert into public.enquiry_limits (per, within, at_most, beyond) values ($1, $2::interval, $3, $4)", params: [per, within, at_most, beyond] })),
  ]);
});

jest.setTimeout(120_000);

describe("the limits the migrations set", () => {
  it("per sender a few a minute, ten an hour before holding and thirty before refusing; each network a share; the site's normal rate, beyond which enquiries are held; ceilings of 2,000 an hour and 10,000 a day", () => {
    // Documented in docs/supabase.md ("Floods"): change both together.
    expect(limits).toEqual([
      { per: "ceiling", within: "01:00:00", at_most: 2000, beyond: "refused" },
      { per: "ceiling", within: "1 day", at_most: 10000, beyond: "refused" },
      { per: "email", within: "00:01:00", at_most: 3, beyond: "refused" },
      { per: "ip", within: "00:01:00", at_most: 3, beyond: "refused" },
      { per: "ip", within: "01:00:00", at_most: 10, beyond: "held" },
      { per: "ip", within: "01:00:00", at_most: 30, beyond: "refused" },
      { per: "ipv4 /24", within: "01:00:00", at_most: 60, beyond: "refused" },
      { per: "ipv6 /48", within: "01:00:00", at_most: 120, beyond: "refused" },
      { per: "ipv6 /56", within: "01:00:00", at_most: 60, beyond: "refused" },
      { per: "no ip", within: "00:01:00", at_most: 10, beyond: "held" },
      { per: "no ip", within: "01:00:00", at_most: 100, beyond: "held" },
      { per: "site", within: "00:01:00", at_most: 10, beyond: "held" },
      { per: "site", within: "01:00:00", at_most: 100, beyond: "held" },
    ]);
  });

  it("trust the address Cloudflare sets (cf-connecting-ip), never x-forwarded-for", async () => {
    expect(await db.query("owner", "select ip_header from public.enquiry_settings")).toEqual([{ ip_header: "cf-connecting-ip" }]);
  });
});

describe("one sender's flood", () => {
  it("one address forging x-forwarded-for on every request is held to its own limit, while visitors from other addresses are stored", async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 30; i++) outcomes.push(await send(quote(`flood-${i}@example.co.uk`, `Flood ${i}`), { from: "192.0.2.66", forged: forgedForwardedFor(i) }));
    const cap = limit("ip", "00:01:00");
    expect(tally(outcomes)).toEqual([
      ["stored", cap],
      ["refused PT429 enquiry-limit-minute", 30 - cap],
    ]);
    for (const [i, from] of ["198.51.100.7", "203.0.113.20", "2001:db8:1:2::5"].entries()) expect(await send(quote(`visitor-${i}@example.co.uk`), { from })).toBe("stored");
    expect(await count()).toBe(cap + 3);
    // What the database recorded: the address that connected, not the one it forged.
    expect(await db.query("owner", "select distinct host(sender) as sender from public.enquiries where email like 'flood-%'")).toEqual([{ sender: "192.0.2.66" }]);
  });

  it("an address takes three a minute; beyond ten an hour they are held, beyond thirty refused, and the hour's refusal says so", async () => {
    const eachMinute: Outcome[][] = [];
    for (let minute = 0; minute < 11; minute++) {
      const outcomes: Outcome[] = [];
      for (let i = 0; i < 5; i++) outcomes.push(await send(quote(`script-${minute}-${i}@example.co.uk`), { from: "192.0.2.66" }));
      eachMinute.push(outcomes);
      await minutesPass(1);
    }
    const minute = "refused PT429 enquiry-limit-minute";
    expect(eachMinute.slice(0, 3)).toEqual(Array(3).fill(["stored", "stored", "stored", minute, minute]));
    expect(eachMinute[3]).toEqual(["stored", "held", "held", minute, minute]);
    expect(eachMinute.slice(4, 10)).toEqual(Array(6).fill(["held", "held", "held", minute, minute]));
    expect(eachMinute[10]).toEqual(Array(5).fill("refused PT429 enquiry-limit-hour"));
    await minutesPass(60);
    expect(await send(quote("script-later@example.co.uk"), { from: "192.0.2.66" })).toBe("stored");
  });

  it("an IPv6 sender is its /64, since its device may take any address in it; the same address written as IPv4 is one sender", async () => {
    const outcomes: Outcome[] = [];
    for (let i = 1; i <= 4; i++) outcomes.push(await send(quote(`six-${i}@example.co.uk`), { from: `2001:db8:aa:bb::${i.toString(16)}` }));
    expect(outcomes).toEqual(["stored", "stored", "stored", "refused PT429 enquiry-limit-minute"]);
    expect(await send(quote("six-other@example.co.uk"), { from: "2001:db8:aa:cc::1" })).toBe("stored");
    expect([await send(quote("four-1@example.co.uk"), { from: "192.0.2.1" }), await send(quote("four-2@example.co.uk"), { from: "::ffff:192.0.2.1" })]).toEqual(["stored", "stored"]);
    expect(await count("sender = '192.0.2.1/32'")).toBe(2);
  });

  it("one typed email address: three within a minute from any addresses, then refused whatever its letter case", async () => {
    const outcomes: Outcome[] = [];
    for (const [i, email] of ["jane@example.co.uk", "Jane@Example.co.uk", "JANE@EXAMPLE.CO.UK", "jane@example.co.uk", "Jane@example.co.uk"].entries()) {
      outcomes.push(await send(quote(email), { from: `198.51.100.${i + 1}` }));
    }
    expect(tally(outcomes)).toEqual([
      ["stored", limit("email", "00:01:00")],
      ["refused PT429 enquiry-limit-minute", 2],
    ]);
    expect(await send(reseller("sam@example.co.uk"), { from: "198.51.100.9" })).toBe("stored");
  });

  it("a retry of a sending already stored is refused as a duplicate (409), not as a limit, even when its address has no room left", async () => {
    const row = { ...quote("jane@example.co.uk"), submission_id: crypto.randomUUID() };
    const from = { headers: edgeHeaders("192.0.2.8") };
    await insertAs(db, columnTypes, "anon", row, from);
    for (let i = 0; i < 2; i++) expect(await send(quote(`other-${i}@example.co.uk`), { from: "192.0.2.8" })).toBe("stored");
    await expect(insertAs(db, columnTypes, "anon", row, from)).rejects.toMatchObject({ code: "23505" });
    expect(await send(quote("fourth@example.co.uk"), { from: "192.0.2.8" })).toBe("refused PT429 enquiry-limit-minute");
  });

  it("refusals count for nothing: a flood of refused rows does not use up the limit", async () => {
    const invalid = { ...quote("bot@example.co.uk"), phone: "phone me" };
    for (let i = 0; i < 20; i++) expect(await send({ ...invalid, email: `bot-${i}@example.co.uk` }, { from: "192.0.2.66" })).toBe("refused 23514 enquiries_phone_check");
    expect(await send(quote("jane@example.co.uk"), { from: "192.0.2.66" })).toBe("stored");
  });
});

describe("many senders' flood: held, not refused", () => {
  it("sixty addresses (each in a /24 of its own) sending five each within the hour: every row is kept, those beyond the normal rate held; a real visitor from a new address is stored", async () => {
    const perMinute = limit("site", "00:01:00");
    const perHour = limit("site", "01:00:00");
    const outcomes: Outcome[] = [];
    // Five rounds ten minutes apart: each address sends one enquiry a round.
    for (let round = 0; round < 5; round++) {
      if (round > 0) await minutesPass(10);
      for (let address = 0; address < 60; address++) outcomes.push(await send(quote(`bot-${round}-${address}@example.co.uk`), { from: `198.18.${address}.1`, forged: forgedForwardedFor(address) }));
    }
    expect(outcomes.filter((outcome) => outcome.startsWith("refused"))).toEqual([]);
    // Each round's first ten are within the normal rate, the rest of that minute's held.
    expect(tally(outcomes.slice(0, 60))).toEqual([
      ["stored", perMinute],
      ["held", 60 - perMinute],
    ]);
    expect(await count("not held")).toBe(5 * perMinute);
    expect(await count("held")).toBe(300 - 5 * perMinute);

    // In the flood's minute, a visitor is stored and held (the business sees it in the summary); a minute later, stored.
    expect(await send(quote("visitor@example.co.uk"), { from: "203.0.113.50" })).toBe("held");
    await minutesPass(1);
    expect(await send(quote("next-visitor@example.co.uk"), { from: "203.0.113.51" })).toBe("stored");
    expect(5 * perMinute + 1).toBeLessThan(perHour);
  });

  it("beyond the hour's normal rate every new enquiry is held until the hour has passed", async () => {
    await db.query("owner", "update public.enquiry_limits set at_most = 4 where per = 'site' and within = '1 hour'");
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 6; i++) outcomes.push(await send(quote(`visitor-${i}@example.co.uk`), { from: `198.51.100.${i + 1}` }));
    expect(outcomes).toEqual(["stored", "stored", "stored", "stored", "held", "held"]);
    await minutesPass(61);
    expect(await send(quote("later@example.co.uk"), { from: "198.51.100.99" })).toBe("stored");
  });

  it("the ceiling refuses everyone, and says so in its code; held rows count towards it", async () => {
    // As the business could: a ceiling of 20 an hour instead of 2,000, so that the test stores few rows.
    await db.query("owner", "update public.enquiry_limits set at_most = 20 where per = 'ceiling' and within = '1 hour'");
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 21; i++) outcomes.push(await send(quote(`visitor-${i}@example.co.uk`), { from: `198.51.100.${i + 1}` }));
    expect(tally(outcomes)).toEqual([
      ["stored", limit("site", "00:01:00")],
      ["held", 10],
      ["refused PT429 enquiry-ceiling", 1],
    ]);
    await expect(insertAs(db, columnTypes, "anon", quote("one-more@example.co.uk"), { headers: edgeHeaders("203.0.113.1") })).rejects.toMatchObject({
      code: "PT429",
      hint: "enquiry-ceiling",
      message: "enquiry-ceiling: at most 20 enquiries within 01:00:00 in all.",
    });
    await minutesPass(60);
    expect(await send(quote("later@example.co.uk"), { from: "203.0.113.1" })).toBe("stored");
  });
});

describe("requests with no address (the service key, a direct insert)", () => {
  it("share a normal rate, ten a minute among them, beyond which they are held, never refused, whoever inserts", async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 12; i++) outcomes.push(await send(quote(`direct-${i}@example.co.uk`), { role: i % 2 ? "service_role" : "anon" }));
    expect(tally(outcomes)).toEqual([
      ["stored", limit("no ip", "00:01:00", "held")],
      ["held", 2],
    ]);
    // A visitor with an address is not among them (held, since the site's normal rate is reached this minute).
    expect(await send(quote("visitor@example.co.uk"), { from: "203.0.113.5" })).toBe("held");
  });

  it("a header the proxy filled with something that is no address is a request with no address", async () => {
    await insertAs(db, columnTypes, "anon", quote("odd@example.co.uk"), { headers: { "cf-connecting-ip": "unknown", "x-forwarded-for": "192.0.2.1" } });
    expect(await db.query("owner", "select sender from public.enquiries")).toEqual([{ sender: null }]);
  });
});

describe("what the business gets", () => {
  it("one summary row, \"N held enquiries since the last summary\", instead of an email each; none when nothing is new", async () => {
    const summarise = () => db.query<{ summary: string | null; held: number | null }>("owner", "select summary, held from public.summarise_held_enquiries()");
    expect(await summarise()).toEqual([{ summary: null, held: null }]);
    await db.query("owner", "update public.enquiry_limits set at_most = 2 where per = 'site' and within = '1 minute'");
    for (let i = 0; i < 7; i++) await send(quote(`visitor-${i}@example.co.uk`), { from: `198.51.100.${i + 1}` });
    const five = "5 held enquiries since the last summary: look through them and release the real ones.";
    expect(await summarise()).toEqual([{ summary: five, held: 5 }]);
    expect(await db.query("owner", "select summary from public.enquiry_held_summaries")).toEqual([{ summary: five }]);
    // Each is reported once; a released one is no longer held.
    expect(await summarise()).toEqual([{ summary: null, held: null }]);
    for (let i = 7; i < 10; i++) await send(quote(`visitor-${i}@example.co.uk`), { from: `198.51.100.${i + 1}` });
    await db.query("owner", "update public.enquiries set held = false where email = 'visitor-9@example.co.uk'");
    expect(await summarise()).toEqual([{ summary: "2 held enquiries since the last summary: look through them and release the real ones.", held: 2 }]);
    const denied = { code: "42501" };
    await expect(db.query("anon", "select public.summarise_held_enquiries()")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "select * from public.enquiry_held_summaries")).rejects.toMatchObject(denied);
  });

  it("the webhooks in docs/supabase.md email each enquiry that is not held, each held one once released, and each summary", async () => {
    // Supabase's webhooks are triggers calling supabase_functions.http_request (pg_net, security definer); here it
    // writes down what it would send.
    const docs = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "supabase.md"), "utf8");
    const hooks = [...docs.matchAll(/```sql\n([\s\S]*?)```/g)].map(([, sql]) => sql).filter((sql) => sql.includes("supabase_functions.http_request"));
    expect(hooks).toHaveLength(1);
    const sent = () => db.query<{ table_name: string; op: string; email: string | null; summary: string | null }>("owner", "select table_name, op, record ->> 'email' as email, record ->> 'summary' as summary from supabase_functions.sent order by n");
    await db.transaction(
      "owner",
      [
        { sql: "create schema supabase_functions" },
        { sql: "create table supabase_functions.sent (n serial, table_name text, op text, record jsonb, url text)" },
        {
          sql: "create function supabase_functions.http_request() returns trigger language plpgsql security definer as $$ begin insert into supabase_functions.sent (table_name, op, record, url) values (tg_table_name, tg_op, to_jsonb(new), tg_argv[0]); return new; end $$",
        },
        { sql: hooks[0] },
        { sql: "update public.enquiry_limits set at_most = 1 where per = 'site' and within = '1 minute'" },
      ],
    );
    try {
      expect([await send(quote("first@example.co.uk"), { from: "198.51.100.1" }), await send(quote("second@example.co.uk"), { from: "198.51.100.2" })]).toEqual(["stored", "held"]);
      await db.query("owner", "select public.summarise_held_enquiries()");
      await db.query("owner", "update public.enquiries set held = false where email = 'second@example.co.uk'");
      expect(await sent()).toEqual([
        { table_name: "enquiries", op: "INSERT", email: "first@example.co.uk", summary: null },
        { table_name: "enquiry_held_summaries", op: "INSERT", email: null, summary: "1 held enquiry since the last summary: look through them and release the real ones." },
        { table_name: "enquiries", op: "UPDATE", email: "second@example.co.uk", summary: null },
      ]);
    } finally {
      await db.query("owner", "drop schema supabase_functions cascade");
    }
  });
});

describe("the honeypot", () => {
  it("a row whose hidden field is filled is refused and not stored; empty, or left out as the site's form leaves it, is stored", async () => {
    expect(await send({ ...quote("bot@example.co.uk"), homepage: "https://spam.example" }, { from: "192.0.2.1" })).toBe("refused 23514 enquiries_homepage_check");
    expect(await send({ ...quote("bot2@example.co.uk"), homepage: " " }, { from: "192.0.2.1" })).toBe("refused 23514 enquiries_homepage_check");
    expect(await count()).toBe(0);
    expect(await send({ ...quote("jane@example.co.uk"), homepage: "" }, { from: "192.0.2.1" })).toBe("stored");
    expect(await send(reseller("sam@example.co.uk"), { from: "192.0.2.2" })).toBe("stored");
    expect(await count()).toBe(2);
  });
});

describe("changing the limits", () => {
  it("takes effect on the next insert, and only the owner can do it or see what the database recorded", async () => {
    for (let i = 0; i < limit("ip", "00:01:00"); i++) expect(await send(quote(`jane-${i}@example.co.uk`), { from: "192.0.2.1" })).toBe("stored");
    expect(await send(quote("jane@example.co.uk"), { from: "192.0.2.1" })).toBe("refused PT429 enquiry-limit-minute");
    const denied = { code: "42501" };
    await expect(db.query("anon", "select * from public.enquiry_limits")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "update public.enquiry_limits set at_most = 1000")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "delete from public.enquiry_limits")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "update public.enquiry_settings set ip_header = 'x-forwarded-for'")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "select public.enquiries_within_limits()")).rejects.toMatchObject(denied);
    await expect(db.query("authenticated", "select * from public.enquiry_limits")).rejects.toMatchObject(denied);
    // The sender and held columns are the database's to fill: the anon key may not send them.
    await expect(insertAs(db, columnTypes, "anon", { ...quote("sly@example.co.uk"), held: false })).rejects.toMatchObject(denied);
    await expect(insertAs(db, columnTypes, "anon", { ...quote("sly@example.co.uk"), sender: "10.0.0.1" })).rejects.toMatchObject(denied);

    await db.query("owner", "update public.enquiry_limits set at_most = 5 where per = 'ip' and within = '1 minute'");
    expect(await send(quote("jane@example.co.uk"), { from: "192.0.2.1" })).toBe("stored");
  });

  it("refuses a limit that makes no sense", async () => {
    for (const [within, at_most] of [["0 minutes", 10], ["2 days", 10], ["1 minute", -1]] as const) {
      await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most) values ('ip', $1::interval, $2)", [within, at_most])).rejects.toMatchObject({ code: "23514" });
    }
    await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most) values ('country', '1 minute', 10)")).rejects.toMatchObject({ code: "23514" });
    // The ceiling always refuses, and the site's normal rate always holds.
    await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most, beyond) values ('ceiling', '1 minute', 10, 'held')")).rejects.toMatchObject({ code: "23514" });
    await expect(db.query("owner", "insert into public.enquiry_limits (per, within, at_most, beyond) values ('site', '2 minutes', 10, 'refused')")).rejects.toMatchObject({ code: "23514" });
    await expect(db.query("owner", "update public.enquiry_settings set ip_header = 'x-forwarded-for; drop table'")).rejects.toMatchObject({ code: "23514" });
  });
});
