import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain';

/** The value once it has not changed for `ms` (the spec's 300 ms search debounce by default). */
export function useDebouncedValue<T>(value: T, ms = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
