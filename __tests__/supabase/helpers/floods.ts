/*
 * Floods of thousands of requests, cheaply: one transaction as anon with PostgREST's settings, in which a test
 * function inserts each row as one API request would, with that request's headers (request.headers, set for each
 * row as PostgREST sets it for each request) and in a subtransaction of its own, so a refusal undoes that row only
 * (as PostgREST rolls back that request). Every row of a flood arrives at the same moment (one transaction's now()),
 * which is the hardest case for limits within a minute or an hour.
 * Used on PGlite (networks.test.ts) and on a real PostgreSQL server (concurrency.test.ts).
 */
import { edgeHeaders, forgedForwardedFor, type Headers } from "./edge";
import { quoteRow } from "./rows";

/** Runs one statement as the owner; `asAnon` runs statements in one transaction as anon with PostgREST's settings. */
export interface FloodDatabase {
  owner<T>(sql: string, params?: unknown[]): Promise<T[]>;
  asAnon<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/** The test function, made by the owner once per database (it is no part of the migrations). */
export const FLOOD_FUNCTION = `
create schema if not exists flood_test;
grant usage on schema flood_test to anon;
create or replace function flood_test.send(requests jsonb, template jsonb)
  returns table (outcome text)
  language plpgsql
as $$
declare
  request jsonb;
  i integer := 0;
  base public.enquiries;
begin
  base := jsonb_populate_record(null::public.enquiries, template);
  for request in select value from jsonb_array_elements(requests) loop
    i := i + 1;
    perform set_config('request.headers', request::text, true);
    begin
      insert into public.enquiries (kind, page, name, email, phone, sector, service, message, consent, submission_id)
        values (base.kind, base.page, base.name, replace(base.email, '{n}', i::text), base.phone, base.sector, base.service, base.message, base.consent, gen_random_uuid());
      outcome := 'stored';
    exception when sqlstate 'PT429' then
      get stacked diagnostics outcome = pg_exception_hint;
      outcome := 'refused ' || outcome;
    end;
    return next;
  end loop;
end;
$$;
grant execute on function flood_test.send(jsonb, jsonb) to anon;
`;

let floods = 0;

/** Sends one request per headers, each a quote from an email address of its own; how many of each outcome. */
export async function flood(db: FloodDatabase, requests: Headers[]): Promise<Record<string, number>> {
  floods += 1;
  const template = quoteRow(`flood-${floods}-{n}@example.co.uk`, "Flood Sender");
  const rows = await db.asAnon<{ outcome: string }>("select outcome from flood_test.send($1::jsonb, $2::jsonb)", [JSON.stringify(requests), JSON.stringify(template)]);
  return rows.reduce<Record<string, number>>((counts, { outcome }) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});
}

/** 2,500 requests from one IPv6 /48, each from its own /64 (ten /56s), each forging x-forwarded-for. */
export const oneIpv6Slash48 = (count = 2500): Headers[] =>
  Array.from({ length: count }, (_, i) => edgeHeaders(`2001:db8:48:${i.toString(16)}::${(i % 7) + 1}`, forgedForwardedFor(i)));

/**
 * 2,500 requests from an IPv4 /22 (four /24s: 1,024 addresses, two or three requests each), each forging
 * x-forwarded-for. A /24 is the smallest block routed on the internet and about the most a hosting company hands one
 * customer; a /22 is what a registry gave a whole new provider, so this is more than any one customer is given.
 */
export const oneIpv4Slash22 = (count = 2500): Headers[] =>
  Array.from({ length: count }, (_, i) => edgeHeaders(`198.18.${(i % 1024) >> 8}.${i % 256}`, forgedForwardedFor(i)));

/** Requests through the API whose trusted header is missing (a proxy stopped sending it), forging x-forwarded-for. */
export const withoutAddress = (count: number): Headers[] =>
  Array.from({ length: count }, (_, i) => {
    const headers = edgeHeaders("192.0.2.1", forgedForwardedFor(i));
    delete headers["cf-connecting-ip"];
    return headers;
  });

/** One visitor's enquiry as its own request (`email` unique to it): stored (and held or not), or refused with its code. */
export async function visitor(db: FloodDatabase, headers: Headers, email: string): Promise<"stored" | "held" | `refused ${string}`> {
  const [{ outcome }] = await db.asAnon<{ outcome: string }>("select outcome from flood_test.send($1::jsonb, $2::jsonb)", [JSON.stringify([headers]), JSON.stringify(quoteRow(email, "Real Visitor"))]);
  if (outcome !== "stored") return outcome as `refused ${string}`;
  const rows = await db.owner<{ held: boolean }>("select held from public.enquiries where email = $1", [email]);
  if (rows.length !== 1) throw new Error(`expected the visitor's one row, found ${rows.length}`);
  return rows[0].held ? "held" : "stored";
}
