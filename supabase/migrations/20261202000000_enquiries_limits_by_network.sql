-- Limits by network, a summary the business hears exactly once, safe upgrades and bounded storage (issue 55).
-- Before this file:
--   - IPv6 senders were grouped by /64 only and IPv4 senders not at all, so 2,500 rows within an hour from one
--     IPv6 /48 (each from its own /64), or from a small IPv4 hosting block, passed every limit per sender, filled
--     the 2,000-an-hour ceiling and refused every real visitor;
--   - requests without the trusted header shared refusing limits (10 a minute, 100 an hour): a proxy that stopped
--     sending cf-connecting-ip brought back the site-wide refusals, and nobody was told;
--   - the summary counted a sliding window, was scheduled only by hand, and knew nothing of refusals;
--   - a webhook made as the older docs said emailed every held row;
--   - photos were bounded in number, not bytes; held rows were kept for ever.
-- Now:
--   1. Each sender's wider network has its own share of the hour (IPv4: the address, then its /24; IPv6: the /64,
--      then its /56, then its /48). Beyond its share a network's rows are refused; nobody else's are.
--   2. Each limit says what happens beyond it: held or refused (enquiry_limits.beyond). A request with no address
--      is held beyond the normal rate and refused only by the ceiling; one from a shared address (an office, a
--      mobile network) is held beyond its normal rate long before it is refused.
--   3. Every refusal, and every request without the trusted header, is counted where a rollback cannot undo it
--      (a sequence per cause: no personal data), and public.summarise_held_enquiries() reports each held row and
--      each count exactly once, from a cursor. The migration schedules it hourly with pg_cron where it can.
--   4. An insert webhook on enquiries that would email held rows is made held-aware, or the migration stops and
--      says what to run.
--   5. Photos have a ceiling in bytes an hour and a day, enquiries a ceiling a day, and held rows no one released
--      are deleted after enquiry_settings.held_kept_for (30 days) by the same hourly job.
-- docs/supabase.md explains each figure; __tests__/supabase/networks.test.ts and the others hold them.

-- 1. What happens beyond each limit, and the new tiers.
alter table public.enquiry_limits add column if not exists beyond text not null default 'refused';
alter table public.enquiry_limits drop constraint if exists enquiry_limits_per_check;
alter table public.enquiry_limits drop constraint if exists enquiry_limits_beyond_check;
alter table public.enquiry_limits drop constraint if exists enquiry_limits_pkey;
-- The site's normal rate always holds, and so now do requests without an address; the ceiling always refuses.
update public.enquiry_limits set beyond = 'held' where per in ('site', 'no ip');
-- One address: held beyond its normal rate (ten an hour), refused only beyond three times that, so that many
-- people behind one address are held, not turned away. Kept if the business had changed the figure.
update public.enquiry_limits set at_most = 30 where per = 'ip' and within = interval '1 hour' and at_most = 10;
alter table public.enquiry_limits
  add constraint enquiry_limits_per_check check (per in ('ip', 'ipv4 /24', 'ipv6 /56', 'ipv6 /48', 'email', 'no ip', 'site', 'ceiling')),
  add constraint enquiry_limits_beyond_check check (beyond in ('held', 'refused') and (per <> 'site' or beyond = 'held') and (per <> 'ceiling' or beyond = 'refused')),
  add constraint enquiry_limits_pkey primary key (per, within, beyond);

comment on column public.enquiry_limits.beyond is 'What happens to an enquiry beyond at_most: ''held'' (stored, no email of its own, in the hourly summary) or ''refused'' (HTTP 429).';
comment on table public.enquiry_limits is 'How many enquiries public.enquiries takes within each moving window, per ''ip'' (one IPv4 address or IPv6 /64), ''ipv4 /24'', ''ipv6 /56'', ''ipv6 /48'' (one network), ''email'' (one typed address), ''no ip'' (requests without an address, together), ''site'' (everything not held) or ''ceiling'' (everything, held included); beyond: held or refused. Read on every insert and photo (docs/supabase.md).';

-- Shares of the hour: each far below the ceiling (2,000), so no network a host or tunnel broker hands out can
-- reach it, and each far above what one network of real customers sends a small business (docs/supabase.md).
insert into public.enquiry_limits (per, within, at_most, beyond) values
  ('ip', interval '1 hour', 10, 'held'),
  ('ipv4 /24', interval '1 hour', 60, 'refused'),
  ('ipv6 /56', interval '1 hour', 60, 'refused'),
  ('ipv6 /48', interval '1 hour', 120, 'refused'),
  ('ceiling', interval '1 day', 10000, 'refused')
on conflict (per, within, beyond) do nothing;

-- 2. Settings: how long a held enquiry nobody released is kept.
alter table public.enquiry_settings
  add column if not exists held_kept_for interval not null default interval '30 days'
    check (held_kept_for between interval '1 day' and interval '1 year');

comment on column public.enquiry_settings.held_kept_for is 'Held enquiries nobody released are deleted this long after they arrived, by the hourly job (public.summarise_held_enquiries()). Released ones are kept.';

-- 3. The order enquiries arrived in, for the summary's cursor: drawn by the trigger after it takes the flood
-- limits' lock, so numbers are drawn in the order inserts commit (the summary takes the same lock).
create sequence if not exists enquiries_private.enquiry_arrivals;
revoke all on sequence enquiries_private.enquiry_arrivals from public, anon, authenticated;
alter table public.enquiries add column if not exists arrival bigint;
create index if not exists enquiries_arrival on public.enquiries (arrival) where held;
comment on column public.enquiries.arrival is 'The order the enquiry arrived in, for the hourly summary''s cursor. Set by the trigger.';

-- 4. Counters that a refusal's rollback cannot undo: a sequence advances whether or not its transaction commits.
-- One for each cause the summary reports; they hold counts only, nothing about the sender.
do $$
declare
  cause text;
begin
  foreach cause in array array['without address', 'other']
    || (select pg_catalog.array_agg(pg_catalog.format('%s %s %s', thing, per, span))
          from pg_catalog.unnest(array['enquiry', 'photo']) thing,
               pg_catalog.unnest(array['ip', 'ipv4 /24', 'ipv6 /56', 'ipv6 /48', 'email', 'no ip', 'ceiling']) per,
               pg_catalog.unnest(array['minute', 'hour', 'day']) span)
    || (select pg_catalog.array_agg(pg_catalog.format('photo bytes %s', span)) from pg_catalog.unnest(array['minute', 'hour', 'day']) span)
  loop
    execute pg_catalog.format('create sequence if not exists enquiries_private.%I', 'count: ' || cause);
    execute pg_catalog.format('revoke all on sequence enquiries_private.%I from public, anon, authenticated', 'count: ' || cause);
  end loop;
end;
$$;

-- A window as the summary and the refusal codes name it: rounded up to a minute, an hour or a day.
create or replace function enquiries_private.span(within interval)
  returns text
  language sql
  immutable
  set search_path = ''
  return case when within <= interval '1 minute' then 'minute' when within <= interval '1 hour' then 'hour' else 'day' end;

revoke all on function enquiries_private.span(interval) from public, anon, authenticated;

create or replace function enquiries_private.a_span(span text)
  returns text
  language sql
  immutable
  set search_path = ''
  return case span when 'hour' then 'in an hour' else 'in a ' || span end;

revoke all on function enquiries_private.a_span(text) from public, anon, authenticated;

create or replace function enquiries_private.count_event(cause text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform pg_catalog.nextval(coalesce(pg_catalog.to_regclass(pg_catalog.format('enquiries_private.%I', 'count: ' || cause)), 'enquiries_private."count: other"'::regclass));
end;
$$;

revoke all on function enquiries_private.count_event(text) from public, anon, authenticated;

-- A request that came through Supabase's API carries its headers; a direct database session has none.
create or replace function enquiries_private.request_has_headers()
  returns boolean
  language sql
  stable
  set search_path = ''
  return coalesce(pg_catalog.current_setting('request.headers', true), '') not in ('', 'null', '{}');

revoke all on function enquiries_private.request_has_headers() from public, anon, authenticated;

-- The network a tier counts for a sender (an IPv4 /32, or an IPv6 /64), or null where the tier does not apply.
create or replace function enquiries_private.tier_network(per text, sender cidr)
  returns cidr
  language sql
  immutable
  set search_path = ''
  return case
    when sender is null then null
    when per = 'ip' then sender
    when per = 'ipv4 /24' and pg_catalog.family(sender) = 4 then pg_catalog.network(pg_catalog.set_masklen(sender::inet, 24))
    when per = 'ipv6 /56' and pg_catalog.family(sender) = 6 then pg_catalog.network(pg_catalog.set_masklen(sender::inet, 56))
    when per = 'ipv6 /48' and pg_catalog.family(sender) = 6 then pg_catalog.network(pg_catalog.set_masklen(sender::inet, 48))
  end;

revoke all on function enquiries_private.tier_network(text, cidr) from public, anon, authenticated;

create or replace function enquiries_private.limit_scope(per text)
  returns text
  language sql
  immutable
  set search_path = ''
  return case per
    when 'ip' then 'from one IP address'
    when 'ipv4 /24' then 'from one IPv4 /24 network'
    when 'ipv6 /56' then 'from one IPv6 /56 network'
    when 'ipv6 /48' then 'from one IPv6 /48 network'
    when 'email' then 'from one email address'
    when 'no ip' then 'from requests without an IP address'
    else 'in all'
  end;

-- The sender, as before, but an address written with a prefix length ("::ffff:192.0.2.1/0") is taken as the
-- address alone: otherwise an IPv4 address written as IPv6 with a short prefix escaped its IPv4 /24 and was
-- counted in ::/64, with every other such address.
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
    address := pg_catalog.host(pg_catalog.btrim(pg_catalog.current_setting('request.headers', true)::jsonb ->> header)::inet)::inet;
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
    return pg_catalog.set_masklen(address, 32)::cidr;
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64));
end;
$$;

revoke all on function enquiries_private.request_sender() from public, anon, authenticated;

-- 5. Every enquiry, whoever inserts it: the limits that refuse (the sender's address and networks, its email
-- address, the ceiling), then those that hold (the address's and the site's normal rate; requests without an
-- address together).
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
  network cidr;
begin
  -- One insert at a time counts and stores, so two at once cannot both take the last place, nor both stay
  -- unheld when one place is left. The lock ends with the inserting transaction; an enquiry takes milliseconds.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries flood limits'));
  new.sender := enquiries_private.request_sender();
  new.held := false;
  new.photos_from := null;
  new.arrival := null;

  -- A retry of a sending already stored is no new enquiry: the unique index refuses it as a duplicate (409).
  if new.submission_id is not null and exists (select from public.enquiries e where e.submission_id = new.submission_id) then
    return new;
  end if;

  -- Through the API but without the trusted header: a proxy or setting has changed. The summary says so.
  if new.sender is null and enquiries_private.request_has_headers() then
    perform enquiries_private.count_event('without address');
  end if;

  for rule in
    select l.per, l.within, l.at_most
      from public.enquiry_limits l
      where l.beyond = 'refused'
        and (l.per in ('email', 'ceiling')
             or (new.sender is null and l.per = 'no ip')
             or enquiries_private.tier_network(l.per, new.sender) is not null)
      order by l.per = 'ceiling', l.within, l.per
  loop
    if rule.per = 'email' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where pg_catalog.lower(e.email) = pg_catalog.lower(new.email) and e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'ceiling' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'no ip' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.sender is null and e.created_at > pg_catalog.now() - rule.within;
    else
      network := enquiries_private.tier_network(rule.per, new.sender);
      select pg_catalog.count(*) into recent from public.enquiries e
        where e.sender <<= network and e.created_at > pg_catalog.now() - rule.within;
    end if;
    if recent >= rule.at_most then
      code := enquiries_private.refusal_code(rule.per, rule.within);
      perform enquiries_private.count_event(pg_catalog.format('enquiry %s %s', rule.per, enquiries_private.span(rule.within)));
      raise sqlstate 'PT429' using
        message = pg_catalog.format('%s: at most %s enquiries within %s %s.', code, rule.at_most, rule.within, enquiries_private.limit_scope(rule.per)),
        hint = code;
    end if;
  end loop;

  -- Held beyond a normal rate: counted in enquiries not held, which are the ones emailed one by one.
  for rule in
    select l.per, l.within, l.at_most
      from public.enquiry_limits l
      where l.beyond = 'held'
        and (l.per = 'site'
             or (l.per = 'email')
             or (new.sender is null and l.per = 'no ip')
             or enquiries_private.tier_network(l.per, new.sender) is not null)
      order by l.within, l.per
  loop
    if rule.per = 'site' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where not e.held and e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'email' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where not e.held and pg_catalog.lower(e.email) = pg_catalog.lower(new.email) and e.created_at > pg_catalog.now() - rule.within;
    elsif rule.per = 'no ip' then
      select pg_catalog.count(*) into recent from public.enquiries e
        where not e.held and e.sender is null and e.created_at > pg_catalog.now() - rule.within;
    else
      network := enquiries_private.tier_network(rule.per, new.sender);
      select pg_catalog.count(*) into recent from public.enquiries e
        where not e.held and e.sender <<= network and e.created_at > pg_catalog.now() - rule.within;
    end if;
    if recent >= rule.at_most then
      new.held := true;
      exit;
    end if;
  end loop;

  new.arrival := pg_catalog.nextval('enquiries_private.enquiry_arrivals');
  return new;
end;
$$;

comment on function public.enquiries_within_limits() is 'Refuses an enquiry (SQLSTATE PT429, HTTP 429, its code in the hint) beyond a refusing limit of public.enquiry_limits (its sender''s address and networks, its email address, the ceiling), counting the refusal for the summary; holds it beyond a holding one. Trigger on public.enquiries.';
revoke all on function public.enquiries_within_limits() from public, anon, authenticated;

-- 6. Photos: ceilings in bytes an hour and a day, beside the count.
alter table public.enquiry_photo_limits
  add column if not exists bytes_per_hour bigint not null default 104857600 check (bytes_per_hour >= 0),
  add column if not exists bytes_per_day bigint not null default 262144000 check (bytes_per_day >= 0);

comment on column public.enquiry_photo_limits.bytes_per_hour is 'A ceiling: bytes of photos the bucket takes in any hour, held enquiries'' included (100 MB).';
comment on column public.enquiry_photo_limits.bytes_per_day is 'A ceiling: bytes of photos the bucket takes in any day, held enquiries'' included (250 MB).';

-- Photos deleted with a held enquiry past its time, for Storage to remove (SQL cannot remove a file's bytes).
create table if not exists public.enquiry_photos_to_remove (
  path text primary key,
  listed_at timestamptz not null default now()
);

comment on table public.enquiry_photos_to_remove is 'Photos (paths in the enquiry-photos bucket) of held enquiries deleted after enquiry_settings.held_kept_for. Remove them through Storage, then delete the rows (docs/supabase.md).';
alter table public.enquiry_photos_to_remove enable row level security;
revoke all on table public.enquiry_photos_to_remove from anon, authenticated;

-- The bytes of a photo in the bucket, as Storage recorded them.
create or replace function enquiries_private.stored_size(metadata jsonb)
  returns bigint
  language sql
  immutable
  set search_path = ''
  return case when coalesce(metadata ->> 'size', metadata ->> 'contentLength') ~ '^[0-9]{1,15}$' then coalesce(metadata ->> 'size', metadata ->> 'contentLength')::bigint else 0 end;

revoke all on function enquiries_private.stored_size(jsonb) from public, anon, authenticated;

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
  network cidr;
  rule record;
  recent bigint;
  code text;
  ceiling record;
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
  size := greatest(size_text::bigint - (case when new.metadata ? 'size' then 0 else 16384 end), 0);
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

  -- The sender's refusing limits, its networks' included, counted in enquiries that received photos: an
  -- enquiry's first photo counts it; its other photos add nothing. Storage answers 403 with the message, whose
  -- code src/lib/forms/supabaseInsert.ts reads.
  uploader := enquiries_private.request_sender();
  if enquiry.photos_arrived_at is null then
    for rule in
      select l.per, l.within, l.at_most
        from public.enquiry_limits l
        where l.beyond = 'refused'
          and (l.per = 'email' or (uploader is null and l.per = 'no ip') or enquiries_private.tier_network(l.per, uploader) is not null)
        order by l.within, l.per
    loop
      if rule.per = 'no ip' then
        select pg_catalog.count(*) into recent from public.enquiries e
          where e.photos_from is null and e.photos_arrived_at > pg_catalog.now() - rule.within;
      elsif rule.per = 'email' then
        select pg_catalog.count(*) into recent from public.enquiries e
          where pg_catalog.lower(e.email) = pg_catalog.lower(enquiry.email) and e.photos_arrived_at > pg_catalog.now() - rule.within;
      else
        network := enquiries_private.tier_network(rule.per, uploader);
        select pg_catalog.count(*) into recent from public.enquiries e
          where e.photos_from <<= network and e.photos_arrived_at > pg_catalog.now() - rule.within;
      end if;
      if recent >= rule.at_most then
        code := enquiries_private.refusal_code(rule.per, rule.within);
        perform enquiries_private.count_event(pg_catalog.format('photo %s %s', rule.per, enquiries_private.span(rule.within)));
        raise sqlstate '42501' using
          message = pg_catalog.format('%s: at most %s enquiries with photos within %s %s.', code, rule.at_most, rule.within, enquiries_private.limit_scope(rule.per));
      end if;
    end loop;
  end if;

  -- Each of the sender's networks (its address, /24, /56, /48) takes at most a quarter of the hour's photo
  -- ceilings, in number and in bytes, so that no one network can fill them and refuse everyone else's photos.
  -- Counted by the network that sent each enquiry's first photo.
  if uploader is not null then
    for rule in
      select l.per from pg_catalog.unnest(array['ip', 'ipv4 /24', 'ipv6 /56', 'ipv6 /48']) l(per)
        where enquiries_private.tier_network(l.per, uploader) is not null
    loop
      network := enquiries_private.tier_network(rule.per, uploader);
      select pg_catalog.count(*) as photos, coalesce(pg_catalog.sum(enquiries_private.stored_size(o.metadata)), 0) as bytes into ceiling
        from storage.objects o
        join public.enquiries e on e.submission_id::text = pg_catalog.split_part(o.name, '/', 1)
        where o.bucket_id = 'enquiry-photos' and o.created_at > pg_catalog.now() - interval '1 hour' and e.photos_from <<= network;
      if ceiling.photos >= limits.photos_per_hour / 4 or ceiling.bytes + size > limits.bytes_per_hour / 4 then
        perform enquiries_private.count_event(pg_catalog.format('photo %s hour', rule.per));
        raise sqlstate '42501' using
          message = pg_catalog.format('enquiry-limit-hour: at most a quarter of the photos'' ceiling (%s photos, %s bytes) within an hour %s.',
            limits.photos_per_hour / 4, limits.bytes_per_hour / 4, enquiries_private.limit_scope(rule.per));
      end if;
    end loop;
  end if;

  -- The ceilings, whoever sends: photos an hour, then bytes an hour and a day, held enquiries' included.
  select pg_catalog.count(*) filter (where o.created_at > pg_catalog.now() - interval '1 hour') as photos_hour,
         coalesce(pg_catalog.sum(enquiries_private.stored_size(o.metadata)) filter (where o.created_at > pg_catalog.now() - interval '1 hour'), 0) as bytes_hour,
         coalesce(pg_catalog.sum(enquiries_private.stored_size(o.metadata)), 0) as bytes_day
    into ceiling
    from storage.objects o
    where o.bucket_id = 'enquiry-photos' and o.created_at > pg_catalog.now() - interval '1 day';
  if ceiling.photos_hour >= limits.photos_per_hour then
    perform enquiries_private.count_event('photo ceiling hour');
    raise sqlstate '42501' using
      message = pg_catalog.format('enquiry-ceiling: at most %s photos within an hour in all.', limits.photos_per_hour);
  end if;
  if ceiling.bytes_hour + size > limits.bytes_per_hour then
    perform enquiries_private.count_event('photo bytes hour');
    raise sqlstate '42501' using
      message = pg_catalog.format('enquiry-ceiling: at most %s bytes of photos within an hour in all.', limits.bytes_per_hour);
  end if;
  if ceiling.bytes_day + size > limits.bytes_per_day then
    perform enquiries_private.count_event('photo bytes day');
    raise sqlstate '42501' using
      message = pg_catalog.format('enquiry-ceiling: at most %s bytes of photos within a day in all.', limits.bytes_per_day);
  end if;

  update public.enquiries
    set photos_received = pg_catalog.array_append(coalesce(photos_received, '{}'), new.name),
        photos_arrived_at = coalesce(photos_arrived_at, pg_catalog.now()),
        photos_from = case when photos_arrived_at is null then uploader else photos_from end
    where id = enquiry.id;
  return new;
end;
$$;

comment on function enquiries_private.photo_within_limits() is 'Admits an object into the enquiry-photos bucket only at a path a recent enquiry planned and has not received, of an allowed type and size, within its sender''s limits (address and networks) and the photos'' ceilings in number and bytes. Trigger on storage.objects.';
revoke all on function enquiries_private.photo_within_limits() from public, anon, authenticated;

-- 7. The summary: every held row and every counted event exactly once, from a cursor, however often it runs.
create table if not exists enquiries_private.summary_cursor (
  counter text primary key,
  reported bigint not null,
  reported_at timestamptz not null default now()
);
revoke all on table enquiries_private.summary_cursor from public, anon, authenticated;

-- Where the cursor starts: nothing before this migration is reported again (the old summary counted it).
insert into enquiries_private.summary_cursor (counter, reported)
  values ('arrival', coalesce(pg_catalog.pg_sequence_last_value('enquiries_private.enquiry_arrivals'), 0))
on conflict (counter) do nothing;

alter table public.enquiry_held_summaries drop constraint if exists enquiry_held_summaries_held_check;
alter table public.enquiry_held_summaries
  add constraint enquiry_held_summaries_held_check check (held >= 0),
  -- Each cause counted since the summary before: {"enquiry ipv6 /48 hour": 2380, "without address": 300, ...}.
  add column if not exists counts jsonb not null default '{}',
  add column if not exists deleted integer not null default 0;

comment on table public.enquiry_held_summaries is 'One row each time public.summarise_held_enquiries() finds something to report since the summary before: held enquiries, refusals by cause (the ceilings among them), requests without the visitor''s address, held enquiries deleted after their time. Email each new row (docs/supabase.md).';

drop function if exists public.summarise_held_enquiries(interval);

create or replace function public.summarise_held_enquiries()
  returns public.enquiry_held_summaries
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  settings public.enquiry_settings;
  since timestamptz;
  last_arrival bigint;
  up_to bigint;
  held_count integer;
  deleted_count integer;
  photos_listed integer;
  item record;
  counts jsonb := '{}';
  lines text[] := '{}';
  n bigint;
  summary public.enquiry_held_summaries;
begin
  -- One summary at a time. And the flood limits' lock: every insert that drew an arrival number has committed
  -- or rolled back, so no row below the cursor can appear after this summary has passed it.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries summary'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.enquiries flood limits'));
  select * into strict settings from public.enquiry_settings;

  -- Held enquiries nobody released, past their time; their photos listed for Storage to remove.
  with gone as (
    delete from public.enquiries e where e.held and e.created_at < pg_catalog.now() - settings.held_kept_for
      returning e.photos_received
  ), listed as (
    insert into public.enquiry_photos_to_remove (path)
      select path from gone, pg_catalog.unnest(gone.photos_received) path
      on conflict (path) do nothing
      returning 1
  )
  select (select pg_catalog.count(*) from gone), (select pg_catalog.count(*) from listed) into deleted_count, photos_listed;

  select c.reported, c.reported_at into last_arrival, since from enquiries_private.summary_cursor c where c.counter = 'arrival';
  up_to := coalesce(pg_catalog.pg_sequence_last_value('enquiries_private.enquiry_arrivals'), 0);
  select pg_catalog.count(*) into held_count from public.enquiries e
    where e.held and e.arrival > last_arrival and e.arrival <= up_to;
  insert into enquiries_private.summary_cursor as c (counter, reported) values ('arrival', up_to)
    on conflict (counter) do update set reported = excluded.reported, reported_at = pg_catalog.now();

  for item in
    select pg_catalog.substr(s.relname, 8) as cause, s.oid
      from pg_catalog.pg_class s
      where s.relkind = 'S' and s.relnamespace = 'enquiries_private'::regnamespace and s.relname like 'count: %'
      order by s.relname
  loop
    up_to := coalesce(pg_catalog.pg_sequence_last_value(item.oid), 0);
    select coalesce((select c.reported from enquiries_private.summary_cursor c where c.counter = item.cause), 0) into n;
    if up_to > n then
      counts := counts || pg_catalog.jsonb_build_object(item.cause, up_to - n);
      insert into enquiries_private.summary_cursor (counter, reported) values (item.cause, up_to)
        on conflict (counter) do update set reported = excluded.reported, reported_at = pg_catalog.now();
    end if;
  end loop;

  if held_count = 0 and deleted_count = 0 and counts = '{}' then
    return null;
  end if;

  if held_count > 0 then
    lines := lines || pg_catalog.format('%s held %s since the last summary: look through them and release the real ones.', held_count, case when held_count = 1 then 'enquiry' else 'enquiries' end);
  end if;
  if counts ? 'without address' then
    lines := lines || pg_catalog.format('Attention: enquiries are arriving without the visitor''s address: check the `ip_header` setting (public.enquiry_settings; %s since the last summary).', counts ->> 'without address');
  end if;
  for item in
    select key as cause, value::bigint as n, pg_catalog.split_part(key, ' ', 1) as thing, pg_catalog.regexp_replace(key, '^.* ', '') as span
      from pg_catalog.jsonb_each_text(counts)
      where key <> 'without address'
      order by key
  loop
    lines := lines || case
      when item.cause ~ '^enquiry ceiling ' then pg_catalog.format('%s %s refused: the ceiling of enquiries %s was reached.', item.n,
        case when item.n = 1 then 'enquiry' else 'enquiries' end, enquiries_private.a_span(item.span))
      when item.cause ~ '^photo ceiling ' then pg_catalog.format('%s %s refused: the ceiling of photos %s was reached.', item.n,
        case when item.n = 1 then 'photo' else 'photos' end, enquiries_private.a_span(item.span))
      when item.cause ~ '^photo bytes ' then pg_catalog.format('%s %s refused: the ceiling of photos'' bytes %s was reached.', item.n,
        case when item.n = 1 then 'photo' else 'photos' end, enquiries_private.a_span(item.span))
      when item.cause ~ '^(enquiry|photo) ' then pg_catalog.format('%s %s refused beyond the limit %s %s.', item.n,
        case when item.thing = 'photo' and item.n = 1 then 'photo' when item.thing = 'photo' then 'photos' when item.n = 1 then 'enquiry' else 'enquiries' end,
        enquiries_private.limit_scope(pg_catalog.regexp_replace(item.cause, '^\S+ (.*) \S+$', '\1')),
        enquiries_private.a_span(item.span))
      else pg_catalog.format('%s other refusals.', item.n)
    end;
  end loop;
  if deleted_count > 0 then
    lines := lines || pg_catalog.format('%s held %s nobody released, older than %s, deleted%s.', deleted_count,
      case when deleted_count = 1 then 'enquiry' else 'enquiries' end, settings.held_kept_for,
      case when photos_listed > 0 then pg_catalog.format('; their photos (%s) are listed in public.enquiry_photos_to_remove for Storage to remove', photos_listed) else '' end);
  end if;

  insert into public.enquiry_held_summaries (since, held, counts, deleted, summary)
    values (since, held_count, counts, deleted_count, pg_catalog.array_to_string(lines, E'\n'))
    returning * into summary;
  return summary;
end;
$$;

comment on function public.summarise_held_enquiries() is 'The hourly job: deletes held enquiries nobody released after enquiry_settings.held_kept_for, then adds a row to public.enquiry_held_summaries with what happened since the summary before (held enquiries, refusals by cause, requests without the visitor''s address, deletions), each exactly once, and returns it; null when there is nothing.';
revoke all on function public.summarise_held_enquiries() from public, anon, authenticated;

-- 8. Run it every hour, where pg_cron is available (Supabase has it); the same job name as the older docs'
-- cron.schedule line, so a job made by hand is replaced, not doubled. PGlite and a Postgres without pg_cron
-- apply the rest; docs/supabase.md says what to do there.
do $$
begin
  if pg_catalog.to_regprocedure('cron.schedule(text,text,text)') is null
     and exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    begin
      -- As Supabase's Cron guide enables it (pg_cron lives in pg_catalog and makes the cron schema).
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%): schedule public.summarise_held_enquiries() hourly by other means (docs/supabase.md).', sqlerrm;
    end;
  end if;
  if pg_catalog.to_regprocedure('cron.schedule(text,text,text)') is not null then
    execute 'select cron.schedule($1, $2, $3)' using 'held enquiries summary', '0 * * * *', 'select public.summarise_held_enquiries()';
  else
    raise notice 'pg_cron is not available: schedule select public.summarise_held_enquiries() hourly by other means (docs/supabase.md).';
  end if;
end;
$$;

-- 9. A webhook on enquiries made as the older docs said (Database Webhooks → on insert: a trigger calling
-- supabase_functions.http_request, or a function of one's own calling net.http_post) emails every row, held ones
-- included: up to 2,000 emails an hour in a flood. An after-insert row trigger is given the held-aware condition
-- (the same trigger, the same call, "when (not new.held)"); any other (before insert, per statement, on delete
-- too) cannot be, and the migration stops with what to run.
do $$
declare
  hook record;
  definition text;
  manual text := '';
  saved_path text := pg_catalog.current_setting('search_path');
begin
  -- Definitions written out in full (schema-qualified names), whatever the session's search path.
  perform pg_catalog.set_config('search_path', '', true);
  for hook in
    select t.oid, t.tgname, t.tgtype, pg_catalog.pg_get_triggerdef(t.oid) as def, n.nspname, p.proname, p.prosrc
      from pg_catalog.pg_trigger t
      join pg_catalog.pg_proc p on p.oid = t.tgfoid
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where t.tgrelid = 'public.enquiries'::regclass and not t.tgisinternal
        and (t.tgtype & 4) <> 0
        and ((n.nspname = 'supabase_functions' and p.proname = 'http_request') or p.prosrc ~* '(\mnet"?\."?http_(post|get)|http_request)')
  loop
    -- Held-aware already: a row trigger whose condition leaves held rows out, as the docs and this block write it
    -- (PostgreSQL prints it back so). A condition, URL or function that merely mentions held (new.held in the
    -- email's fields, "when (new.held)") is no proof: such a row trigger is given the condition too, which is
    -- harmless where its function already skips held rows. A trigger per statement cannot have one: there its
    -- own function reading held is taken as held-aware.
    continue when hook.def ~ ' FOR EACH ROW WHEN \(\(NOT new\.held\)\) EXECUTE | FOR EACH ROW WHEN \(\(\(NOT new\.held\) AND '
      or ((hook.tgtype & 1) = 0 and hook.nspname <> 'supabase_functions' and hook.prosrc ~* '\mheld\M');
    -- Row-level (1), after (not before, 2; not instead of, 64), never on delete (8) or truncate (32).
    if (hook.tgtype & 1) = 1 and (hook.tgtype & (2 | 8 | 32 | 64)) = 0 then
      if hook.def ~ ' FOR EACH ROW WHEN \(' then
        definition := pg_catalog.regexp_replace(hook.def, ' FOR EACH ROW WHEN \(', ' FOR EACH ROW WHEN ((NOT new.held) AND ');
      else
        definition := pg_catalog.replace(hook.def, ' FOR EACH ROW EXECUTE ', ' FOR EACH ROW WHEN (NOT new.held) EXECUTE ');
      end if;
      execute pg_catalog.format('drop trigger %I on public.enquiries', hook.tgname);
      execute definition;
      raise notice 'The webhook % on public.enquiries now leaves held enquiries out: %', hook.tgname, definition;
    else
      manual := manual || pg_catalog.format(E'drop trigger %I on public.enquiries;\ncreate trigger %I after insert on public.enquiries for each row when (not new.held) %s;\n',
        hook.tgname, hook.tgname, pg_catalog.substring(hook.def, 'EXECUTE (?:FUNCTION|PROCEDURE) .*$'));
    end if;
  end loop;
  perform pg_catalog.set_config('search_path', saved_path, true);
  if manual <> '' then
    raise exception using
      message = E'An insert webhook on public.enquiries would email every held enquiry, and this migration cannot change it safely. Run this in the SQL editor, then apply the migration again:\n' || manual,
      hint = 'docs/supabase.md, "Getting told of each enquiry".';
  end if;
end;
$$;
