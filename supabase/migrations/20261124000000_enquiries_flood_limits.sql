-- The enquiries table refuses a flood by itself. The anon key is public, so anyone can
-- insert straight into public.enquiries without the website's form: 300 rapid rows were
-- all stored before this file, and the documented insert webhook would have emailed each.
-- Now the database itself caps how many enquiries it takes in a moving window, from
-- everyone together and from each email address, and refuses a filled honeypot.
-- docs/supabase.md says how to change the limits; __tests__/supabase/flood.test.ts holds them.

-- The form's hidden field (src/components/forms/NativeForm.tsx, HONEYPOT), under the same
-- name: a bot that fills every field it is offered fills this one too. The website's
-- own form never sends it (the browser turns such a bot away before sending).
alter table public.enquiries add column if not exists homepage text;
alter table public.enquiries
  drop constraint if exists enquiries_homepage_check,
  add constraint enquiries_homepage_check check (homepage is null or homepage = '');
grant insert (homepage) on table public.enquiries to anon;

-- The limits, one row each, read on every insert: change a row (Table Editor, or SQL as the
-- owner) and the next insert obeys it. Only the owner and service_role can see or change them.
create table if not exists public.enquiry_limits (
  -- 'site': every enquiry counts; 'email': only those from the same address (case ignored).
  per text not null check (per in ('site', 'email')),
  within interval not null check (within > interval '0' and within <= interval '1 day'),
  at_most integer not null check (at_most >= 0),
  primary key (per, within)
);

comment on table public.enquiry_limits is 'How many enquiries public.enquiries takes: at most at_most within each moving window, per site or per email address. Read by enquiries_within_limits() on every insert.';

alter table public.enquiry_limits enable row level security;
revoke all on table public.enquiry_limits from anon, authenticated;

-- People type an enquiry in minutes, and this business gets a handful a day: ten in one
-- minute, or a hundred in an hour, is far beyond any real rush (a mailing to trade
-- customers included), while a script is held to that instead of hundreds a second, and
-- the webhook's emails with it. One person may send a quote and a reseller application
-- and correct one; a fourth from one address within a minute is a script or a stuck key.
insert into public.enquiry_limits (per, within, at_most) values
  ('site', interval '1 minute', 10),
  ('site', interval '1 hour', 100),
  ('email', interval '1 minute', 3)
on conflict (per, within) do nothing;

-- What the counts read: the last minutes' rows, all of them and one address's.
create index if not exists enquiries_created_at on public.enquiries (created_at);
create index if not exists enquiries_email_created_at on public.enquiries (lower(email), created_at);

-- Runs as the owner (security definer): the anon role may not read enquiries or limits,
-- and must not, but the count needs both. It reads nothing from the row but its address.
create or replace function public.enquiries_within_limits()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  rule record;
  recent integer;
begin
  -- One insert at a time counts and stores, so two at once cannot both take the last place.
  -- The lock ends with the inserting transaction; an enquiry takes milliseconds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries flood limits'));
  for rule in select per, within, at_most from public.enquiry_limits order by within, per loop
    select pg_catalog.count(*) into recent
      from public.enquiries e
      where e.created_at > pg_catalog.now() - rule.within
        and (rule.per = 'site' or pg_catalog.lower(e.email) = pg_catalog.lower(new.email));
    if recent >= rule.at_most then
      -- PT429: Supabase's API (PostgREST) answers HTTP 429 Too Many Requests; the form says so in its own words.
      raise sqlstate 'PT429' using
        message = 'Too many enquiries just now; please try again later or telephone.',
        detail = pg_catalog.format('At most %s enquiries within %s %s.', rule.at_most, rule.within, case rule.per when 'site' then 'in all' else 'from one email address' end);
    end if;
  end loop;
  return new;
end;
$$;

comment on function public.enquiries_within_limits() is 'Refuses an enquiry (SQLSTATE PT429, HTTP 429) when public.enquiry_limits says enough have arrived. Trigger on public.enquiries.';
-- A trigger function is not callable through the API; nobody needs to call it any other way.
revoke all on function public.enquiries_within_limits() from public, anon, authenticated;

drop trigger if exists enquiries_within_limits on public.enquiries;
create trigger enquiries_within_limits
  before insert on public.enquiries
  for each row execute function public.enquiries_within_limits();
