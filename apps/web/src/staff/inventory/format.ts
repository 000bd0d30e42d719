import type { TProduct } from '@vetclinic/domain';

/** A quantity in sub-units read as units and sub-units: 23 tablets of a box of 10 read "2 box + 3 tablet". */
export function formatQuantity(n: number, p: Pick<TProduct, 'unit' | 'sub_unit' | 'sub_units'>) {
  if (p.sub_units <= 1 || !p.sub_unit) return `${n} ${p.unit}`;
  const whole = Math.floor(n / p.sub_units);
  const rest = n % p.sub_units;
  if (!whole) return `${rest} ${p.sub_unit}`;
  return rest ? `${whole} ${p.unit} + ${rest} ${p.sub_unit}` : `${whole} ${p.unit}`;
}
