/** @jest-environment node */
/*
 * No network, and no missing header, can silence the enquiries (issue 55), on PGlite with the migrations applied
 * unchanged, as the anon role with request.headers set as PostgREST sets them (helpers/floods.ts: thousands of
 * requests in one round trip, each in a subtransaction of its own). The database starts as an existing project
 * would be before supabase/migrations/20261202000000_enquiries_limits_by_network.sql: the first test applies it over
 * the older docs' webhook and a hand-made cron job; the others use the upgraded database.
 * concurrency.test.ts runs the same floods on a real PostgreSQL server.
 */
import fs from "fs";
import { edgeHeaders } from "./helpers/edge";
import { FLOOD_FUNCTION, flood, oneIpv4Slash22, oneIpv6Slash48, visitor, withoutAddress, type FloodDatabase } from "./helpers/floods";
import { migrationFiles, startPostgres, type Postgres } from "./helpers/postgres";
import { postgrestSettings } from "./helpers/postgrest";

const UPGRADE = "20261202000000_enquiries_limits_by_network.sql";
const files = migrationFiles();
const at = files.findIndex((file) => file.endsWith(UPGRADE));
const before = at < 0 ? files : files.slice(0, at);
const upgrade = at < 0 ? [] : files.slice(at);

let db: Postgres;
let floods: FloodDatabase;
let limits: { per: string; within: string; at_most: number; beyond: string }[] = [];

const owner = <T>(sql: string, params?: unknown[]): Promise<T[]> => db.query<T>("owner", sql, params);

interface Summary {
  held: number;
  counts: Record<string, number>;
  deleted: number;
  summary: string;
}
const summarise = async (): Promise<Summary | null> => {
  const [row] = await owner<{ s: Summary | null }>("select case when s is null then null else jsonb_build_object('held', s.held, 'counts', s.counts, 'deleted', s.deleted, 'summary', s.summary) end as s from public.summarise_held_enquiries() s");
  return row.s;
};
/** As if `minutes` passed: every stored enquiry is that much older. */
const minutesPass = (minutes: number): Promise<unknown> => owner("update public.enquiries set created_at = created_at - make_interval(mins => $1)", [minutes]);
const count = async (where = "true"): Promise<number> => (await owner<{ n: number }>(`select count(*)::int as n from public.enquiries where ${where}`))[0].n;

async function applyUpgrade(): Promise<void> {
  for (const file of upgrade) await db.transaction("owner", [{ sql: fs.readFileSync(file, "utf8") }]);
}

beforeAll(async () => {
  db = await startPostgres({ migrations: before });
  await db.transaction("owner", [{ sql: FLOOD_FUNCTION }]);
  floods = {
    owner,
    asAnon: async <T>(sql: string, params: unknown[]) => (await db.transaction("anon", [postgrestSettings("anon", {}), { sql, params }]))[1] as T[],
  };
  // Starting PGlite compiles and boots PostgreSQL: a few seconds, far more on a busy machine.
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

jest.setTimeout(120_000);

describe("upgrading a project set up as the older docs said", () => {
  it("the dashboard's insert webhook leaves held rows out; one the migration cannot change stops it with what to run; the hand-made cron job is replaced", async () => {
    await db.transaction("owner", [
      // Stand-ins for Supabase's webhooks (pg_net behind supabase_functions.http_request), pg_net itself and pg_cron.
      { sql: "create schema supabase_functions; create table supabase_functions.sent (n serial, record jsonb, url text)" },
      { sql: "create function supabase_functions.http_request() returns trigger language plpgsql security definer as $$ begin insert into supabase_functions.sent (record, url) values (to_jsonb(new), tg_argv[0]); return new; end $$" },
      { sql: "create schema net; create table net.sent (n serial, url text, body jsonb)" },
      { sql: "create function net.http_post(url text, body jsonb default '{}') returns bigint language sql as $$ insert into net.sent (url, body) values (url, body) returning n $$" },
      { sql: "create schema cron; create table cron.job (jobid serial, jobname text unique, schedule text, command text)" },
      {
        sql: "create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$ insert into cron.job (jobname, schedule, command) values (job_name, schedule, command) on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command returning jobid $$",
      },
      // The older docs' hourly summary, pasted by hand, and their webhook: Database Webhooks → insert on enquiries.
      { sql: "select cron.schedule('held enquiries summary', '0 * * * *', 'select public.summarise_held_enquiries()')" },
      {
        sql: `create trigger "email each enquiry" after insert on public.enquiries for each row execute function supabase_functions.http_request('https://email.example/send', 'POST', '{"Content-Type":"application/json"}', '{}', '5000')`,
      },
      // An owner's own alert, once per insert statement, through pg_net: no row to test, so nothing to add a condition to.
      { sql: "create function public.alert_office() returns trigger language plpgsql security definer as $$ begin perform net.http_post('https://office.example/alert'); return null; end $$" },
      { sql: `create trigger "alert the office" after insert on public.enquiries for each statement execute function public.alert_office()` },
    ]);

    let stopped: Error | null = null;
    await applyUpgrade().catch((error: Error) => (stopped = error));
    expect(stopped).not.toBeNull();
    const message = (stopped as Error | null)?.message ?? "";
    const [first, ...toRun] = message.split("\n");
    expect(first).toBe("An insert webhook on public.enquiries would email every held enquiry, and this migration cannot change it safely. Run this in the SQL editor, then apply the migration again:");
    expect(toRun.filter(Boolean)).toEqual([
      `drop trigger "alert the office" on public.enquiries;`,
      `create trigger "alert the office" after insert on public.enquiries for each row when (not new.held) EXECUTE FUNCTION public.alert_office();`,
    ]);

    // Exactly what it says, then the migration again.
    await db.transaction("owner", [{ sql: toRun.join("\n") }]);
    await applyUpgrade();

    const hooks = await owner<{ name: string; definition: string }>("select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where tgrelid = 'public.enquiries'::regclass and tgname in ('email each enquiry', 'alert the office') order by 1");
    expect(hooks.map(({ name, definition }) => [name, / WHEN \(.*NOT new\.held/.test(definition)])).toEqual([
      ["alert the office", true],
      ["email each enquiry", true],
    ]);
    expect(await owner("select jobname, schedule, command from cron.job")).toEqual([{ jobname: "held enquiries summary", schedule: "0 * * * *", command: "select public.summarise_held_enquiries()" }]);

    // A flood from 60 addresses in one minute: the site's normal rate (10) emailed, the rest held and in one summary.
    expect(await flood(floods, Array.from({ length: 60 }, (_, i) => edgeHeaders(`198.51.100.${i + 1}`)))).toEqual({ stored: 60 });
    expect(await count("held")).toBe(50);
    expect(await owner("select count(*)::int as emails from supabase_functions.sent")).toEqual([{ emails: 10 }]);
    expect(await owner("select count(*)::int as alerts from net.sent")).toEqual([{ alerts: 10 }]);
    expect((await summarise())?.summary).toBe("50 held enquiries since the last summary: look through them and release the real ones.");

    await db.transaction("owner", [
      { sql: `drop trigger "email each enquiry" on public.enquiries; drop trigger "alert the office" on public.enquiries` },
      { sql: "drop schema supabase_functions cascade; drop schema net cascade; drop schema cron cascade; drop function public.alert_office()" },
    ]);
    limits = await owner("select per, within::text as within, at_most, beyond from public.enquiry_limits");
  });
});

describe("after the upgrade", () => {
  beforeEach(async () => {
    // An empty table, the limits as the migration set them, and nothing left unreported from the test before.
    // (Had the upgrade failed, each test still runs, on the limits as they are, and fails on its own terms.)
    await owner("select public.summarise_held_enquiries()");
    await db.transaction("owner", [
      { sql: "delete from public.enquiries" },
      { sql: "delete from public.enquiry_held_summaries" },
      ...(limits.length === 0
        ? []
        : [
            { sql: "delete from public.enquiry_limits" },
            ...limits.map(({ per, within, at_most, beyond }) => ({ sql: "insert into public.enquiry_limits (per, within, at_most, beyond) values ($1, $2::interval, $3, $4)", params: [per, within, at_most, beyond] })),
          ]),
    ]);
  });

  describe("no network can silence the enquiries", () => {
    it("the limits by network, as the migration sets them: each share far below the ceiling", () => {
      // docs/supabase.md ("Floods") explains each figure: change both together.
      expect(limits.filter(({ per }) => per.startsWith("ipv") || per === "ceiling").sort((a, b) => `${a.per}${a.within}`.localeCompare(`${b.per}${b.within}`))).toEqual([
        { per: "ceiling", within: "01:00:00", at_most: 2000, beyond: "refused" },
        { per: "ceiling", within: "1 day", at_most: 10000, beyond: "refused" },
        { per: "ipv4 /24", within: "01:00:00", at_most: 60, beyond: "refused" },
        { per: "ipv6 /48", within: "01:00:00", at_most: 120, beyond: "refused" },
        { per: "ipv6 /56", within: "01:00:00", at_most: 60, beyond: "refused" },
      ]);
    });

    it("2,500 requests within the hour from one IPv6 /48, each from its own /64: that network's are refused beyond its share, a real visitor from elsewhere is stored", async () => {
      expect(await flood(floods, oneIpv6Slash48())).toEqual({ stored: 120, "refused enquiry-limit-hour": 2380 });
      // What was recorded: the /64 that connected (each its own), never the forged x-forwarded-for.
      expect(await owner("select count(distinct sender)::int as senders, bool_and(sender <<= '2001:db8:48::/48') as within from public.enquiries")).toEqual([{ senders: 120, within: true }]);
      // In the flood's minute the site's normal rate is used up: held (in the summary); a minute later, stored and emailed.
      expect(await visitor(floods, edgeHeaders("2001:db8:99:1::5"), "same-minute@example.co.uk")).toBe("held");
      await minutesPass(1);
      expect(await visitor(floods, edgeHeaders("2001:db8:99:2::5"), "next-minute@example.co.uk")).toBe("stored");
      expect(await visitor(floods, edgeHeaders("203.0.113.5"), "four@example.co.uk")).toBe("stored");
      // The flooding network itself stays refused for the hour, whichever /64 in it sends.
      expect(await visitor(floods, edgeHeaders("2001:db8:48:ffff::1"), "inside@example.co.uk")).toBe("refused enquiry-limit-hour");
      expect((await summarise())?.counts).toEqual({ "enquiry ipv6 /56 hour": 196, "enquiry ipv6 /48 hour": 2185 });
    });

    it("2,500 requests within the hour from an IPv4 /22 (four /24s): each /24 refused beyond its share, a real visitor from elsewhere is stored", async () => {
      expect(await flood(floods, oneIpv4Slash22())).toEqual({ stored: 240, "refused enquiry-limit-hour": 2260 });
      expect(await owner("select count(*)::int as n, count(distinct sender)::int as senders, bool_and(sender <<= '198.18.0.0/22') as within from public.enquiries")).toEqual([{ n: 240, senders: 240, within: true }]);
      expect(await visitor(floods, edgeHeaders("203.0.113.9"), "same-minute@example.co.uk")).toBe("held");
      await minutesPass(1);
      expect(await visitor(floods, edgeHeaders("203.0.113.10"), "next-minute@example.co.uk")).toBe("stored");
      expect(await visitor(floods, edgeHeaders("198.18.2.77"), "inside@example.co.uk")).toBe("refused enquiry-limit-hour");
    });

    it("one busy shared address (an office, a mobile network): beyond its normal rate held, not refused; only far beyond it refused", async () => {
      const outcomes: string[] = [];
      for (let minute = 0; minute < 11; minute++) {
        if (minute > 0) await minutesPass(1);
        for (let i = 0; i < 3; i++) outcomes.push(await visitor(floods, edgeHeaders("192.0.2.200"), `office-${minute}-${i}@example.co.uk`));
      }
      expect(outcomes.slice(0, 10)).toEqual(Array(10).fill("stored"));
      expect(outcomes.slice(10, 30)).toEqual(Array(20).fill("held"));
      expect(outcomes.slice(30)).toEqual(Array(3).fill("refused enquiry-limit-hour"));
    });
  });

  describe("a missing or unreadable header holds; it never refuses everyone", () => {
    it("an address written with a prefix length is that address: an IPv4 one written as IPv6 groups with its IPv4 /24, not with every such address in ::/64", async () => {
      const senders = [];
      for (const [i, written] of ["::ffff:192.0.2.1/0", "::FFFF:192.0.2.2/96", "2001:DB8:1:2::5/0", "192.0.2.3/8"].entries()) {
        await visitor(floods, { "cf-connecting-ip": written }, `prefix-${i}@example.co.uk`);
        senders.push((await owner<{ sender: string }>("select sender::text from public.enquiries where email = $1", [`prefix-${i}@example.co.uk`]))[0].sender);
      }
      expect(senders).toEqual(["192.0.2.1/32", "192.0.2.2/32", "2001:db8:1:2::/64", "192.0.2.3/32"]);
    });

    it("300 requests without the trusted header: all kept, beyond the normal rate held; a real visitor without one is stored; the next summary names the setting", async () => {
      expect(await flood(floods, withoutAddress(300))).toEqual({ stored: 300 });
      expect(await count("held")).toBe(290);
      expect(await visitor(floods, withoutAddress(1)[0], "no-header@example.co.uk")).toBe("held");
      expect(await visitor(floods, { "cf-connecting-ip": "unknown" }, "unreadable@example.co.uk")).toBe("held");
      const summary = await summarise();
      expect(summary?.counts).toEqual({ "without address": 302 });
      expect(summary?.summary.split("\n")).toEqual([
        "292 held enquiries since the last summary: look through them and release the real ones.",
        "Attention: enquiries are arriving without the visitor's address: check the `ip_header` setting (public.enquiry_settings; 302 since the last summary).",
      ]);
      // A direct insert in the SQL editor carries no request headers: no misconfiguration, nothing to report.
      await minutesPass(2);
      await owner("insert into public.enquiries (kind, name, email, phone, sector, service, message, consent) select kind, name, 'owner@example.co.uk', phone, sector, service, message, consent from public.enquiries limit 1");
      expect(await summarise()).toBeNull();
    });
  });

  describe("the business hears once, and exactly once", () => {
    it("run twice, late, and after a missed hour, each held row and each refusal is in exactly one summary; the ceiling reached is reported", async () => {
      await owner("update public.enquiry_limits set at_most = 2 where per = 'site' and within = '1 minute'");
      const round = async (n: number): Promise<Record<string, number>> => ({
        ...(await flood(floods, Array.from({ length: 5 }, (_, i) => edgeHeaders(`198.51.100.${n * 10 + i}`)))),
        ...Object.fromEntries(Object.entries(await flood(floods, Array.from({ length: 4 }, () => edgeHeaders(`192.0.2.${n}`)))).map(([k, v]) => [`one address: ${k}`, v])),
      });
      expect(await round(1)).toEqual({ stored: 5, "one address: stored": 3, "one address: refused enquiry-limit-minute": 1 });
      const first = await summarise();
      expect(first).toMatchObject({ held: 6, counts: { "enquiry ip minute": 1 } });
      expect(first?.summary.split("\n")).toEqual(["6 held enquiries since the last summary: look through them and release the real ones.", "1 enquiry refused beyond the limit from one IP address in a minute."]);
      expect(await summarise()).toBeNull();

      // Round 2, then an hour with no summary (a missed run), round 3, and the summary late.
      await round(2);
      await minutesPass(61);
      await round(3);
      await minutesPass(30);
      expect(await summarise()).toMatchObject({ held: 14, counts: { "enquiry ip minute": 2 } });
      expect(await summarise()).toBeNull();

      // The ceiling, lowered as the business could: reached, and said so.
      await owner("update public.enquiry_limits set at_most = 10 where per = 'ceiling' and within = '1 hour'");
      expect(await flood(floods, Array.from({ length: 3 }, (_, i) => edgeHeaders(`203.0.113.${i + 1}`)))).toEqual({ stored: 2, "refused enquiry-ceiling": 1 });
      expect((await summarise())?.summary.split("\n")).toEqual(["1 enquiry refused: the ceiling of enquiries in an hour was reached."]);
      expect(await owner("select sum(held)::int as held from public.enquiry_held_summaries")).toEqual([{ held: await count("held") }]);
    });
  });

  describe("personal data kept no longer than needed", () => {
    it("the hourly job deletes held enquiries nobody released after 30 days, lists their photos for Storage; a released one, and a newer one, stay", async () => {
      expect(await owner("select held_kept_for::text from public.enquiry_settings")).toEqual([{ held_kept_for: "30 days" }]);
      await flood(floods, ["old-held", "old-released", "recent-held"].map((_, i) => edgeHeaders(`198.51.100.${i + 1}`)));
      await owner(
        "with numbered as (select id, row_number() over (order by arrival) as n from public.enquiries) update public.enquiries e set held = true, email = (array['old-held', 'old-released', 'recent-held'])[n] || '@example.co.uk' from numbered where numbered.id = e.id",
      );
      await owner("update public.enquiries set created_at = now() - interval '31 days', photos = array[submission_id || '/1.jpg'], photos_received = array[submission_id || '/1.jpg'] where email like 'old-%'");
      await owner("update public.enquiries set created_at = now() - interval '29 days' where email like 'recent-%'");
      await owner("update public.enquiries set held = false where email like 'old-released%'");
      const summary = await summarise();
      expect(summary?.summary.split("\n")).toEqual([
        "1 held enquiry since the last summary: look through them and release the real ones.",
        "1 held enquiry nobody released, older than 30 days, deleted; their photos (1) are listed in public.enquiry_photos_to_remove for Storage to remove.",
      ]);
      expect(await owner("select email from public.enquiries order by email")).toEqual([{ email: "old-released@example.co.uk" }, { email: "recent-held@example.co.uk" }]);
      expect(await owner("select count(*)::int as n from public.enquiry_photos_to_remove")).toEqual([{ n: 1 }]);
    });
  });

  it("only the owner runs the summary or reads what it recorded", async () => {
    const denied = { code: "42501" };
    await expect(db.query("anon", "select public.summarise_held_enquiries()")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "select * from public.enquiry_photos_to_remove")).rejects.toMatchObject(denied);
    await expect(db.query("anon", "select nextval('enquiries_private.\"count: without address\"')")).rejects.toMatchObject(denied);
  });
});
