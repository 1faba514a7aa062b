/** @jest-environment node */
/*
 * Direct anonymous uploads around the website (issue 37's check): HTTP requests with the public anon key to
 * a stand-in of the Supabase API (helpers/standIn.ts: PostgREST and Storage over PGlite with the migrations),
 * as a script would send them. A 30 MB file, a text file named .jpg and a sixth photo are each refused by
 * the database's rules, with the Storage server's own checks of type and size switched off (as if the
 * bucket's settings had been cleared) and again with them on.
 */
import sharp from "sharp";
import { CHECKED, formFields } from "../../src/lib/forms/fields";
import { enquiryRow } from "../../src/lib/forms/supabaseInsert";
import { choices } from "../helpers/forms";
import { startSupabaseStandIn, type SupabaseStandIn } from "./helpers/standIn";

const BUCKET = "enquiry-photos";
const MB = 1024 * 1024;
let standIn: SupabaseStandIn;
let jpeg: Buffer;

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}, 240_000);

afterAll(async () => {
  await standIn?.close();
});

beforeEach(async () => {
  standIn.storageServerChecks = true;
  standIn.objects.clear();
  await standIn.db.transaction("owner", [{ sql: "set local storage.allow_delete_query = 'true'" }, { sql: "delete from storage.objects" }, { sql: "delete from public.enquiries" }]);
});

jest.setTimeout(120_000);

const keyHeaders = (key = standIn.anonKey): Record<string, string> => ({ apikey: key, authorization: `Bearer ${key}` });

/** An enquiry as supabase-js inserts it: a new submission_id and `count` planned photos. */
async function sendEnquiry(count: number, email = "jane@example.co.uk", minutesAgo = 0): Promise<{ id: string; paths: string[]; status: number }> {
  const id = crypto.randomUUID();
  const paths = Array.from({ length: count }, (_, i) => `${id}/${i + 1}.jpg`);
  const row: Record<string, unknown> = {
    ...enquiryRow(
      "quote",
      formFields.quote,
      { name: "Jane Smith", email, phone: "01632 960123", sector: choices.sectors[0].value, service: choices.services[0].value, message: "The label and the buckle, attached.", consent: CHECKED },
      "/contact/",
    ),
    submission_id: id,
    photos: paths,
  };
  if (minutesAgo > 0) {
    // Stored earlier by the owner, so that it uses none of this minute's limits.
    await standIn.db.query("owner", "insert into public.enquiries (kind, page, name, email, phone, sector, service, message, consent, submission_id, photos, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(mins => $12))", [
      row.kind, row.page, row.name, row.email, row.phone, row.sector, row.service, row.message, row.consent, id, paths, minutesAgo,
    ]);
    return { id, paths, status: 201 };
  }
  const response = await fetch(`${standIn.url}/rest/v1/enquiries`, { method: "POST", headers: { ...keyHeaders(), "content-type": "application/json", prefer: "return=minimal" }, body: JSON.stringify(row) });
  return { id, paths, status: response.status };
}

interface Answer {
  status: number;
  statusCode?: string;
  message?: string;
}

/** A form upload, as supabase-js sends a Blob: the file part's type is the declared type. */
async function uploadForm(path: string, bytes: Uint8Array, type: string, fileName = "photo.jpg", key = standIn.anonKey, headers: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append("cacheControl", "3600");
  form.append("", new File([new Uint8Array(bytes)], fileName, { type }));
  const response = await fetch(`${standIn.url}/storage/v1/object/${BUCKET}/${path}`, { method: "POST", headers: { ...keyHeaders(key), "x-upsert": "false", ...headers }, body: form });
  const body = (await response.json()) as { statusCode?: string; message?: string };
  return { status: response.status, statusCode: body.statusCode, message: body.message };
}

/** A binary upload (curl --data-binary): the request's own Content-Type and Content-Length. */
async function uploadBinary(path: string, bytes: Uint8Array, type: string): Promise<Answer> {
  const response = await fetch(`${standIn.url}/storage/v1/object/${BUCKET}/${path}`, { method: "POST", headers: { ...keyHeaders(), "content-type": type }, body: new Uint8Array(bytes) });
  const body = (await response.json()) as { statusCode?: string; message?: string };
  return { status: response.status, statusCode: body.statusCode, message: body.message };
}

const stored = async (): Promise<string[]> => (await standIn.db.query<{ name: string }>("owner", "select name from storage.objects order by name")).map(({ name }) => name);
const database = (message: string): Answer => ({ status: 400, statusCode: "403", message });
const NOT_PLANNED = database("This is not a photo that a recent enquiry planned.");
const TOO_LARGE = database("Enquiry photos may be at most 5242880 bytes each.");
const WRONG_TYPE = database("Enquiry photos must be image/jpeg or image/webp, named for their type.");
const textFile = new TextEncoder().encode("Not a photo at all.\n");
const thirtyMegabytes = new Uint8Array(30 * MB).fill(0xff);

describe("a photo sent with its enquiry", () => {
  it("is stored under the enquiry's folder, and the row references it", async () => {
    const { id, paths, status } = await sendEnquiry(2);
    expect(status).toBe(201);
    expect(await uploadForm(paths[0], jpeg, "image/jpeg")).toMatchObject({ status: 200 });
    expect(await stored()).toEqual([`${id}/1.jpg`]);
    expect(standIn.objects.get(`${BUCKET}/${id}/1.jpg`)?.bytes.equals(jpeg)).toBe(true);
    expect(await standIn.db.query("owner", "select photos, photos_received from public.enquiries")).toEqual([{ photos: paths, photos_received: [`${id}/1.jpg`] }]);
  });
});

describe.each([
  ["the database alone (the Storage server's checks of type and size off)", false],
  ["the Storage server's checks too", true],
])("a direct anonymous upload is refused, by %s", (_name, checks) => {
  let paths: string[];
  beforeEach(async () => {
    standIn.storageServerChecks = checks;
    ({ paths } = await sendEnquiry(5));
  });

  it("a 30 MB file", async () => {
    const form = await uploadForm(paths[0], thirtyMegabytes, "image/jpeg");
    const binary = await uploadBinary(paths[0], thirtyMegabytes, "image/jpeg");
    // A form upload's declared length reaches the database before the Storage server has read the file.
    expect(form).toEqual(TOO_LARGE);
    expect(binary).toEqual(checks ? { status: 400, statusCode: "413", message: "The object exceeded the maximum allowed size" } : TOO_LARGE);
    expect(await stored()).toEqual([]);
    expect(standIn.objects.size).toBe(0);
  });

  it("a text file named .jpg, sent as text", async () => {
    const form = await uploadForm(paths[0], textFile, "text/plain", "label.jpg");
    const binary = await uploadBinary(paths[0], textFile, "text/plain");
    const storage = { status: 400, statusCode: "415", message: "mime type text/plain is not supported" };
    expect([form, binary]).toEqual(checks ? [storage, storage] : [WRONG_TYPE, WRONG_TYPE]);
    expect(await stored()).toEqual([]);
  });

  it("a sixth photo", async () => {
    for (const path of paths) expect(await uploadForm(path, jpeg, "image/jpeg")).toMatchObject({ status: 200 });
    expect(await uploadForm(paths[0].replace(/1\.jpg$/, "6.jpg"), jpeg, "image/jpeg")).toEqual(NOT_PLANNED);
    expect(await stored()).toHaveLength(5);
  });

  it("a photo outside its enquiry's folder, or for no enquiry", async () => {
    expect(await uploadForm("photo.jpg", jpeg, "image/jpeg")).toEqual(database("Enquiry photos go in their enquiry's folder only."));
    expect(await uploadForm(`${crypto.randomUUID()}/1.jpg`, jpeg, "image/jpeg")).toEqual(NOT_PLANNED);
    expect(await stored()).toEqual([]);
  });
});

describe("what the database cannot see, and why it is safe", () => {
  it("a text file declared image/jpeg is stored as image/jpeg, which only staff can fetch", async () => {
    const { paths } = await sendEnquiry(1);
    expect(await uploadForm(paths[0], textFile, "image/jpeg", "label.jpg")).toMatchObject({ status: 200 });
    const anon = await fetch(`${standIn.url}/storage/v1/object/authenticated/${BUCKET}/${paths[0]}`, { headers: keyHeaders() });
    expect(anon.status).toBe(400);
    expect(await anon.json()).toMatchObject({ statusCode: "404" });
    const staff = await fetch(`${standIn.url}/storage/v1/object/authenticated/${BUCKET}/${paths[0]}`, { headers: keyHeaders(standIn.serviceKey) });
    expect({ status: staff.status, type: staff.headers.get("content-type") }).toEqual({ status: 200, type: "image/jpeg" });
  });
});

describe("anon cannot read, list or remove photos, not even its own", () => {
  it("list finds nothing, download finds nothing, remove removes nothing; the service key sees the photo", async () => {
    const { id, paths } = await sendEnquiry(1);
    expect(await uploadForm(paths[0], jpeg, "image/jpeg")).toMatchObject({ status: 200 });
    const list = (key: string) =>
      fetch(`${standIn.url}/storage/v1/object/list/${BUCKET}`, { method: "POST", headers: { ...keyHeaders(key), "content-type": "application/json" }, body: JSON.stringify({ prefix: id }) }).then((response) => response.json());
    expect(await list(standIn.anonKey)).toEqual([]);
    expect(await list(standIn.serviceKey)).toEqual([expect.objectContaining({ name: paths[0] })]);
    const download = await fetch(`${standIn.url}/storage/v1/object/authenticated/${BUCKET}/${paths[0]}`, { headers: keyHeaders() });
    expect(await download.json()).toMatchObject({ statusCode: "404" });
    const removed = await fetch(`${standIn.url}/storage/v1/object/${BUCKET}`, { method: "DELETE", headers: { ...keyHeaders(), "content-type": "application/json" }, body: JSON.stringify({ prefixes: paths }) });
    expect(await removed.json()).toEqual([]);
    expect(await stored()).toEqual(paths);
  });

  it("replacing a photo (x-upsert: true) is refused", async () => {
    const { paths } = await sendEnquiry(1);
    expect(await uploadForm(paths[0], jpeg, "image/jpeg")).toMatchObject({ status: 200 });
    const form = new FormData();
    form.append("", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
    const response = await fetch(`${standIn.url}/storage/v1/object/${BUCKET}/${paths[0]}`, { method: "POST", headers: { ...keyHeaders(), "x-upsert": "true" }, body: form });
    expect(await response.json()).toMatchObject({ statusCode: expect.stringMatching(/^40[39]$/) });
    expect(standIn.objects.get(`${BUCKET}/${paths[0]}`)?.bytes.equals(jpeg)).toBe(true);
  });
});

describe("uploads past the limits", () => {
  it("photos of a fourth enquiry within a minute from one address are refused with the minute's code, whatever x-forwarded-for says", async () => {
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await sendEnquiry(1, `earlier-${i}@example.co.uk`, 10));
    const answers = [];
    for (const [i, { paths }] of sent.entries()) answers.push(await uploadForm(paths[0], jpeg, "image/jpeg", "photo.jpg", standIn.anonKey, { "x-forwarded-for": `198.51.100.${i + 1}` }));
    expect(answers.slice(0, 3).map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(answers[3]).toEqual(database("enquiry-limit-minute: at most 3 enquiries with photos within 00:01:00 from one IP address."));
    expect(await stored()).toHaveLength(3);
    // The stand-in passes the connecting address as Cloudflare does: the forged header changed nothing.
    expect(await standIn.db.query("owner", "select distinct host(photos_from) as address from public.enquiries where photos_from is not null")).toEqual([{ address: "127.0.0.1" }]);
  });
});
