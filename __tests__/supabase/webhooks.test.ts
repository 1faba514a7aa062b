/** @jest-environment node */
/*
 * Upgrading over webhooks that the older docs' advice could have left (issue 55, "Upgrades are safe"), beyond the
 * two networks.test.ts covers: a webhook whose condition or own function merely mentions `held` without leaving
 * held rows out must still be made held-aware, or a flood emails every held row.
 */
import fs from "fs";
import { edgeHeaders } from "./helpers/edge";
import { FLOOD_FUNCTION, flood, type FloodDatabase } from "./helpers/floods";
import { migrationFiles, startPostgres, type Postgres } from "./helpers/postgres";
import { postgrestSettings } from "./helpers/postgrest";

const UPGRADE = "20261202000000_enquiries_limits_by_network.sql";
const files = migrationFiles();
const at = files.findIndex((file) => file.endsWith(UPGRADE));

let db: Postgres;
const owner = <T>(sql: string, params?: unknown[]): Promise<T[]> => db.query<T>("owner", sql, params);

beforeAll(async () => {
  db = await startPostgres({ migrations: files.slice(0, at) });
  await db.transaction("owner", [{ sql: FLOOD_FUNCTION }]);
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

it("webhooks that mention held without leaving held rows out are made held-aware: a flood emails only the rows not held", async () => {
  await db.transaction("owner", [
    { sql: "create schema supabase_functions; create table supabase_functions.sent (n serial, url text)" },
    { sql: "create function supabase_functions.http_request() returns trigger language plpgsql security definer as $$ begin insert into supabase_functions.sent (url) values (tg_argv[0]); return new; end $$" },
    { sql: "create schema net; create table net.sent (n serial, url text, body jsonb)" },
    { sql: "create function net.http_post(url text, body jsonb default '{}') returns bigint language sql as $$ insert into net.sent (url, body) values (url, body) returning n $$" },
    // A dashboard webhook with a condition of its own, whose URL happens to say "held".
    {
      sql: `create trigger "quotes to the office" after insert on public.enquiries for each row when (new.kind is not null) execute function supabase_functions.http_request('https://email.example/held-or-not', 'POST', '{}', '{}', '5000')`,
    },
    // A function of one's own that sends every row, with its held flag among the fields.
    { sql: "create function public.email_enquiry() returns trigger language plpgsql security definer as $$ begin perform net.http_post('https://email.example/send', jsonb_build_object('name', new.name, 'held', new.held)); return new; end $$" },
    { sql: `create trigger "email each enquiry" after insert on public.enquiries for each row execute function public.email_enquiry()` },
  ]);
  for (const file of files.slice(at)) await db.transaction("owner", [{ sql: fs.readFileSync(file, "utf8") }]);

  const floods: FloodDatabase = {
    owner,
    asAnon: async <T>(sql: string, params: unknown[]) => (await db.transaction("anon", [postgrestSettings("anon", {}), { sql, params }]))[1] as T[],
  };
  // 30 addresses in one minute: the site's normal rate (10) stored and emailed, the other 20 held.
  expect(await flood(floods, Array.from({ length: 30 }, (_, i) => edgeHeaders(`198.51.100.${i + 1}`)))).toEqual({ stored: 30 });
  expect(await owner("select count(*)::int as held from public.enquiries where held")).toEqual([{ held: 20 }]);
  expect(await owner("select (select count(*)::int from supabase_functions.sent) as webhook, (select count(*)::int from net.sent) as own")).toEqual([{ webhook: 10, own: 10 }]);
}, 120_000);
