// In-process caches for data whose staleness is harmless (docs/architecture.md: bounded, short-lived).
// Every instance keeps its own copy; nothing here is shared state another request depends on.

/** A value reloaded at most once per `ttlMs`; concurrent callers share one load, and a failed load is not kept. */
export function ttlValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let entry: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (entry && now() - entry.at < ttlMs) return entry.value;
      const value = load();
      const mine = { at: now(), value };
      entry = mine;
      value.catch(() => {
        if (entry === mine) entry = null;
      });
      return value;
    },
    clear() {
      entry = null;
    },
  };
}

/** A Map that forgets its oldest entries beyond `max`, so user-typed keys cannot grow it without end. */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): this {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return this;
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

/** Per-key values kept `ttlMs`, at most `max` keys, with the same sharing of loads as ttlValue. */
export function ttlMap<T>(ttlMs: number, max: number, now: () => number = Date.now) {
  const entries = new BoundedMap<string, { at: number; value: Promise<T> }>(max);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      const mine = { at: now(), value };
      entries.set(key, mine);
      value.catch(() => {
        if (entries.get(key) === mine) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
