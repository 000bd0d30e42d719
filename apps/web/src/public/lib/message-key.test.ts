import { describe, expect, it } from 'vitest';
import { resolveMessageKey } from './message-key';

const catalogue = new Set(['validation.required', 'validation.invalid', 'clientForm.invalid_phone', 'public.validation.petRequired']);
const exists = (k: string) => catalogue.has(k);

describe('resolveMessageKey', () => {
  it('should keep a key that exists', () => {
    expect(resolveMessageKey('validation.required', exists)).toBe('validation.required');
  });

  it('should find labels.clientForm keys filed without the labels prefix', () => {
    expect(resolveMessageKey('labels.clientForm.invalid_phone', exists)).toBe('clientForm.invalid_phone');
  });

  it('should use the public fallback for schema keys the catalogue lacks', () => {
    expect(resolveMessageKey('validation.pet_required', exists)).toBe('public.validation.petRequired');
  });

  it('should fall back to the generic invalid message for unknown keys', () => {
    expect(resolveMessageKey('validation.whatever', exists)).toBe('validation.invalid');
  });
});
