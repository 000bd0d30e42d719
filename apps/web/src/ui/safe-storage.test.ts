import { afterEach, describe, expect, it, vi } from 'vitest';

const blocked = () => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
};

describe('safe storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('should keep values in memory when reading window.localStorage throws (third-party iframe)', async () => {
    const win = {};
    Object.defineProperty(win, 'localStorage', { get: blocked });
    Object.defineProperty(win, 'sessionStorage', { get: blocked });
    vi.stubGlobal('window', win);
    const { safeLocalStorage, safeSessionStorage } = await import('./safe-storage');
    expect(safeLocalStorage.getItem('lang')).toBeNull();
    safeLocalStorage.setItem('lang', 'ko');
    expect(safeLocalStorage.getItem('lang')).toBe('ko');
    safeSessionStorage.setItem('x', '1');
    expect(safeSessionStorage.getItem('x')).toBe('1');
    safeLocalStorage.removeItem('lang');
    expect(safeLocalStorage.getItem('lang')).toBeNull();
  });

  it('should use the real storage when the browser allows it, and memory when a write is refused', async () => {
    const data = new Map<string, string>();
    let full = false;
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        data.set(k, v);
      },
      removeItem: (k: string) => void data.delete(k),
    };
    vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage });
    const { safeLocalStorage } = await import('./safe-storage');
    safeLocalStorage.setItem('lang', 'ro');
    expect(data.get('lang')).toBe('ro');
    full = true;
    safeLocalStorage.setItem('lang', 'de');
    expect(safeLocalStorage.getItem('lang')).toBe('de');
    safeLocalStorage.removeItem('lang');
    expect(safeLocalStorage.getItem('lang')).toBeNull();
  });
});
