import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should call once with the last arguments when the calls pause for the delay', () => {
    const fn = vi.fn();
    const call = debounce(fn, 300);
    call('a');
    vi.advanceTimersByTime(200);
    call('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('should call again for a later burst', () => {
    const fn = vi.fn();
    const call = debounce(fn, 300);
    call(1);
    vi.advanceTimersByTime(300);
    call(2);
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('should drop the pending call when cancelled', () => {
    const fn = vi.fn();
    const call = debounce(fn, 300);
    call('x');
    expect(call.pending()).toBe(true);
    call.cancel();
    expect(call.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
