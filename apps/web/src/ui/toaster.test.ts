import { describe, expect, it } from 'vitest';
import { SUCCESS_TOAST_MS, toaster } from './toaster';

/** What the store hands to <Toaster />, toast by toast. */
function published(create: () => void) {
  const seen: Array<{ type?: string; duration?: number }> = [];
  const unsubscribe = toaster.subscribe((t) => { if (!('dismiss' in t)) seen.push(t as { type?: string; duration?: number }); });
  try { create(); } finally { unsubscribe(); toaster.remove(); }
  return seen;
}

describe('toaster', () => {
  it('should keep a success toast five seconds unless its caller says otherwise', () => {
    expect(published(() => toaster.create({ type: 'success', title: 'Saved' }))[0].duration).toBe(SUCCESS_TOAST_MS);
    expect(published(() => toaster.create({ type: 'success', title: 'Saved', duration: 3000 }))[0].duration).toBe(3000);
  });

  it('should leave other kinds to the library (errors 5 s, loading until replaced)', () => {
    expect(published(() => toaster.create({ type: 'error', title: 'No' }))[0].duration).toBeUndefined();
    expect(published(() => toaster.create({ type: 'loading', title: 'Working' }))[0].duration).toBeUndefined();
  });
});
