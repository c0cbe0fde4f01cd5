/** The part of the Web Storage API the session needs (`sessionStorage` fits). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** A storage that lives in memory: for Node (scripts, tests) and wherever `sessionStorage` is missing. */
export function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser's `sessionStorage`, or a memory one where there is none. Reading the global can
 * throw (storage disabled by the browser's privacy settings): the session then lasts the page.
 */
export function defaultSessionStorage(): SessionStorageLike {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // storage blocked: fall through
  }
  return memoryStorage();
}

/** The stored role list (`codeList`, spec §3); `[]` when absent or unreadable. */
export function readCodeList(storage: SessionStorageLike, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
