import { describe, expect, it } from 'vitest';
import { readUtm } from './utm';

describe('readUtm', () => {
  it('should pick the six utm parameters and ignore the rest', () => {
    expect(readUtm('?utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_id=7&utm_term=vet&utm_content=ad1&widget=1&primary=red')).toEqual({
      utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'spring', utm_id: '7', utm_term: 'vet', utm_content: 'ad1',
    });
  });

  it('should drop empty values and trim long ones to 200 characters', () => {
    const utm = readUtm(`?utm_source=%20%20&utm_medium=${'x'.repeat(300)}`);
    expect(utm.utm_source).toBeUndefined();
    expect(utm.utm_medium).toHaveLength(200);
  });

  it('should return nothing when there is no query string', () => {
    expect(readUtm('')).toEqual({});
  });
});
