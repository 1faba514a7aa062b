-- Limits per sender, not per site (issue 51). Before this file the limits were shared: ten enquiries a minute
-- and a hundred an hour from everyone together, so one script storing a hundred rows an hour from made-up
-- email addresses refused every real visitor all day, and the business heard nothing. Now:
--   1. Each sender is held to its own limits: its IP address as Supabase's API sees it (the header named in
--      public.enquiry_settings: cf-connecting-ip, which Cloudflare sets in front of Supabase and no client can
--      forge; not x-forwarded-for, whose first entry is whatever the client sent), and, as before, the email
--      address it types. A request with no address (the service key, a direct database insert) keeps the
--      shared limits these requests had before, among themselves.
--   2. Beyond the site's normal rate an enquiry is not refused but held: stored, marked (held), left out of the
--      per-enquiry email (the webhook in docs/supabase.md) and counted in an hourly summary instead.
--   3. Only a hard ceiling, far above any real day, refuses everyone, to protect the database's storage.
-- Photos follow the same rules. A new file because the earlier ones may already be applied; the functions
-- they defined are replaced here. docs/supabase.md says how to release or delete held enquiries.

-- 1. Where the client's address comes from: one row the business can change (a self-hosted project behind its
-- own proxy names the header that proxy sets and overwrites).
create table if not exists public.enquiry_settings (
  only_row boolean primary key default true check (only_row),
  -- A request header, as PostgREST and Storage pass them to the database (request.headers, names in lower case).
  ip_header text not null check (ip_header ~ '^[a-z0-9-]{1,64}$')
);

comment on table public.enquiry_settings is 'One row: which request header holds the client''s IP address that the enquiry limits count per sender. cf-connecting-ip on Supabase''s hosted platform; never x-forwarded-for, whose first entry the client chooses.';

alter table public.enquiry_settings enable row level security;
revoke all on table public.enquiry_settings from anon, authenticated;

insert into public.enquiry_settings (ip_header) values ('cf-connecting-ip') on conflict (only_row) do nothing;

-- 2. What the database records about each enquiry's sender, and whether it is held. Set by the triggers only:
-- the anon role may not insert these columns, and whatever any role sends is replaced.
alter table public.enquiries
  -- The sender's IP address: an IPv4 address, or the /64 network of an IPv6 one (one household's or phone's:
  -- its device may take any address within it). Null for a request with no address.
  add column if not exists sender cidr,
  -- Kept but held: arrived beyond the site's normal rate (enquiry_limits per 'site'). Stored and shown in the
  -- hourly summary; no per-enquiry email. Releasing it (held = false) sends that email then.
  add column if not exists held boolean not null default false,
  -- The address the enquiry's first photo came from, for the photos' limits per sender.
  add column if not exists photos_from cidr;

comment on column public.enquiries.sender is 'The sender''s IP address (an IPv6 sender''s /64) as Supabase''s API saw it, for the limits per sender; null for a request with none.';
comment on column public.enquiries.held is 'Kept but held: arrived beyond the site''s normal rate, so no per-enquiry email. Release with update ... set held = false (docs/supabase.md).';
comment on column public.enquiries.photos_from is 'The IP address (an IPv6 sender''s /64) the first photo came from, for the photos'' limits per sender.';

create index if not exists enquiries_sender_created_at on public.enquiries (sender, created_at);
create index if not exists enquiries_held_created_at on public.enquiries (created_at) where held;
create index if not exists enquiries_photos_from on public.enquiries (photos_from, photos_arrived_at) where photos_arrived_at is not null;

-- 3. The limits: new kinds of row. 'site' keeps its figures, but now holds instead of refusing.
alter table public.enquiry_limits drop constraint if exists enquiry_limits_per_check;
alter table public.enquiry_limits
  add constraint enquiry_limits_per_check check (per in ('ip', 'email', 'no ip', 'site', 'ceiling'));

comment on table public.enquiry_limits is 'How many enquiries public.enquiries takes within each moving window. Refused beyond: per ''ip'' (one sender''s IP address), ''email'' (one typed address), ''no ip'' (requests without an address, together), ''ceiling'' (everything, held included). Held beyond: ''site'' (the normal rate). Read on every insert and photo.';

-- Requests with no address keep the shared limits they had (the 'site' rows as they stand). One visitor sends
-- a quote, a reseller application and a correction; a fourth within a minute, or an eleventh within an hour,
-- from one address is a script. 2,000 an hour is hundreds of times a busy day (docs/supabase.md: why).
insert into public.enquiry_limits (per, within, at_most)
  select 'no ip', l.within, l.at_most from public.enquiry_limits l where l.per = 'site'
on conflict (per, within) do nothing;
insert into public.enquiry_limits (per, within, at_most) values
  ('ip', interval '1 minute', 3),
  ('ip', interval '1 hour', 10),
  ('ceiling', interval '1 hour', 2000)
on conflict (per, within) do nothing;

-- 4. The sender of the request being served: the address in the trusted header, or null. PostgREST and Storage
-- set request.headers for each transaction (set_config(..., true)); a direct database session has none.
create or replace function enquiries_private.request_sender()
  returns cidr
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  header text;
  address inet;
begin
  select s.ip_header into header from public.enquiry_settings s;
  begin
    address := pg_catalog.btrim(pg_catalog.current_setting('request.headers', true)::jsonb ->> header)::inet;
  exception when others then
    -- No headers (or not JSON), or a value that is no address: the request has no address.
    return null;
  end;
  if address is null then
    return null;
  end if;
  -- An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  if pg_catalog.family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    address := pg_catalog.substr(pg_catalog.host(address), 8)::inet;
  end if;
  if pg_catalog.family(address) = 4 then
    return pg_catalog.set_masklen(pg_catalog.host(address)::inet, 32)::cidr;
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64));
end;
$$;

revoke all on function enquiries_private.request_sender() from public, anon, authenticated;

-- The stable code of a refusal, which the website's form turns into its own words (src/lib/forms/supabaseRefusal.ts):
-- a sender's limit by its window, rounded up to a minute, an hour or a day; or the ceiling.
create or replace function enquiries_private.refusal_code(per text, within interval)
  returns text
  language sql
  immutable
  set search_path = ''
  return case
    when per = 'ceiling' then 'enquiry-ceiling'
    when within <= interval '1 minute' then 'enquiry-limit-minute'
    when within <= interval '1 hour' then 'enquiry-limit-hour'
    else 'enquiry-limit-day'
  end;

-- Called by the triggers (as their owner) and by the tests.
revoke all on function enquiries_private.refusal_code(text, interval) from public, anon, authenticated;

create or replace function enquiries_private.limit_scope(per text)
  returns text
  language sql
  immutable
  set search_path = ''
  return case per
    when 'ip' then 'from one IP address'
    when 'email' then 'from one email address'
    when 'no ip' then 'from requests without an IP address'
    else 'in all'
  end;

revoke all on function enquiries_private.limit_scope(text) from public, anon, authenticated;

-- 5. Every enquiry, whoever inserts it: the sender's limits, then the ceiling (refused: HTTP 429, SQLSTATE
-- PT429, the code in the hint), then the site's normal rate (held).
create or replace function public.enquiries_within_limits()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  rule record;
  recent integer;
  code text;
begin
  -- One insert at a time counts and stores, so two at once cannot both take the last place, nor both stay
  -- unheld when one place is left. The lock ends with the inserting transaction; an enquiry takes milliseconds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries flood limits'));
  new.sender := enquiries_private.request_sender();
  new.held := false;
  new.photos_from := null;

  -- A retry of a sending already stored is no new enquiry: the unique index refuses it as a duplicate (409),
  -- which the form takes as "already stored", instead of a limit its own first try used up.
  if new.submission_id is not null and exists (select from public.enquiries e where e.submission_id = new.submission_id) then
    return new;
  end if;

  for rule in
    select l.per, l.within, l.at_most
      from public.enquiry_limits l
      where l.per in ('email', 'ceiling') or l.per = (case when new.sender is null then 'no ip' else 'ip' end)
      order by l.per = 'ceiling', l.within, l.per
  loop
    if rule.per = 'ip' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.sender = new.sender and e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'no ip' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.sender is null and e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'email' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where pg_catalog.lower(e.email) = pg_catalog.lower(new.email) and e.created_at > pg_catalog.now() - rule.within;
    else
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.created_at > pg_catalog.now() - rule.within;
    end if;
    if recent >= rule.at_most then
      code := enquiries_private.refusal_code(rule.per, rule.within);
      raise sqlstate 'PT429' using
        message = pg_catalog.format('%s: at most %s enquiries within %s %s.', code, rule.at_most, rule.within, enquiries_private.limit_scope(rule.per)),
        hint = code;
    end if;
  end loop;

  for rule in select l.within, l.at_most from public.enquiry_limits l where l.per = 'site' order by l.within loop
    select pg_catalog.count(*) into recent from public.enquiries e
      where not e.held and e.created_at > pg_catalog.now() - rule.within;
    if recent >= rule.at_most then
      new.held := true;
      exit;
    end if;
  end loop;
  return new;
end;
$$;

comment on function public.enquiries_within_limits() is 'Refuses an enquiry (SQLSTATE PT429, HTTP 429, its code in the hint) beyond its sender''s limits or the ceiling in public.enquiry_limits; holds it beyond the site''s normal rate. Trigger on public.enquiries.';
revoke all on function public.enquiries_within_limits() from public, anon, authenticated;

-- 6. The summary for the business: one row, "N held enquiries in the last hour", instead of N emails. Run
-- hourly by pg_cron (docs/supabase.md), with a webhook on this table that emails each new row.
create table if not exists public.enquiry_held_summaries (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  since timestamptz not null,
  held integer not null check (held > 0),
  summary text not null
);

comment on table public.enquiry_held_summaries is 'One row each time public.summarise_held_enquiries() finds held enquiries: how many arrived in its window and are still held. Email each new row (docs/supabase.md).';

alter table public.enquiry_held_summaries enable row level security;
revoke all on table public.enquiry_held_summaries from anon, authenticated;

create or replace function public.summarise_held_enquiries(within interval default interval '1 hour')
  returns public.enquiry_held_summaries
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  held_count integer;
  summary public.enquiry_held_summaries;
begin
  select pg_catalog.count(*) into held_count from public.enquiries e
    where e.held and e.created_at > pg_catalog.now() - within;
  if held_count = 0 then
    return null;
  end if;
  insert into public.enquiry_held_summaries (since, held, summary)
    values (
      pg_catalog.now() - within,
      held_count,
      pg_catalog.format(
        '%s held %s in the last %s',
        held_count,
        case when held_count = 1 then 'enquiry' else 'enquiries' end,
        case within when interval '1 hour' then 'hour' when interval '1 day' then 'day' else within::text end
      )
    )
    returning * into summary;
  return summary;
end;
$$;

comment on function public.summarise_held_enquiries(interval) is 'Adds a row to public.enquiry_held_summaries ("N held enquiries in the last hour") when enquiries arrived held within the window, and returns it; null when none did. Run hourly (docs/supabase.md).';
-- For the owner (the SQL editor, pg_cron) and the service key; not for the website's anon key.
revoke all on function public.summarise_held_enquiries(interval) from public, anon, authenticated;

-- 7. Photos: the ceiling, a number of photos an hour (each up to bytes_per_photo), whoever sends them.
alter table public.enquiry_photo_limits
  add column if not exists photos_per_hour integer not null default 200 check (photos_per_hour >= 0);

comment on column public.enquiry_photo_limits.photos_per_hour is 'The ceiling: photos the bucket takes in any hour, held enquiries'' included; beyond it every photo is refused, to protect storage.';

-- Every write of an object into the bucket, whoever writes it (Storage's test as anon, its final write as
-- service_role, a script with the service key), as before: the path a stored enquiry planned and has not yet
-- received, the type and size. Then the limits: the sender's (counted in enquiries whose photos came from it),
-- then the ceiling. A held enquiry's photos are stored and held with it; only enquiries within the site's
-- normal rate are not held, so neither are more photos than theirs.
create or replace function enquiries_private.photo_within_limits()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits public.enquiry_photo_limits;
  enquiry record;
  declared_type text := new.metadata ->> 'mimetype';
  size_text text := coalesce(new.metadata ->> 'size', new.metadata ->> 'contentLength');
  size bigint;
  uploader cidr;
  rule record;
  recent integer;
  code text;
begin
  if new.bucket_id is distinct from 'enquiry-photos' then
    return new;
  end if;
  select * into strict limits from public.enquiry_photo_limits;

  if new.name is null or new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$' then
    raise sqlstate '42501' using message = 'Enquiry photos go in their enquiry''s folder only.';
  end if;

  if declared_type is null or not (declared_type = any (limits.types))
     or enquiries_private.photo_extension(declared_type) is distinct from storage.extension(new.name) then
    raise sqlstate '42501' using message = pg_catalog.format('Enquiry photos must be %s, named for their type.', pg_catalog.array_to_string(limits.types, ' or '));
  end if;

  -- The stored size once uploaded; before that the request's declared length, which for a form upload
  -- includes a few hundred bytes of form fields (hence the margin, for the first check only).
  if size_text is null or size_text !~ '^[0-9]{1,15}$' then
    raise sqlstate '42501' using message = 'An enquiry photo''s size must be known.';
  end if;
  size := size_text::bigint - (case when new.metadata ? 'size' then 0 else 16384 end);
  if size > limits.bytes_per_photo then
    raise sqlstate '42501' using message = pg_catalog.format('Enquiry photos may be at most %s bytes each.', limits.bytes_per_photo);
  end if;

  -- One photo at a time is checked and stored, so two at once cannot both take the last place.
  -- The lock ends with the inserting transaction.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries photo limits'));

  select e.id, e.email, e.photos, e.photos_received, e.photos_arrived_at into enquiry
    from public.enquiries e
    where e.submission_id = pg_catalog.split_part(new.name, '/', 1)::uuid
      and e.created_at > pg_catalog.now() - limits.upload_within
    for update;
  if not found or not (new.name = any (enquiry.photos)) then
    raise sqlstate '42501' using message = 'This is not a photo that a recent enquiry planned.';
  end if;
  -- Storage answers 409, as for any object that exists: it cannot be replaced.
  if new.name = any (coalesce(enquiry.photos_received, '{}')) then
    raise sqlstate '23505' using message = 'This photo has already been received.';
  end if;

  -- The sender's limits, counted in enquiries that received photos: an enquiry's first photo counts it, for the
  -- address it came from and for the enquiry's email address; its other photos add nothing. Storage answers
  -- these refusals with 403 and the message, whose code src/lib/forms/supabaseInsert.ts reads.
  uploader := enquiries_private.request_sender();
  if enquiry.photos_arrived_at is null then
    for rule in
      select l.per, l.within, l.at_most
        from public.enquiry_limits l
        where l.per = 'email' or l.per = (case when uploader is null then 'no ip' else 'ip' end)
        order by l.within, l.per
    loop
      if rule.per = 'ip' then
        select pg_catalog.count(*) into recent from public.enquiries e
          where e.photos_from = uploader and e.photos_arrived_at > pg_catalog.now() - rule.within;
      elsif rule.per = 'no ip' then
        select pg_catalog.count(*) into recent from public.enquiries e
          where e.photos_from is null and e.photos_arrived_at > pg_catalog.now() - rule.within;
      else
        select pg_catalog.count(*) into recent from public.enquiries e
          where pg_catalog.lower(e.email) = pg_catalog.lower(enquiry.email) and e.photos_arrived_at > pg_catalog.now() - rule.within;
      end if;
      if recent >= rule.at_most then
        code := enquiries_private.refusal_code(rule.per, rule.within);
        raise sqlstate '42501' using
          message = pg_catalog.format('%s: at most %s enquiries with photos within %s %s.', code, rule.at_most, rule.within, enquiries_private.limit_scope(rule.per));
      end if;
    end loop;
  end if;

  -- The ceiling, in photos: every photo counts, held or not.
  select pg_catalog.count(*) into recent from storage.objects o
    where o.bucket_id = 'enquiry-photos' and o.created_at > pg_catalog.now() - interval '1 hour';
  if recent >= limits.photos_per_hour then
    raise sqlstate '42501' using
      message = pg_catalog.format('enquiry-ceiling: at most %s photos within an hour in all.', limits.photos_per_hour);
  end if;

  update public.enquiries
    set photos_received = pg_catalog.array_append(coalesce(photos_received, '{}'), new.name),
        photos_arrived_at = coalesce(photos_arrived_at, pg_catalog.now()),
        photos_from = case when photos_arrived_at is null then uploader else photos_from end
    where id = enquiry.id;
  return new;
end;
$$;

comment on function enquiries_private.photo_within_limits() is 'Admits an object into the enquiry-photos bucket only at a path a recent enquiry planned and has not received, of an allowed type and size, within its sender''s limits and the photos'' ceiling. Trigger on storage.objects.';
revoke all on function enquiries_private.photo_within_limits() from public, anon, authenticated;
