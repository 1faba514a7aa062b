-- The enquiries table now refuses exactly what the website's forms refuse
-- (src/lib/forms/fields.ts and validation.ts); __tests__/supabase/enquiries.test.ts
-- runs both on the same values. The first migration's checks differed: its email
-- pattern took "a@.b.c" and "a@b..c", any phone text was stored, a quote could have
-- no message and a reseller a one-letter business name; and it counted characters
-- where the forms count JavaScript's UTF-16 code units, so "Hi 👍 belt" (10 units,
-- 9 characters) passed the form's 10-character minimum and was refused here.
--
-- A new file because the first may already be applied. The checks are NOT VALID:
-- rows already stored are kept as they are; every new or changed row is checked.

-- A text's length as the forms count it (JavaScript's String length): a character
-- beyond U+FFFF, as most emoji are, counts twice.
create or replace function public.enquiry_text_length(value text)
  returns integer
  language sql
  immutable
  strict
  parallel safe
  set search_path = ''
  return pg_catalog.char_length(value)
    + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'));

comment on function public.enquiry_text_length(text) is 'Length in UTF-16 code units, as the website forms measure answers. Used by the enquiries check constraints.';
-- A check constraint calls it as the role that inserts.
grant execute on function public.enquiry_text_length(text) to anon;

-- The whitespace class below is JavaScript's \s spelled out, since Postgres's
-- [[:space:]] depends on the database's locale (it may not match a no-break space).
alter table public.enquiries
  drop constraint if exists enquiries_name_check,
  drop constraint if exists enquiries_company_check,
  drop constraint if exists enquiries_email_check,
  drop constraint if exists enquiries_phone_check,
  drop constraint if exists enquiries_sector_check,
  drop constraint if exists enquiries_service_check,
  drop constraint if exists enquiries_message_check,
  drop constraint if exists enquiries_website_check,
  drop constraint if exists enquiries_business_type_check,
  drop constraint if exists enquiries_quote_complete,
  drop constraint if exists enquiries_reseller_complete,

  add constraint enquiries_name_check
    check (public.enquiry_text_length(btrim(name)) between 2 and 100) not valid,
  add constraint enquiries_company_check
    check (public.enquiry_text_length(company) <= 120) not valid,
  -- isEmail: no whitespace or @ anywhere, and a domain of dot-separated, non-empty labels.
  add constraint enquiries_email_check
    check (
      public.enquiry_text_length(email) <= 254
      and email ~ '^[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff@]+@[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff@.]+(?:\.[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff@.]+)+$'
    ) not valid,
  -- normaliseUkPhone, step by step: drop whitespace and hyphens, then "(0)" after +44 or
  -- 0044, then brackets; what is left is a national number, or +44 / 0044 with an optional 0.
  add constraint enquiries_phone_check
    check (
      public.enquiry_text_length(phone) <= 30
      and regexp_replace(
            regexp_replace(
              regexp_replace(phone, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]', '', 'g'),
              '^(\+44|0044)\(0\)', '\1'),
            '[()]', '', 'g')
          ~ '^(?:0|(?:\+44|0044)0?)[1-9][0-9]{8,9}$'
    ) not valid,
  add constraint enquiries_sector_check
    check (public.enquiry_text_length(sector) <= 120) not valid,
  add constraint enquiries_service_check
    check (public.enquiry_text_length(service) <= 120) not valid,
  add constraint enquiries_message_check
    check (public.enquiry_text_length(message) <= 2000) not valid,
  -- The web address's form (a host with a dot and a top-level domain, after the browser's
  -- URL parsing, international names included) is checked by the form alone: restating
  -- the URL standard here could refuse an address the form accepts.
  add constraint enquiries_website_check
    check (public.enquiry_text_length(website) <= 300) not valid,
  add constraint enquiries_business_type_check
    check (public.enquiry_text_length(business_type) <= 120) not valid,
  add constraint enquiries_quote_complete
    check (
      kind <> 'quote'
      or (
        sector is not null and service is not null and consent is true
        and message is not null and public.enquiry_text_length(message) >= 10
      )
    ) not valid,
  add constraint enquiries_reseller_complete
    check (
      kind <> 'reseller'
      or (
        company is not null and public.enquiry_text_length(company) >= 2
        and website is not null and business_type is not null and preference is not null
      )
    ) not valid;
