-- Enquiries sent from the website's quote and reseller forms when data/forms.json
-- says "provider": "supabase". Visitors' browsers insert rows with the public anon
-- key, so row-level security lets the anon role insert and do nothing else: no
-- select, update or delete. Read the rows in the Supabase dashboard (or with the
-- service_role key, which bypasses RLS and must never reach the browser).

create table if not exists public.enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null check (kind in ('quote', 'reseller')),
  page text check (char_length(page) <= 200),
  name text not null check (char_length(btrim(name)) between 2 and 100),
  company text check (char_length(company) <= 120),
  email text not null check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text not null check (char_length(phone) <= 30),
  sector text check (char_length(sector) <= 120),
  service text check (char_length(service) <= 120),
  quantity integer check (quantity between 1 and 100000),
  message text check (char_length(message) <= 2000),
  consent boolean,
  website text check (char_length(website) <= 300),
  business_type text check (char_length(business_type) <= 120),
  preference text check (preference in ('stock', 'dropship', 'both')),
  -- What each form asks for (src/lib/forms/fields.ts), checked again here.
  constraint enquiries_quote_complete check (
    kind <> 'quote'
    or (sector is not null and service is not null and char_length(message) >= 10 and consent is true)
  ),
  constraint enquiries_reseller_complete check (
    kind <> 'reseller'
    or (company is not null and website is not null and business_type is not null and preference is not null)
  )
);

comment on table public.enquiries is 'Quote requests and reseller applications from the website forms. Insert-only for the anon role.';

alter table public.enquiries enable row level security;

-- Supabase gives anon and authenticated every right on new tables in public.
-- Take them back, then let anon insert the form's columns only (not id or created_at).
revoke all on table public.enquiries from anon, authenticated;
grant insert (kind, page, name, company, email, phone, sector, service, quantity, message, consent, website, business_type, preference)
  on table public.enquiries to anon;

-- The only policy: anon may insert. With no select, update or delete policy,
-- RLS refuses those to anon and authenticated even if a grant comes back later.
drop policy if exists "Website visitors can send enquiries" on public.enquiries;
create policy "Website visitors can send enquiries"
  on public.enquiries
  for insert
  to anon
  with check (true);
