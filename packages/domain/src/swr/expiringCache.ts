import type { Cache, State } from "swr";

/** Cached answers are dropped 5 minutes after their last use, unless a mounted hook holds them. */
export const cacheLifetimeMs = 5 * 60_000;

/**
 * An SWR cache that forgets an entry once nobody has used it for `lifetimeMs`. A mounted hook
 * holds its key (`hold`), so data on screen is never dropped; its time starts when the last
 * holder lets go. Reads and writes count as use too.
 */
export class ExpiringCache implements Cache {
  readonly #entries = new Map<string, State>();
  readonly #lastUsed = new Map<string, number>();
  readonly #holders = new Map<string, number>();
  readonly #lifetimeMs: number;
  #sweepTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(lifetimeMs: number = cacheLifetimeMs) {
    this.#lifetimeMs = lifetimeMs;
  }

  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }

  get(key: string): State | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.#use(key);
    return entry;
  }

  set(key: string, value: State): void {
    this.#entries.set(key, value);
    this.#use(key);
  }

  delete(key: string): void {
    this.#entries.delete(key);
    this.#lastUsed.delete(key);
  }

  /** Keep `key` while a hook shows it; call the returned function when the hook goes away. */
  hold(key: string): () => void {
    this.#holders.set(key, (this.#holders.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#holders.get(key) ?? 1) - 1;
      if (left > 0) this.#holders.set(key, left);
      else this.#holders.delete(key);
      if (this.#entries.has(key)) this.#use(key);
    };
  }

  #use(key: string): void {
    this.#lastUsed.set(key, Date.now());
    // One timer for the whole cache: renders read the cache constantly, so no per-read timers.
    if (this.#sweepTimer === undefined && !this.#holders.has(key)) this.#scheduleSweep();
  }

  #scheduleSweep(): void {
    let earliest = Number.POSITIVE_INFINITY;
    for (const [key, usedAt] of this.#lastUsed) {
      if (!this.#holders.has(key)) earliest = Math.min(earliest, usedAt + this.#lifetimeMs);
    }
    if (earliest === Number.POSITIVE_INFINITY) return;
    this.#sweepTimer = setTimeout(() => this.#sweep(), Math.max(0, earliest - Date.now()));
    // On a server (rendering, tests) a pending sweep must not keep the process alive.
    (this.#sweepTimer as { unref?: () => void }).unref?.();
  }

  #sweep(): void {
    this.#sweepTimer = undefined;
    const now = Date.now();
    for (const [key, usedAt] of [...this.#lastUsed]) {
      if (!this.#holders.has(key) && usedAt + this.#lifetimeMs <= now) this.delete(key);
    }
    this.#scheduleSweep();
  }
}
