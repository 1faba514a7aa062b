/** The spec's data-fetching policy: 3 retries, the delay doubling from 1 s and capped at 30 s. */
export const retryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** False for errors that another attempt cannot fix (a missing bucket, a 404). */
  shouldRetry?: (error: unknown) => boolean;
}

/** Delay before retry number `attempt` (0 for the first retry). */
export function retryDelay(attempt: number, baseDelayMs: number = retryPolicy.baseDelayMs, maxDelayMs: number = retryPolicy.maxDelayMs): number {
  return Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying on failure; the last error is thrown when every attempt fails. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = retryPolicy.retries, baseDelayMs = retryPolicy.baseDelayMs, maxDelayMs = retryPolicy.maxDelayMs, shouldRetry = () => true } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(retryDelay(attempt, baseDelayMs, maxDelayMs));
    }
  }
}
