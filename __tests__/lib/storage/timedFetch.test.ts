/** @jest-environment node */
import { SupabaseTimeoutError, isSupabaseTimeout, timedFetch } from "../../../src/lib/storage/timedFetch";

/** The fetch behind timedFetch: records each call's signal and never answers unless told to. */
let calls: { url: string; signal: AbortSignal }[] = [];
let answer: (() => Response) | null = null;
const realFetch = globalThis.fetch;

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  answer = null;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), signal: init!.signal! });
    return answer ? Promise.resolve(answer()) : new Promise<Response>(() => undefined);
  };
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const limits = timedFetch((url) => (url.includes("/storage/v1/") ? 30_000 : 10_000));

describe("timedFetch", () => {
  it("gives up on a request that never answers after its URL's limit, aborting it, even if the fetch ignores the abort", async () => {
    const row = limits("https://abcdefgh.supabase.co/rest/v1/enquiries", { method: "POST" });
    const photo = limits("https://abcdefgh.supabase.co/storage/v1/object/enquiry-photos/x/1.jpg", { method: "POST" });
    const rowFailure = row.catch((error: unknown) => error);
    const photoFailure = photo.catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(9_999);
    expect(calls.map(({ signal }) => signal.aborted)).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await rowFailure).toEqual(new SupabaseTimeoutError(10_000));
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(20_000);
    const failure = await photoFailure;
    expect(failure).toBeInstanceOf(SupabaseTimeoutError);
    expect({ name: (failure as Error).name, timeoutMs: (failure as SupabaseTimeoutError).timeoutMs }).toEqual({ name: "TimeoutError", timeoutMs: 30_000 });
    expect(calls[1].signal.aborted).toBe(true);
  });

  it("passes an answer on and leaves no timer behind", async () => {
    answer = () => new Response(null, { status: 201 });
    const response = await limits("https://abcdefgh.supabase.co/rest/v1/enquiries", { method: "POST" });
    expect(response.status).toBe(201);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("still heeds the caller's own signal", async () => {
    const caller = new AbortController();
    void limits("https://abcdefgh.supabase.co/storage/v1/object/list/guides", { signal: caller.signal }).catch(() => undefined);
    caller.abort(new Error("the caller's own"));
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[0].signal.reason).toEqual(new Error("the caller's own"));
  });

  it("is recognised as supabase-js reports it: PostgREST by name and message, Storage by the error it keeps", () => {
    const error = new SupabaseTimeoutError(10_000);
    expect(isSupabaseTimeout({ message: `${error.name}: ${error.message}`, details: "", hint: "", code: "" })).toBe(true);
    expect(isSupabaseTimeout({ name: "StorageUnknownError", message: error.message, originalError: error })).toBe(true);
    expect(isSupabaseTimeout({ message: "TypeError: Failed to fetch" })).toBe(false);
    expect(isSupabaseTimeout(null)).toBe(false);
  });
});
