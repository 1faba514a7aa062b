-- Photos with an enquiry (issue 37). A visitor's browser prepares each photo (scaled, metadata
-- removed) and sends it to a private Storage bucket, enquiry-photos; the enquiry's row lists the
-- photos' object paths. The anon key is public, so everything here assumes a script sending
-- requests straight to the API, around the website's form.
--
-- The order, and why no photo can be left behind by an enquiry that never arrived:
--   1. The browser makes up a random submission_id and inserts the enquiry row with the paths it
--      will upload to, <submission_id>/1.jpg, <submission_id>/2.webp, ... (asking for no row back).
--      The row is refused here like any other (checks, flood limits), and so are its paths if they
--      are not exactly that.
--   2. Then it uploads each photo to its planned path. Storage admits an object only at a path a
--      stored enquiry planned, within an hour of that enquiry, once, and only of an allowed type
--      and size, and not past the flood limits.
-- So every object belongs to an enquiry that arrived: there are no orphans to clean up. What can
-- happen is the reverse, a row listing a photo that never came (the upload failed and the visitor
-- gave up); photos_received says which came.
--
-- Where each rule is enforced (docs/supabase.md says more):
--   Storage server (bytes): the bucket's allowed_mime_types (of the Content-Type the request
--     declares) and file_size_limit (of the bytes it reads).
--   Postgres (this file): everything else, and type and size again, from the metadata Storage
--     writes into storage.objects: the declared type, the declared length at its permission
--     check, the stored size at the end of the upload. Postgres never sees the bytes: a text file
--     sent as image/jpeg is stored as image/jpeg. The bucket is private and served to staff only,
--     as image/jpeg or image/webp, which no browser runs as a page or a script.
--
-- How Storage writes a row (supabase/storage, src/storage/uploader.ts): before reading the body it
-- tests the INSERT as the request's role (anon), with metadata {mimetype, contentLength}, and rolls
-- it back; after storing the bytes it writes the final row as service_role (INSERT ... ON CONFLICT
-- DO UPDATE), which bypasses row-level security but not triggers, and deletes the bytes if that
-- fails. So the policies below decide who may upload where, and the trigger checks both writes;
-- its count of the flood limits is serialised with an advisory lock, as the enquiries' is.

-- 1. The enquiry row: which sending it is, and its photos.
alter table public.enquiries
  -- Made up by the browser for each sending; the photos' folder. A retry of the same sending
  -- (after a failed upload) inserts the same value and is refused as a duplicate (409), so it
  -- never becomes a second enquiry.
  add column if not exists submission_id uuid,
  -- The planned object paths in the enquiry-photos bucket, in the visitor's order; null for none.
  add column if not exists photos text[],
  -- Filled in by the bucket's trigger as each photo arrives (never by the visitor).
  add column if not exists photos_received text[],
  add column if not exists photos_arrived_at timestamptz;
create unique index if not exists enquiries_submission_id on public.enquiries (submission_id);
create index if not exists enquiries_photos_arrived_at on public.enquiries (photos_arrived_at) where photos_arrived_at is not null;
grant insert (submission_id, photos) on table public.enquiries to anon;

-- 2. How many photos, how large, of which types, and for how long after its enquiry.
create table if not exists public.enquiry_photo_limits (
  only_row boolean primary key default true check (only_row),
  photos_per_enquiry integer not null check (photos_per_enquiry between 1 and 20),
  bytes_per_photo bigint not null check (bytes_per_photo between 1 and 52428800),
  -- Image types a browser shows as a picture and never runs: no SVG, no HTML.
  types text[] not null check (cardinality(types) >= 1 and types <@ array['image/jpeg', 'image/webp', 'image/png', 'image/avif']),
  upload_within interval not null check (upload_within between interval '1 minute' and interval '1 day')
);

comment on table public.enquiry_photo_limits is 'The rules for photos sent with an enquiry (bucket enquiry-photos), one row. Keep the bucket''s own file size limit and allowed types the same.';

alter table public.enquiry_photo_limits enable row level security;
revoke all on table public.enquiry_photo_limits from anon, authenticated;

-- The form's default is up to 5 photos, each prepared in the browser to at most 2,000 px (a few
-- hundred KB to 2 MB): 5 MB each leaves room and refuses anything unprepared. An hour is for a
-- retry after a failed upload.
insert into public.enquiry_photo_limits (photos_per_enquiry, bytes_per_photo, types, upload_within)
values (5, 5242880, array['image/jpeg', 'image/webp'], interval '1 hour')
on conflict (only_row) do nothing;

-- 3. The bucket: private (no public URL), and the Storage server's own checks of type and size.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('enquiry-photos', 'enquiry-photos', false, 5242880, array['image/jpeg', 'image/webp'])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- 4. The functions, in a schema the API does not expose (no RPC to them).
create schema if not exists enquiries_private;
-- The restrictive insert policy below calls photo_is_expected as whichever role uploads into any bucket, so
-- every role may use the schema; only that function (and photo_extension, which reads nothing) may be called.
grant usage on schema enquiries_private to public;

-- A photo's file ending for its type; null for a type that is not allowed anywhere.
create or replace function enquiries_private.photo_extension(photo_type text)
  returns text
  language sql
  immutable
  set search_path = ''
  return case photo_type when 'image/jpeg' then 'jpg' when 'image/webp' then 'webp' when 'image/png' then 'png' when 'image/avif' then 'avif' end;

-- The rows' photos: exactly <submission_id>/<n>.<ending of an allowed type>, n = 1, 2, ... in
-- order, no more than the limit. So a row can only plan photos in its own folder.
create or replace function enquiries_private.photos_as_planned()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits public.enquiry_photo_limits;
  path text;
  n integer := 0;
begin
  -- Only the bucket's trigger records what arrived.
  new.photos_received := null;
  new.photos_arrived_at := null;
  if new.photos is null then
    return new;
  end if;
  if pg_catalog.cardinality(new.photos) = 0 then
    new.photos := null;
    return new;
  end if;
  select * into strict limits from public.enquiry_photo_limits;
  if new.submission_id is null or pg_catalog.array_ndims(new.photos) <> 1 then
    raise sqlstate '23514' using constraint = 'enquiries_photos_check', message = 'Photos need the enquiry''s submission_id for their folder.';
  end if;
  if pg_catalog.cardinality(new.photos) > limits.photos_per_enquiry then
    raise sqlstate '23514' using constraint = 'enquiries_photos_check',
      message = pg_catalog.format('At most %s photos with one enquiry.', limits.photos_per_enquiry);
  end if;
  foreach path in array new.photos loop
    n := n + 1;
    if path is null or not exists (
      select from pg_catalog.unnest(limits.types) as allowed(photo_type)
      where path = pg_catalog.format('%s/%s.%s', new.submission_id, n, enquiries_private.photo_extension(allowed.photo_type))
    ) then
      raise sqlstate '23514' using constraint = 'enquiries_photos_check',
        message = pg_catalog.format('Photo %s must be %s/%s with the ending of an allowed type.', n, new.submission_id, n);
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function enquiries_private.photos_as_planned() from public, anon, authenticated;

drop trigger if exists enquiries_photos_as_planned on public.enquiries;
create trigger enquiries_photos_as_planned
  before insert on public.enquiries
  for each row execute function enquiries_private.photos_as_planned();

-- For the insert policy: is this the path of a photo a stored enquiry planned, recently enough?
-- Runs as the owner, since anon may not read enquiries.
create or replace function enquiries_private.photo_is_expected(object_name text)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if object_name is null or object_name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$' then
    return false;
  end if;
  return exists (
    select from public.enquiries e, public.enquiry_photo_limits l
    where e.submission_id = pg_catalog.split_part(object_name, '/', 1)::uuid
      and object_name = any (e.photos)
      and e.created_at > pg_catalog.now() - l.upload_within
  );
end;
$$;

-- It tells only whether a path is planned, which needs the sending's random submission_id to ask.
grant execute on function enquiries_private.photo_is_expected(text) to public;

-- 5. Every write of an object into the bucket, whoever writes it (Storage's test as anon, its
-- final write as service_role, a script with the service key): the path a stored enquiry planned
-- and has not yet received, the type and size, and the flood limits.
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
  rule record;
  recent integer;
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

  -- The stored size once uploaded; before that the request's declared length, which for a form
  -- upload includes a few hundred bytes of form fields (hence the margin, for the first check only).
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

  -- The enquiries' own limits, counted in enquiries that received photos: the first photo of an
  -- enquiry counts it, in all and for its address; its other photos add nothing.
  if enquiry.photos_arrived_at is null then
    for rule in select per, within, at_most from public.enquiry_limits order by within, per loop
      select pg_catalog.count(*) into recent
        from public.enquiries e
        where e.photos_arrived_at > pg_catalog.now() - rule.within
          and (rule.per = 'site' or pg_catalog.lower(e.email) = pg_catalog.lower(enquiry.email));
      if recent >= rule.at_most then
        -- The same words as the enquiries' limit: the form tells the visitor about a rush (Storage
        -- answers this error with 403 and this message; src/lib/forms/supabaseInsert.ts reads it).
        raise sqlstate '42501' using
          message = 'Too many enquiries just now; please try again later or telephone.',
          detail = pg_catalog.format('At most %s enquiries with photos within %s %s.', rule.at_most, rule.within, case rule.per when 'site' then 'in all' else 'from one email address' end);
      end if;
    end loop;
  end if;

  update public.enquiries
    set photos_received = pg_catalog.array_append(coalesce(photos_received, '{}'), new.name),
        photos_arrived_at = coalesce(photos_arrived_at, pg_catalog.now())
    where id = enquiry.id;
  return new;
end;
$$;

comment on function enquiries_private.photo_within_limits() is 'Admits an object into the enquiry-photos bucket only at a path a recent enquiry planned and has not received, of an allowed type and size, within the enquiries'' flood limits. Trigger on storage.objects.';
revoke all on function enquiries_private.photo_within_limits() from public, anon, authenticated;

drop trigger if exists enquiry_photos_within_limits on storage.objects;
create trigger enquiry_photos_within_limits
  before insert on storage.objects
  for each row execute function enquiries_private.photo_within_limits();

-- 6. Row-level security on storage.objects, for this bucket. Policies of one command are OR-ed,
-- so a permissive policy another feature adds (say, "anyone may upload") would open this bucket
-- too; the restrictive ones are AND-ed with every other, so they hold whatever else is added.
drop policy if exists "Visitors can add the photos their enquiry planned" on storage.objects;
create policy "Visitors can add the photos their enquiry planned"
  on storage.objects for insert to anon
  with check (bucket_id = 'enquiry-photos' and enquiries_private.photo_is_expected(name));

drop policy if exists "Enquiry photos: only planned ones go in" on storage.objects;
create policy "Enquiry photos: only planned ones go in"
  on storage.objects as restrictive for insert to public
  with check (bucket_id <> 'enquiry-photos' or enquiries_private.photo_is_expected(name));

-- Nobody with the anon or a user's key reads, lists, replaces, moves or deletes them; staff use
-- the dashboard or the service key, which bypass row-level security.
drop policy if exists "Enquiry photos: staff only (read)" on storage.objects;
create policy "Enquiry photos: staff only (read)"
  on storage.objects as restrictive for select to public
  using (bucket_id <> 'enquiry-photos');

drop policy if exists "Enquiry photos: staff only (change)" on storage.objects;
create policy "Enquiry photos: staff only (change)"
  on storage.objects as restrictive for update to public
  using (bucket_id <> 'enquiry-photos');

drop policy if exists "Enquiry photos: staff only (delete)" on storage.objects;
create policy "Enquiry photos: staff only (delete)"
  on storage.objects as restrictive for delete to public
  using (bucket_id <> 'enquiry-photos');
