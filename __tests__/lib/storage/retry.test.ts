import { retryDelay, withRetry } from "../../../src/lib/storage/retry";

describe("retry policy", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("doubles the delay from 1 s and never waits more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("tries again after 1 s, 2 s and 4 s, then gives up with the last error", async () => {
    let calls = 0;
    const task = jest.fn(async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    });
    const result = withRetry(task).catch((error: Error) => error.message);

    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4000);
    expect(task).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe("failure 4");
    await jest.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it("returns the first success", async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error("busy")).mockResolvedValueOnce("listing");
    const result = withRetry(task);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe("listing");
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("does not retry an error marked permanent", async () => {
    const task = jest.fn().mockRejectedValue(new Error("Bucket not found"));
    await expect(withRetry(task, { shouldRetry: () => false })).rejects.toThrow("Bucket not found");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
