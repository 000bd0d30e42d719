// Web storage that never throws. Inside a clinic's website (a third-party iframe) Chromium with
// third-party storage blocked, Safari and some private modes throw a SecurityError on merely reading
// `window.localStorage`; a full quota throws on write. Then values live in memory for the page's life,
// so the page works and only forgets the choice on reload.

export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safeStorage(area: 'localStorage' | 'sessionStorage'): SafeStorage {
  // Values the browser would not keep; they win over what it holds, which may be older.
  const memory = new Map<string, string>();
  const real = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[area];
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      try {
        return real()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const s = real();
        if (!s) throw new Error('storage unavailable');
        s.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        real()?.removeItem(key);
      } catch {
        // nothing stored there to remove
      }
    },
  };
}

/** `localStorage`, or memory where the browser refuses it. */
export const safeLocalStorage = safeStorage('localStorage');
/** `sessionStorage`, or memory where the browser refuses it. */
export const safeSessionStorage = safeStorage('sessionStorage');
