/** @jest-environment node */
/*
 * Photos with an enquiry (supabase/migrations, enquiry photos) on a real PostgreSQL (PGlite), with the
 * migrations applied unchanged over a stand-in of Supabase's storage schema: every upload is put to the
 * database as Supabase's Storage server puts it (helpers/storageApi.ts), first its permission test as
 * anon, then its final write as service_role, so both the policies and the trigger decide. What the
 * Storage server checks itself, before the database (the bucket's types and size limit), is played by the
 * HTTP stand-in in uploads.test.ts; here only the database's own rules are tried.
 */
import { quoteRow } from "./helpers/rows";
import { DatabaseError, startPostgres, type Postgres, type Role } from "./helpers/postgres";
import { enquiryColumnTypes, insertAs } from "./helpers/postgrest";
import { edgeHeaders, forgedForwardedFor, type Headers } from "./helpers/edge";
import { finalWrite, permissionTest, permissionTestUpsert, requestSettings, storedMetadata, type Statement } from "./helpers/storageApi";

const BUCKET = "enquiry-photos";
const MB = 1024 * 1024;

let db: Postgres;
let columnTypes: Map<string, string>;

const quote = (email = "jane@example.co.uk", extra: Record<string, unknown> = {}): Record<string, unknown> => ({ ...quoteRow(email), ...extra });

type Outcome = "stored" | `refused ${string}`;

async function attempt(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return "stored";
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    return `refused ${error.code}${error.constraint ? ` ${error.constraint}` : ""}: ${error.message}`;
  }
}

/** A sending as the browser makes it: a new submission_id, and its photos' paths (jpg unless told). */
function sending(count: number, endings: string[] = []): { id: string; paths: string[] } {
  const id = crypto.randomUUID();
  return { id, paths: Array.from({ length: count }, (_, i) => `${id}/${i + 1}.${endings[i] ?? "jpg"}`) };
}

/** The enquiry insert, as PostgREST runs it for the anon key. */
const sendEnquiry = (row: Record<string, unknown>, role: Role = "anon"): Promise<Outcome> => attempt(() => insertAs(db, columnTypes, role, row));

/** One of Storage's writes, with the request's headers as Storage passes them (none: a request with no address). */
const asStorage = (role: "anon" | "service_role", statement: Statement, rollback = false, headers: Headers = {}): Promise<unknown[][]> =>
  db.transaction(role, [requestSettings(role, headers), statement], { rollback });

interface Upload {
  /** The Content-Type the request declares (and Storage writes as the mimetype). */
  type?: string;
  /** The bytes Storage stored. */
  size?: number;
  /** The request's Content-Length, as Storage's permission test declares it (the file plus the form's fields). */
  declared?: number;
  upsert?: boolean;
  /** The request's headers, as Supabase's edge passes them on (helpers/edge.ts); none by default. */
  headers?: Headers;
}

/**
 * An upload through Storage's two writes: the permission test as anon (rolled back), then, if it passed,
 * the final write as service_role. Says which refused it.
 */
async function upload(path: string, { type = "image/jpeg", size = 250_000, declared = size + 300, upsert = false, headers }: Upload = {}): Promise<Outcome> {
  const test = (upsert ? permissionTestUpsert : permissionTest)(BUCKET, path, { mimetype: type, contentLength: declared });
  const tested = await attempt(() => asStorage("anon", test, true, headers));
  if (tested !== "stored") return tested.replace("refused", "refused at the permission test") as Outcome;
  const written = await attempt(() => asStorage("service_role", finalWrite(BUCKET, path, storedMetadata(type, size), crypto.randomUUID()), false, headers));
  return written === "stored" ? written : (written.replace("refused", "refused at the final write") as Outcome);
}

/** The final write alone, as a script with the service key (or Storage) would send it: no row-level security. */
const writeAsService = (path: string, type = "image/jpeg", size = 250_000): Promise<Outcome> =>
  attempt(() => asStorage("service_role", finalWrite(BUCKET, path, storedMetadata(type, size), crypto.randomUUID())));

const objects = async (): Promise<string[]> =>
  (await db.query<{ name: string }>("owner", "select name from storage.objects where bucket_id = $1 order by name", [BUCKET])).map(({ name }) => name);

const enquiryOf = async (id: string): Promise<{ photos: string[] | null; photos_received: string[] | null }> =>
  (await db.query<{ photos: string[] | null; photos_received: string[] | null }>("owner", "select photos, photos_received from public.enquiries where submission_id = $1", [id]))[0];

/** Enquiries stored earlier (by the owner, back-dated), so that they use up none of the per-minute limits. */
async function sentMinutesAgo(minutes: number, emails: string[], photos = 1): Promise<{ id: string; paths: string[] }[]> {
  const sent = emails.map(() => sending(photos));
  for (const [i, email] of emails.entries()) {
    expect(await sendEnquiry(quote(email, { submission_id: sent[i].id, photos: sent[i].paths, created_at: new Date(Date.now() - minutes * 60_000).toISOString() }), "owner")).toBe("stored");
  }
  return sent;
}

const NOT_PLANNED = "refused at the permission test 42501: This is not a photo that a recent enquiry planned.";
const WRONG_TYPE = "refused at the permission test 42501: Enquiry photos must be image/jpeg or image/webp, named for their type.";
const TOO_LARGE = "refused at the permission test 42501: Enquiry photos may be at most 5242880 bytes each.";
const OUTSIDE = "refused at the permission test 42501: Enquiry photos go in their enquiry's folder only.";

beforeAll(async () => {
  db = await startPostgres();
  columnTypes = await enquiryColumnTypes(db);
}, 240_000);

afterAll(async () => {
  await db?.stop();
});

beforeEach(async () => {
  await db.transaction("owner", [
    // Nothing left unreported from the test before.
    { sql: "select public.summarise_held_enquiries()" },
    { sql: "set local storage.allow_delete_query = 'true'" },
    { sql: "delete from storage.objects" },
    { sql: "delete from public.enquiries" },
    { sql: "update public.enquiry_limits set at_most = 120 where per = 'ipv6 /48'" },
    {
      sql: "update public.enquiry_photo_limits set photos_per_enquiry = 5, bytes_per_photo = 5242880, types = array['image/jpeg', 'image/webp'], upload_within = interval '1 hour', photos_per_hour = 200, bytes_per_hour = 104857600, bytes_per_day = 262144000",
    },
    { sql: "update public.enquiry_limits set at_most = 10 where per = 'site' and within = '1 minute'" },
  ]);
});

jest.setTimeout(120_000);

describe("the bucket and its rules, as the migrations set them", () => {
  it("a private bucket for JPEG and WebP up to 5 MB, and the database's own rules the same: five photos an enquiry, within an hour", async () => {
    expect(await db.query("owner", "select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = $1", [BUCKET])).toEqual([
      { id: BUCKET, public: false, file_size_limit: 5 * MB, allowed_mime_types: ["image/jpeg", "image/webp"] },
    ]);
    expect(await db.query("owner", "select photos_per_enquiry, bytes_per_photo::int as bytes_per_photo, types, upload_within::text as upload_within from public.enquiry_photo_limits")).toEqual([
      { photos_per_enquiry: 5, bytes_per_photo: 5 * MB, types: ["image/jpeg", "image/webp"], upload_within: "01:00:00" },
    ]);
  });

  it("only the owner sees or changes the photo rules", async () => {
    const denied = { code: "42501" };
    for (const role of ["anon", "authenticated"] as const) {
      await expect(db.query(role, "select * from public.enquiry_photo_limits")).rejects.toMatchObject(denied);
      await expect(db.query(role, "update public.enquiry_photo_limits set photos_per_enquiry = 20")).rejects.toMatchObject(denied);
    }
    // A rule that would let a page or a script in is refused.
    await expect(db.query("owner", "update public.enquiry_photo_limits set types = array['image/jpeg', 'image/svg+xml']")).rejects.toMatchObject({ code: "23514" });
  });
});

describe("an enquiry with photos, as the website sends it", () => {
  it("stores the row with the planned paths, then each photo under the enquiry's folder; the row records what arrived", async () => {
    const { id, paths } = sending(2, ["jpg", "webp"]);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toBe("stored");
    expect(await enquiryOf(id)).toEqual({ photos: paths, photos_received: null });
    expect(await upload(paths[0])).toBe("stored");
    expect(await upload(paths[1], { type: "image/webp" })).toBe("stored");
    expect(await objects()).toEqual(paths);
    expect(await enquiryOf(id)).toEqual({ photos: paths, photos_received: paths });
  });

  it("an enquiry without photos is stored as before, with no paths", async () => {
    const { id } = sending(0);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id }))).toBe("stored");
    expect(await sendEnquiry(quote("sam@example.co.uk", { submission_id: crypto.randomUUID(), photos: [] }))).toBe("stored");
    expect(await db.query("owner", "select photos from public.enquiries")).toEqual([{ photos: null }, { photos: null }]);
  });

  it("the same sending again (a retry) is refused as a duplicate, so it never makes a second enquiry", async () => {
    const { id, paths } = sending(1);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toBe("stored");
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toMatch(/^refused 23505/);
    expect(await db.query("owner", "select count(*)::int as n from public.enquiries")).toEqual([{ n: 1 }]);
  });
});

describe("a row that plans photos it may not have is refused (PostgREST: 400)", () => {
  const refused = "refused 23514 enquiries_photos_check";
  it.each([
    ["six photos", () => sending(6)],
    ["a photo in another enquiry's folder", () => ({ id: crypto.randomUUID(), paths: [`${crypto.randomUUID()}/1.jpg`] })],
    ["photos numbered out of order", () => {
      const { id } = sending(0);
      return { id, paths: [`${id}/2.jpg`, `${id}/1.jpg`] };
    }],
    ["a page", () => sending(1, ["html"])],
    ["an SVG", () => sending(1, ["svg"])],
    ["a PNG (not one of the types allowed now)", () => sending(1, ["png"])],
    ["a path into a subfolder", () => {
      const { id } = sending(0);
      return { id, paths: [`${id}/x/1.jpg`] };
    }],
  ])("%s", async (_name, make) => {
    const { id, paths } = make();
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toMatch(new RegExp(`^${refused}`));
  });

  it("photos with no submission_id to be their folder", async () => {
    const { paths } = sending(1);
    expect(await sendEnquiry(quote("jane@example.co.uk", { photos: paths }))).toMatch(/^refused 23514 enquiries_photos_check/);
  });

  it("the anon key cannot claim photos arrived", async () => {
    const { id, paths } = sending(1);
    const denied = "refused 42501: permission denied for table enquiries";
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths, photos_received: paths }))).toBe(denied);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths, photos_arrived_at: new Date().toISOString() }))).toBe(denied);
  });

  it("follows the rules as the owner changes them: six photos once allowed", async () => {
    await db.query("owner", "update public.enquiry_photo_limits set photos_per_enquiry = 6");
    const { id, paths } = sending(6);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toBe("stored");
  });
});

describe("a direct upload around the website is refused by the database", () => {
  let id: string;
  let paths: string[];
  beforeEach(async () => {
    ({ id, paths } = sending(5));
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: id, photos: paths }))).toBe("stored");
  });

  it("a sixth photo, which the enquiry did not plan", async () => {
    for (const path of paths) expect(await upload(path)).toBe("stored");
    expect(await upload(`${id}/6.jpg`)).toBe(NOT_PLANNED);
    expect(await objects()).toEqual(paths);
  });

  it("a photo in a folder of no enquiry, or outside any folder", async () => {
    expect(await upload(`${crypto.randomUUID()}/1.jpg`)).toBe(NOT_PLANNED);
    expect(await upload("1.jpg")).toBe(OUTSIDE);
    expect(await upload(`${id}/1.jpg/x.jpg`)).toBe(OUTSIDE);
    expect(await upload(`../${id}/1.jpg`)).toBe(OUTSIDE);
    expect(await objects()).toEqual([]);
  });

  it("a 30 MB file: refused before its bytes are read, from the length the request declares", async () => {
    expect(await upload(paths[0], { size: 30 * MB })).toBe(TOO_LARGE);
    // Whatever was declared, the stored size decides at the end.
    expect(await upload(paths[0], { size: 30 * MB, declared: 1000 })).toBe("refused at the final write 42501: Enquiry photos may be at most 5242880 bytes each.");
    expect(await objects()).toEqual([]);
  });

  it("a text file named .jpg, sent as what it is (text/plain), or an SVG or a page given a photo's path", async () => {
    expect(await upload(paths[0], { type: "text/plain" })).toBe(WRONG_TYPE);
    expect(await upload(paths[0], { type: "image/svg+xml" })).toBe(WRONG_TYPE);
    expect(await upload(paths[0], { type: "text/html" })).toBe(WRONG_TYPE);
    // A WebP at a path planned for a JPEG: the ending must match the type.
    expect(await upload(paths[0], { type: "image/webp" })).toBe(WRONG_TYPE);
    expect(await objects()).toEqual([]);
  });

  it("what the database cannot see: a text file declared image/jpeg is stored, as image/jpeg, in the private bucket", async () => {
    // Postgres sees the declared type and the size, never the bytes. Such a file is served only to staff, and
    // only as image/jpeg, which a browser shows as a (broken) picture and never runs.
    expect(await upload(paths[0], { type: "image/jpeg", size: 42 })).toBe("stored");
    expect(await db.query("owner", "select metadata->>'mimetype' as type from storage.objects")).toEqual([{ type: "image/jpeg" }]);
  });

  it("the same photo twice: the second is told it exists (Storage: 409), not stored over the first", async () => {
    expect(await upload(paths[0])).toBe("stored");
    expect(await upload(paths[0])).toBe("refused at the permission test 23505: This photo has already been received.");
    // Storage's final write would replace an object (ON CONFLICT DO UPDATE); the trigger refuses it.
    expect(await writeAsService(paths[0])).toBe("refused 23505: This photo has already been received.");
  });

  it("replacing a photo (x-upsert: true) needs the read and change rights anon does not have", async () => {
    expect(await upload(paths[0], { upsert: true })).toMatch(/^refused at the permission test 42501: new row violates row-level security policy/);
  });

  it("a photo more than an hour after its enquiry", async () => {
    await db.query("owner", "update public.enquiries set created_at = now() - interval '61 minutes'");
    expect(await upload(paths[0])).toBe(NOT_PLANNED);
  });

  it("not even the service key puts anything else in the bucket: the trigger checks every write", async () => {
    expect(await writeAsService(`${id}/6.jpg`)).toBe("refused 42501: This is not a photo that a recent enquiry planned.");
    expect(await writeAsService(paths[0], "text/plain")).toBe("refused 42501: Enquiry photos must be image/jpeg or image/webp, named for their type.");
    expect(await writeAsService(paths[0], "image/jpeg", 30 * MB)).toBe("refused 42501: Enquiry photos may be at most 5242880 bytes each.");
    expect(await objects()).toEqual([]);
  });

  it("an enquiry the table refused has no photos to send: they are never admitted", async () => {
    const refused = sending(1);
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: refused.id, photos: refused.paths, phone: "phone me" }))).toMatch(/^refused 23514 enquiries_phone_check/);
    expect(await upload(refused.paths[0])).toBe(NOT_PLANNED);
  });
});

describe("anon may add a planned photo and do nothing else with the bucket", () => {
  let paths: string[];
  beforeEach(async () => {
    const sent = sending(2);
    paths = sent.paths;
    expect(await sendEnquiry(quote("jane@example.co.uk", { submission_id: sent.id, photos: paths }))).toBe("stored");
    expect(await upload(paths[0])).toBe("stored");
  });

  const seen = "select count(*)::int as n from storage.objects where bucket_id = 'enquiry-photos'";

  it("cannot read, list, change or delete a photo, not even one it sent", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      const [, [read], changed] = await db.transaction(role, [
        requestSettings(role),
        { sql: seen },
        { sql: "update storage.objects set name = name || '.html' where bucket_id = 'enquiry-photos' returning id" },
      ], { rollback: true });
      expect({ role, read, changed }).toEqual({ role, read: { n: 0 }, changed: [] });
      // Storage's own guard refuses a DELETE not sent by it; sent by it (allow_delete_query), row-level security finds nothing.
      await expect(db.query(role, "delete from storage.objects")).rejects.toMatchObject({ code: "42501" });
      const [, removed] = await db.transaction(role, [requestSettings(role), { sql: "delete from storage.objects where bucket_id = 'enquiry-photos' returning id" }], { rollback: true });
      expect(removed).toEqual([]);
    }
    expect(await objects()).toEqual([paths[0]]);
  });

  it("holds when another feature adds a policy letting anyone read or change anything", async () => {
    const [, , , , , , [read], other, changed] = await db.transaction(
      "owner",
      [
        { sql: "insert into storage.buckets (id, name, public) values ('guides', 'guides', true)" },
        { sql: "insert into storage.objects (bucket_id, name, metadata) values ('guides', 'fitting.pdf', '{}')" },
        { sql: 'create policy "Anyone reads anything" on storage.objects for select to anon using (true)' },
        { sql: 'create policy "Anyone changes anything" on storage.objects for update to anon using (true)' },
        { sql: "set local role anon" },
        requestSettings("anon"),
        { sql: seen },
        { sql: "select name from storage.objects where bucket_id = 'guides'" },
        { sql: "update storage.objects set metadata = '{}' where bucket_id = 'enquiry-photos' returning id" },
      ],
      { rollback: true },
    );
    expect({ read, other, changed }).toEqual({ read: { n: 0 }, other: [{ name: "fitting.pdf" }], changed: [] });
  });

  /** Storage's permission test as anon with the bucket's trigger switched off, so that the policies alone decide; `extra` runs first. */
  const policiesAlone = (path: string, extra: string[] = []): Promise<unknown> =>
    db.transaction(
      "owner",
      [
        ...extra.map((sql) => ({ sql })),
        { sql: "alter table storage.objects disable trigger enquiry_photos_within_limits" },
        { sql: "set local role anon" },
        requestSettings("anon"),
        permissionTest(BUCKET, path, { mimetype: "image/jpeg", contentLength: 1000 }),
      ],
      { rollback: true },
    );
  const rowLevelSecurity = { code: "42501", message: expect.stringContaining("row-level security") };

  it("the policies alone (the trigger switched off) admit a planned path and refuse any other, even beside a policy letting anyone upload anything", async () => {
    await expect(policiesAlone(paths[1])).resolves.toBeDefined();
    await expect(policiesAlone(`${crypto.randomUUID()}/1.jpg`)).rejects.toMatchObject(rowLevelSecurity);
    await expect(policiesAlone(`${crypto.randomUUID()}/1.jpg`, ['create policy "Anyone uploads anything" on storage.objects for insert to anon with check (true)'])).rejects.toMatchObject(rowLevelSecurity);
    await expect(
      db.transaction("owner", [{ sql: "set local role authenticated" }, requestSettings("authenticated"), permissionTest(BUCKET, paths[1], { mimetype: "image/jpeg", contentLength: 1000 })], { rollback: true }),
    ).rejects.toMatchObject(rowLevelSecurity);
  });
});

describe("other buckets", () => {
  it("are left to their own policies, for any role: one the migration never names still uploads where its policy lets it", async () => {
    const [, , , , , , , , inserted] = await db.transaction(
      "owner",
      [
        { sql: "insert into storage.buckets (id, name) values ('avatars', 'avatars')" },
        { sql: "create role uploader nologin" },
        { sql: "grant usage on schema storage to uploader" },
        { sql: "grant select, insert on storage.objects to uploader" },
        { sql: "create policy \"Uploaders add avatars\" on storage.objects for insert to uploader with check (bucket_id = 'avatars')" },
        { sql: "create policy \"Uploaders see avatars\" on storage.objects for select to uploader using (bucket_id = 'avatars')" },
        { sql: "set local role uploader" },
        { sql: "insert into storage.objects (bucket_id, name, metadata) values ('avatars', 'me.png', '{}')" },
        { sql: "select name from storage.objects" },
      ],
      { rollback: true },
    );
    expect(inserted).toEqual([{ name: "me.png" }]);
  });
});

describe("the limits apply to the photos too: per sender, then held, then the ceiling", () => {
  const fromAddress = (address: string, n = 0): Headers => edgeHeaders(address, forgedForwardedFor(n));
  const refusedAtTest = (message: string): string => `refused at the permission test 42501: ${message}`;

  it("photos of at most three enquiries a minute from one address, forging x-forwarded-for on each; then the minute's refusal, while another address's go in", async () => {
    const sent = await sentMinutesAgo(10, Array.from({ length: 5 }, (_, i) => `earlier-${i}@example.co.uk`));
    const outcomes = [];
    for (const [i, { paths }] of sent.slice(0, 4).entries()) outcomes.push(await upload(paths[0], { headers: fromAddress("192.0.2.66", i) }));
    expect(outcomes).toEqual(["stored", "stored", "stored", refusedAtTest("enquiry-limit-minute: at most 3 enquiries with photos within 00:01:00 from one IP address.")]);
    expect(await upload(sent[4].paths[0], { headers: fromAddress("198.51.100.4") })).toBe("stored");
    // A minute later, that address has room again.
    await db.query("owner", "update public.enquiries set photos_arrived_at = photos_arrived_at - interval '1 minute'");
    expect(await upload(sent[3].paths[0], { headers: fromAddress("192.0.2.66") })).toBe("stored");
  });

  it("photos of at most three enquiries a minute per typed email address, whatever its letter case, from any addresses", async () => {
    const sent = await sentMinutesAgo(10, ["sam@example.co.uk", "Sam@Example.co.uk", "SAM@EXAMPLE.CO.UK", "sam@example.co.uk"]);
    const outcomes = [];
    for (const [i, { paths }] of sent.entries()) outcomes.push(await upload(paths[0], { headers: fromAddress(`198.51.100.${i + 1}`) }));
    expect(outcomes).toEqual(["stored", "stored", "stored", refusedAtTest("enquiry-limit-minute: at most 3 enquiries with photos within 00:01:00 from one email address.")]);
    const [other] = await sentMinutesAgo(10, ["jo@example.co.uk"]);
    expect(await upload(other.paths[0], { headers: fromAddress("198.51.100.9") })).toBe("stored");
  });

  it("an enquiry counts once, by its first photo: its other photos go in when the limit is reached", async () => {
    const sent = await sentMinutesAgo(10, Array.from({ length: 3 }, (_, i) => `earlier-${i}@example.co.uk`), 5);
    for (const { paths } of sent) expect(await upload(paths[0], { headers: fromAddress("192.0.2.66") })).toBe("stored");
    for (const { paths } of sent) for (const path of paths.slice(1)) expect(await upload(path, { headers: fromAddress("192.0.2.66") })).toBe("stored");
    expect(await objects()).toHaveLength(15);
  });

  it("a held enquiry's photos are stored, held with it", async () => {
    await db.query("owner", "update public.enquiry_limits set at_most = 0 where per = 'site' and within = '1 minute'");
    const { id, paths } = sending(2);
    await insertAs(db, columnTypes, "anon", quote("held@example.co.uk", { submission_id: id, photos: paths }), { headers: fromAddress("203.0.113.9") });
    for (const path of paths) expect(await upload(path, { headers: fromAddress("203.0.113.9") })).toBe("stored");
    expect(await db.query("owner", "select held, photos_received from public.enquiries")).toEqual([{ held: true, photos_received: paths }]);
  });

  it("the ceiling, in photos an hour: beyond it every photo is refused and says so, held or not, whoever sends it", async () => {
    // As the business could: 4 photos an hour instead of 200, so that the test uploads few.
    await db.query("owner", "update public.enquiry_photo_limits set photos_per_hour = 4");
    const sent = await sentMinutesAgo(10, ["a@example.co.uk", "b@example.co.uk"], 3);
    const outcomes = [];
    // Without an address, so that no network's share of the ceiling (a quarter) comes first.
    for (const { paths } of sent) for (const path of paths) outcomes.push(await upload(path));
    const ceiling = "enquiry-ceiling: at most 4 photos within an hour in all.";
    expect(outcomes).toEqual(["stored", "stored", "stored", "stored", refusedAtTest(ceiling), refusedAtTest(ceiling)]);
    expect(await writeAsService(sent[1].paths[2])).toBe(`refused 42501: ${ceiling}`);
    // The business hears of it in the next summary, each refusal once.
    expect(await db.query("owner", "select counts, summary from public.summarise_held_enquiries()")).toEqual([
      { counts: { "photo ceiling hour": 3 }, summary: "3 photos refused: the ceiling of photos in an hour was reached." },
    ]);
    // An hour later there is room again.
    await db.query("owner", "update storage.objects set created_at = created_at - interval '1 hour'");
    expect(await upload(sent[1].paths[1])).toBe("stored");
  });

  it("the ceilings in bytes, an hour (100 MB) and a day (250 MB): beyond either every photo is refused and says so", async () => {
    expect(await db.query("owner", "select bytes_per_hour::text, bytes_per_day::text from public.enquiry_photo_limits")).toEqual([{ bytes_per_hour: "104857600", bytes_per_day: "262144000" }]);
    // As the business could: 600 kB an hour, so that the test uploads few.
    await db.query("owner", "update public.enquiry_photo_limits set bytes_per_hour = 600000");
    const sent = await sentMinutesAgo(10, ["a@example.co.uk", "b@example.co.uk"], 2);
    const outcomes = [];
    // Without an address, so that no network's share of the ceiling (a quarter) comes first.
    for (const { paths } of sent) for (const path of paths) outcomes.push(await upload(path, { size: 250_000 }));
    const hour = "enquiry-ceiling: at most 600000 bytes of photos within an hour in all.";
    expect(outcomes).toEqual(["stored", "stored", refusedAtTest(hour), refusedAtTest(hour)]);
    // A small photo still fits.
    expect(await upload(sent[1].paths[1], { size: 90_000 })).toBe("stored");
    // The day's: the hour's photos count towards it too, whenever in the day they came.
    await db.query("owner", "update public.enquiry_photo_limits set bytes_per_hour = 104857600, bytes_per_day = 700000");
    await db.query("owner", "update storage.objects set created_at = created_at - interval '5 hours'");
    expect(await upload(sent[1].paths[0], { size: 250_000 })).toBe(refusedAtTest("enquiry-ceiling: at most 700000 bytes of photos within a day in all."));
    expect((await db.query<{ summary: string }>("owner", "select summary from public.summarise_held_enquiries()"))[0].summary.split("\n")).toEqual([
      "1 photo refused: the ceiling of photos' bytes in a day was reached.",
      "2 photos refused: the ceiling of photos' bytes in an hour was reached.",
    ]);
  });

  it("photos of enquiries from one IPv6 /48, each from its own /64: refused beyond that network's share, whoever else sends", async () => {
    await db.query("owner", "update public.enquiry_limits set at_most = 3 where per = 'ipv6 /48'");
    const sent = await sentMinutesAgo(10, Array.from({ length: 5 }, (_, i) => `earlier-${i}@example.co.uk`));
    const outcomes = [];
    for (const [i, { paths }] of sent.slice(0, 4).entries()) outcomes.push(await upload(paths[0], { headers: fromAddress(`2001:db8:48:${i}::1`, i) }));
    expect(outcomes).toEqual(["stored", "stored", "stored", refusedAtTest("enquiry-limit-hour: at most 3 enquiries with photos within 01:00:00 from one IPv6 /48 network.")]);
    expect(await upload(sent[4].paths[0], { headers: fromAddress("2001:db8:49::1") })).toBe("stored");
  });

  it("one address cannot fill the hour's photo ceilings: beyond a quarter of them its photos are refused, and a visitor elsewhere's still go in", async () => {
    // As the business could: 1 MB an hour, so that the test uploads few (a network's quarter: 250,000 bytes).
    await db.query("owner", "update public.enquiry_photo_limits set bytes_per_hour = 1000000");
    const sent = await sentMinutesAgo(10, ["a@example.co.uk", "b@example.co.uk", "c@example.co.uk"], 2);
    const outcomes = [];
    for (const [i, { paths }] of sent.entries()) for (const path of paths) outcomes.push(await upload(path, { size: 200_000, headers: fromAddress("192.0.2.66", i) }));
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(1);
    const [visitor] = await sentMinutesAgo(10, ["visitor@example.co.uk"], 2);
    for (const path of visitor.paths) expect(await upload(path, { size: 120_000, headers: fromAddress("203.0.113.77") })).toBe("stored");
  });

  it("a write with no address (a header gone missing, the service key's) meets no shared limit: only the ceilings refuse it", async () => {
    const sent = await sentMinutesAgo(10, Array.from({ length: 11 }, (_, i) => `earlier-${i}@example.co.uk`));
    const outcomes = [];
    for (const { paths } of sent) outcomes.push(await writeAsService(paths[0]));
    expect(outcomes).toEqual(Array(11).fill("stored"));
    expect(await objects()).toHaveLength(11);
    // Photos from a visitor's address are not among them.
    const [visitor] = await sentMinutesAgo(10, ["visitor@example.co.uk"]);
    expect(await upload(visitor.paths[0], { headers: fromAddress("203.0.113.77") })).toBe("stored");
  });
});
