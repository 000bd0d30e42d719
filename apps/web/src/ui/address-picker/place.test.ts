import { describe, expect, it } from 'vitest';
import { fallbackCustomPlace, hasNoParts, isCustomPlace, partsLine, pinPlace } from './place';

describe('address places', () => {
  it('should keep the typed text with every part empty when a custom address falls back', () => {
    const p = fallbackCustomPlace('  Str. Florilor 5, Cluj  ');
    expect(p.formatted_address).toBe('Str. Florilor 5, Cluj');
    expect(isCustomPlace(p)).toBe(true);
    expect(hasNoParts(p)).toBe(true);
    expect(p.geometry).toBeNull();
    expect(partsLine(p)).toBe('');
  });

  it('should put the parts on one line, skipping the empty ones', () => {
    const p = { ...fallbackCustomPlace('x'), address_components: { zip_code: '050563', city: 'București', street: 'Strada Izvor', street_number: '2-4', region: null, region_short_code: null, country_id: 'RO' } };
    expect(partsLine(p)).toBe('Strada Izvor 2-4 · 050563 București · RO');
    expect(hasNoParts(p)).toBe(false);
  });

  it('should name a pin without an address by its coordinates', () => {
    const p = pinPlace(44.4275123, 26.0875987);
    expect(p.formatted_address).toBe('44.42751, 26.08760');
    expect(p.geometry).toEqual({ latitude: 44.4275123, longitude: 26.0875987 });
  });
});
