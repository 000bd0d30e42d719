import { describe, expect, it } from 'vitest';
import { formatCivilDate } from '../public/lib/datetime';
import { upperFirst } from './upper-first';

describe('date headings', () => {
  it('should start a Romanian date heading with a capital and keep the month lower-case', () => {
    const heading = upperFirst(formatCivilDate('2026-11-26', 'ro', { weekday: 'long', day: 'numeric', month: 'long' }), 'ro');
    expect(heading).toBe('Joi, 26 noiembrie');
  });

  it('should leave languages that capitalise their own names alone and cope with an empty text', () => {
    expect(upperFirst(formatCivilDate('2026-11-26', 'en', { weekday: 'long', day: 'numeric', month: 'long' }), 'en')).toBe('Thursday, November 26');
    expect(upperFirst('', 'ro')).toBe('');
    expect(upperFirst('istanbul', 'tr')).toBe('İstanbul');
  });
});
