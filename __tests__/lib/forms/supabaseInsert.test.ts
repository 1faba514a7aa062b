/** @jest-environment node */
/*
 * The Supabase provider's send (src/lib/forms/supabaseInsert.ts) with the real @supabase/supabase-js against a
 * stand-in of the project (PostgREST and Storage over PGlite with supabase/migrations: __tests__/supabase/
 * helpers/standIn.ts), so that what is stored is what the migrations let through. The tab's sessionStorage
 * is a small in-memory one here (the Node environment has none; jsdom's Blob and FormData would not reach
 * Node's fetch).
 */
import sharp from "sharp";
import { CHECKED, formFields } from "../../../src/lib/forms/fields";
import type { PreparedPhoto } from "../../../src/lib/forms/photos/types";
import { EnquiryInsertError, SUPABASE_TIMEOUTS, enquiryRow, insertEnquiry, type EnquiryRow, type SupabaseTimeouts } from "../../../src/lib/forms/supabaseInsert";
import { choices } from "../../helpers/forms";
import { startSupabaseStandIn, type SupabaseStandIn } from "../../supabase/helpers/standIn";

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const sessionStorage = new MemoryStorage();
let standIn: SupabaseStandIn;
let label: Buffer;
let buckle: Buffer;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const settings = () => ({ url: standIn.url, anonKey: standIn.anonKey });

const quote = (message = "The label and the buckle of a 1968 lap belt.", email = "jane@example.co.uk"): EnquiryRow =>
  enquiryRow(
    "quote",
    formFields.quote,
    { name: "Jane Smith", email, phone: "01632 960123", sector: choices.sectors[0].value, service: choices.services[0].value, message, consent: CHECKED },
    "/contact/",
  );

const photo = (id: string, name: string, bytes: Buffer, type: PreparedPhoto["type"] = "image/jpeg", blobType: string = type): PreparedPhoto => ({
  id,
  name,
  type,
  blob: new Blob([new Uint8Array(bytes)], { type: blobType }),
  width: 64,
  height: 48,
});

interface StoredEnquiry {
  submission_id: string;
  message: string;
  photos: string[] | null;
  photos_received: string[] | null;
}

const enquiries = (): Promise<StoredEnquiry[]> =>
  standIn.db.query<StoredEnquiry>("owner", "select submission_id, message, photos, photos_received from public.enquiries order by created_at");

/** What the stand-in was asked since `from`, as "METHOD path status". */
const asked = (from = 0): string[] => standIn.requests.slice(from).map(({ method, path, status }) => `${method} ${path.replace(/[0-9a-f-]{36}/g, "<id>")} ${status}`);
/** Sends the same quote again, as the visitor's next press of Send does; returns what it asked the stand-in. */
async function sendAgain(photos: Parameters<typeof insertEnquiry>[2]): Promise<string[]> {
  const from = standIn.requests.length;
  await insertEnquiry(settings(), quote(), photos);
  return asked(from);
}
/** One enquiry stored, with every photo it planned received. */
async function expectOneEnquiryWithEveryPhoto(): Promise<void> {
  const [stored, ...more] = await enquiries();
  expect(more).toEqual([]);
  expect(stored.photos_received).toEqual(stored.photos);
}

async function sendFails(row: EnquiryRow, photos: PreparedPhoto[], timeouts?: SupabaseTimeouts): Promise<EnquiryInsertError> {
  const error = await insertEnquiry(settings(), row, photos, timeouts).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(EnquiryInsertError);
  return error as EnquiryInsertError;
}

beforeAll(async () => {
  Object.assign(globalThis, { window: { sessionStorage } });
  standIn = await startSupabaseStandIn();
  label = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 200, b: 40 } } })
    .jpeg()
    .toBuffer();
  buckle = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 40, b: 200 } } })
    .webp()
    .toBuffer();
}, 240_000);

afterAll(async () => {
  await standIn?.close();
  delete (globalThis as { window?: unknown }).window;
});

beforeEach(async () => {
  sessionStorage.clear();
  standIn.failUpload = null;
  standIn.objects.clear();
  await standIn.db.transaction("owner", [
    { sql: "set local storage.allow_delete_query = 'true'" },
    { sql: "delete from storage.objects" },
    { sql: "delete from public.enquiries" },
    // The limits as the migrations set them.
    { sql: "update public.enquiry_limits set at_most = case per when 'ip' then (case when within = '1 minute' then 3 else 10 end) when 'ceiling' then 2000 else at_most end" },
  ]);
});

jest.setTimeout(60_000);

describe("an enquiry with photos", () => {
  it("stores the row with its photos' paths, then each photo in the enquiry's folder; nothing is left to retry", async () => {
    const from = standIn.requests.length;
    await insertEnquiry(settings(), quote(), [photo("a", "IMG_0412.jpg", label), photo("b", "buckle.webp", buckle, "image/webp")]);
    const [stored] = await enquiries();
    const id = stored.submission_id;
    expect(id).toMatch(UUID);
    expect(stored).toEqual({ submission_id: id, message: "The label and the buckle of a 1968 lap belt.", photos: [`${id}/1.jpg`, `${id}/2.webp`], photos_received: [`${id}/1.jpg`, `${id}/2.webp`] });
    expect(standIn.objects.get(`enquiry-photos/${id}/1.jpg`)).toMatchObject({ contentType: "image/jpeg", bytes: label });
    expect(standIn.objects.get(`enquiry-photos/${id}/2.webp`)).toMatchObject({ contentType: "image/webp", bytes: buckle });
    expect(asked(from)).toEqual(["POST /rest/v1/enquiries 201", "POST /storage/v1/object/enquiry-photos/<id>/1.jpg 200", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    expect(sessionStorage.getItem("enquiry-sending:quote")).toBeNull();
  });

  it("without photos, stores the row alone, with its submission_id and no paths", async () => {
    await insertEnquiry(settings(), quote());
    expect(await enquiries()).toEqual([{ submission_id: expect.stringMatching(UUID), message: "The label and the buckle of a 1968 lap belt.", photos: null, photos_received: null }]);
    expect(standIn.objects.size).toBe(0);
  });

  it("sends a photo whose Blob lost its type as the type it was prepared as", async () => {
    await insertEnquiry(settings(), quote(), [photo("a", "IMG_0412.jpg", label, "image/jpeg", "")]);
    const [{ submission_id: id }] = await enquiries();
    expect(standIn.objects.get(`enquiry-photos/${id}/1.jpg`)).toMatchObject({ contentType: "image/jpeg" });
  });
});

describe("a failed upload, tried again", () => {
  const photos = () => [photo("a", "IMG_0412.jpg", label), photo("b", "buckle.webp", buckle, "image/webp")];

  it("keeps the enquiry; the retry sends only the photos that did not arrive, and no second enquiry", async () => {
    standIn.failUpload = (name) => name.endsWith("/1.jpg");
    const error = await sendFails(quote(), photos());
    expect({ status: error.status, enquiryStored: error.enquiryStored, photo: error.photo }).toEqual({ status: 0, enquiryStored: true, photo: "IMG_0412.jpg" });
    expect(await enquiries()).toHaveLength(1);
    expect(standIn.objects.size).toBe(0);

    standIn.failUpload = null;
    expect(await sendAgain(photos())).toEqual(["POST /storage/v1/object/enquiry-photos/<id>/1.jpg 200", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    await expectOneEnquiryWithEveryPhoto();
  });

  it("after the first photo arrived, the retry sends the second only", async () => {
    standIn.failUpload = (name) => name.endsWith("/2.webp");
    const error = await sendFails(quote(), photos());
    expect({ status: error.status, enquiryStored: error.enquiryStored, photo: error.photo }).toEqual({ status: 0, enquiryStored: true, photo: "buckle.webp" });
    expect(standIn.objects.size).toBe(1);
    standIn.failUpload = null;
    expect(await sendAgain(photos())).toEqual(["POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    expect(standIn.objects.size).toBe(2);
    expect(await enquiries()).toHaveLength(1);
  });

  it("after a reload (the page's memory gone), the tab's session still knows the sending", async () => {
    standIn.failUpload = (name) => name.endsWith("/1.jpg");
    await sendFails(quote(), photos());
    standIn.failUpload = null;
    let reloaded: typeof import("../../../src/lib/forms/supabaseInsert") | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      reloaded = require("../../../src/lib/forms/supabaseInsert");
    });
    const from = standIn.requests.length;
    await reloaded!.insertEnquiry(settings(), quote(), photos());
    expect(asked(from)).toEqual(["POST /storage/v1/object/enquiry-photos/<id>/1.jpg 200", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    expect(await enquiries()).toHaveLength(1);
  });

  it("an answer that never came back: the table refuses the same sending again (409), which counts as stored", async () => {
    standIn.failUpload = (name) => name.endsWith("/1.jpg");
    await sendFails(quote(), photos());
    // As if the insert's answer had been lost: the page does not know the row arrived.
    const sending = JSON.parse(sessionStorage.getItem("enquiry-sending:quote")!) as { stored: boolean };
    sessionStorage.setItem("enquiry-sending:quote", JSON.stringify({ ...sending, stored: false }));
    standIn.failUpload = null;
    expect(await sendAgain(photos())).toEqual(["POST /rest/v1/enquiries 409", "POST /storage/v1/object/enquiry-photos/<id>/1.jpg 200", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    expect(await enquiries()).toHaveLength(1);
  });

  it("a changed enquiry is a new sending: the first stays as it arrived, without its photos", async () => {
    standIn.failUpload = (name) => name.endsWith("/1.jpg");
    await sendFails(quote(), photos());
    standIn.failUpload = null;
    await insertEnquiry(settings(), quote("The label, the buckle and the retractor."), photos());
    const [first, second] = await enquiries();
    expect(first).toMatchObject({ message: "The label and the buckle of a 1968 lap belt.", photos_received: null });
    expect(second).toMatchObject({ message: "The label, the buckle and the retractor.", photos_received: second.photos });
    expect(second.submission_id).not.toBe(first.submission_id);
  });
});

describe("refusals, with the status the form words", () => {
  it.each([
    ["a minute's limit of the sender's", "per = 'ip' and within = '1 minute'", "minute"],
    ["an hour's limit of the sender's", "per = 'ip' and within = '1 hour'", "hour"],
    ["the ceiling", "per = 'ceiling'", "ceiling"],
  ] as const)("%s: 429 naming that limit, nothing stored; the same enquiry goes once it has passed", async (_name, which, limit) => {
    await standIn.db.query("owner", `update public.enquiry_limits set at_most = 0 where ${which}`);
    const error = await sendFails(quote(), [photo("a", "IMG_0412.jpg", label)]);
    expect({ status: error.status, limit: error.limit, enquiryStored: error.enquiryStored }).toEqual({ status: 429, limit, enquiryStored: false });
    expect(await enquiries()).toEqual([]);
    await standIn.db.query("owner", `update public.enquiry_limits set at_most = 5 where ${which}`);
    await insertEnquiry(settings(), quote(), [photo("a", "IMG_0412.jpg", label)]);
    expect(standIn.objects.size).toBe(1);
  });

  it("the photos' limit per sender: 429 naming the minute and the photo, the enquiry itself stored", async () => {
    // Three enquiries received photos from this address in the last minute (sent earlier, so the table's own limit has room).
    for (let i = 0; i < 3; i++) {
      await standIn.db.query(
        "owner",
        "insert into public.enquiries (kind, name, email, phone, sector, service, message, consent, created_at) values ('quote', 'Earlier', $1, '01632 960123', $2, $3, 'An earlier enquiry.', true, now() - interval '10 minutes')",
        [`earlier-${i}@example.co.uk`, choices.sectors[0].value, choices.services[0].value],
      );
    }
    await standIn.db.query("owner", "update public.enquiries set photos_arrived_at = now(), photos_from = '127.0.0.1/32'");
    const error = await sendFails(quote(), [photo("a", "IMG_0412.jpg", label)]);
    expect({ status: error.status, limit: error.limit, enquiryStored: error.enquiryStored, photo: error.photo }).toEqual({ status: 429, limit: "minute", enquiryStored: true, photo: "IMG_0412.jpg" });
    expect(await enquiries()).toHaveLength(4);
  });

  it("a photo the bucket refuses (over 5 MB): its status and the database's words, naming the photo", async () => {
    const huge = photo("a", "IMG_0412.jpg", Buffer.alloc(6 * 1024 * 1024, 0xff));
    const error = await sendFails(quote(), [huge]);
    expect({ status: error.status, message: error.message, enquiryStored: error.enquiryStored, photo: error.photo, refused: error.refusedPhotos }).toEqual({
      status: 403,
      message: "IMG_0412.jpg: Enquiry photos may be at most 5242880 bytes each.",
      enquiryStored: true,
      photo: "IMG_0412.jpg",
      refused: ["IMG_0412.jpg"],
    });
    expect(standIn.objects.size).toBe(0);
  });

  it("a photo refused for good does not stop the others; the sending is over, so another try sends nothing twice", async () => {
    const huge = photo("a", "IMG_0412.jpg", Buffer.alloc(6 * 1024 * 1024, 0xff));
    const error = await sendFails(quote(), [huge, photo("b", "IMG_0413.webp", buckle, "image/webp")]);
    expect({ refused: error.refusedPhotos, enquiryStored: error.enquiryStored }).toEqual({ refused: ["IMG_0412.jpg"], enquiryStored: true });
    const [stored] = await enquiries();
    expect(stored.photos_received).toEqual([`${stored.submission_id}/2.webp`]);
    // Nothing kept to retry: the same enquiry sent again is a new one (the visitor has been told to email the photo).
    expect(window.sessionStorage.getItem("enquiry-sending:quote")).toBeNull();
  });
});

describe("no answer from Supabase", () => {
  // A short limit, through the send's own parameter, for the request that hangs only, so that these tests take a
  // moment; the requests the stand-in answers keep the site's limits (PGlite can be slow on a busy machine).
  const rowHangs: SupabaseTimeouts = { ...SUPABASE_TIMEOUTS, rowMs: 300 };
  const photoHangs: SupabaseTimeouts = { ...SUPABASE_TIMEOUTS, photoMs: 300 };
  const photos = () => [photo("a", "IMG_0412.jpg", label), photo("b", "buckle.webp", buckle, "image/webp")];
  const realFetch = globalThis.fetch;
  let signals: AbortSignal[] = [];

  /** A fetch that never settles for the requests `hang` picks (it does not even heed an abort) and sends the rest. */
  function hangOn(hang: (path: string) => boolean): void {
    signals = [];
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      if (hang(new URL(input instanceof Request ? input.url : String(input)).pathname)) {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }
      return realFetch(input, init);
    };
  }

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("the row: a timeout after the row's limit, the request abandoned; the next try stores the enquiry once", async () => {
    hangOn((path) => path === "/rest/v1/enquiries");
    const error = await sendFails(quote(), photos(), rowHangs);
    expect({ status: error.status, enquiryStored: error.enquiryStored, timeoutMs: error.timeoutMs }).toEqual({ status: 0, enquiryStored: false, timeoutMs: 300 });
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    expect(await enquiries()).toEqual([]);

    globalThis.fetch = realFetch;
    await insertEnquiry(settings(), quote(), photos());
    await expectOneEnquiryWithEveryPhoto();
  }, 20_000);

  it("a photo: the enquiry stored, the photo named with its limit; the next try sends only the photos still missing", async () => {
    hangOn((path) => path.endsWith("/1.jpg"));
    const error = await sendFails(quote(), photos(), photoHangs);
    expect({ status: error.status, enquiryStored: error.enquiryStored, photo: error.photo, timeoutMs: error.timeoutMs, refused: error.refusedPhotos }).toEqual({
      status: 0,
      enquiryStored: true,
      photo: "IMG_0412.jpg",
      timeoutMs: 300,
      refused: [],
    });
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    expect(await enquiries()).toHaveLength(1);
    expect(standIn.objects.size).toBe(0);

    globalThis.fetch = realFetch;
    expect(await sendAgain(photos())).toEqual(["POST /storage/v1/object/enquiry-photos/<id>/1.jpg 200", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    await expectOneEnquiryWithEveryPhoto();
  }, 20_000);

  it("an upload that arrived though its answer never came: the next try is told it is there (409) and sends nothing twice", async () => {
    standIn.withholdAnswer = (method, path) => method === "POST" && path.endsWith("/1.jpg");
    try {
      const error = await sendFails(quote(), photos(), photoHangs);
      expect({ enquiryStored: error.enquiryStored, photo: error.photo, timeoutMs: error.timeoutMs }).toEqual({ enquiryStored: true, photo: "IMG_0412.jpg", timeoutMs: 300 });
      // The stand-in finishes its work after the page has given up (PGlite can take longer than the limit).
      for (let waited = 0; !standIn.requests.some((request) => request.withheld) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      standIn.withholdAnswer = null;
    }
    expect(await sendAgain(photos())).toEqual(["POST /storage/v1/object/enquiry-photos/<id>/1.jpg 400", "POST /storage/v1/object/enquiry-photos/<id>/2.webp 200"]);
    await expectOneEnquiryWithEveryPhoto();
    expect(standIn.objects.size).toBe(2);
  }, 20_000);
});
