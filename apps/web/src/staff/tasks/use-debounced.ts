import { useEffect, useState } from 'react';

/** The value, once it stopped changing for `ms` (search boxes: spec §9 debounce 300 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
