import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@vetclinic/domain/constants';
import { debounce } from './debounce';

/** The value, once it has stopped changing for `ms` (spec §9: autocomplete and async selects wait 300 ms). */
export function useDebouncedValue<T>(value: T, ms: number = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  const [schedule] = useState(() => debounce((v: T) => setSettled(() => v), ms));
  useEffect(() => schedule(value), [value, schedule]);
  useEffect(() => () => schedule.cancel(), [schedule]);
  return settled;
}
