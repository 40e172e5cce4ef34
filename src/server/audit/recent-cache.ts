/*
 * What a function instance did for an address in the last few minutes, kept in its memory so that
 * the same address is not fetched or measured twice (a visitor trying another search phrase, a
 * reload, a hundred visitors sent to one site): bounded in entries, in size and in age. A load
 * under way is shared by the requests for the same key. Failures are not kept: a site that was
 * down may be up a minute later.
 */

/** A value as loaded and when. */
export interface Recent<T> {
  value: T;
  /** Epoch milliseconds. */
  loadedAt: number;
}

export interface RecentCacheLimits<T> {
  /** How long a value is reused, in milliseconds. */
  ttlMs: number;
  /** The most values kept. */
  maxEntries: number;
  /** The most the kept values may weigh together, in the unit of `sizeOf`. */
  maxSize: number;
  /** What a value weighs (a page: its text's length). */
  sizeOf: (value: T) => number;
}

export class RecentCache<T> {
  readonly #entries = new Map<string, Recent<T> & { size: number }>();
  readonly #pending = new Map<string, Promise<Recent<T>>>();
  #size = 0;
  readonly #limits: RecentCacheLimits<T>;

  constructor(limits: RecentCacheLimits<T>) {
    this.#limits = limits;
  }

  /** The value kept for `key` if it is recent, else what `load` gives (kept for next time). */
  async get(key: string, now: number, load: () => Promise<T>): Promise<Recent<T>> {
    const kept = this.#entries.get(key);
    if (kept && now - kept.loadedAt < this.#limits.ttlMs) return kept;
    if (kept) this.#delete(key);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const loading = load()
      .then((value) => {
        const recent = { value, loadedAt: now };
        this.#keep(key, recent);
        return recent;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, loading);
    return loading;
  }

  /** How many values are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every value (tests). */
  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  #keep(key: string, recent: Recent<T>): void {
    const size = this.#limits.sizeOf(recent.value);
    if (size > this.#limits.maxSize) return;
    this.#delete(key);
    this.#entries.set(key, { ...recent, size });
    this.#size += size;
    // The oldest go first (a Map keeps insertion order).
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#size <= this.#limits.maxSize) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#size -= entry.size;
    this.#entries.delete(key);
  }
}
