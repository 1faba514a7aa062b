/** How long a successful listing is reused before storage is asked again. */
export const listCacheMs = 5 * 60 * 1000;

/** A small time-limited cache; the clock is a parameter so tests can move it. */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number = listCacheMs,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
