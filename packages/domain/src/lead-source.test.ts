import { describe, expect, it } from 'vitest';
import { leadSourceFromUtm } from './lead-source';

describe('leadSourceFromUtm', () => {
  it('should call a newsletter "other" with its campaign, never "paid ad"', () => {
    expect(leadSourceFromUtm({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' })).toEqual({ source: 'other', details: 'newsletter / email / spring' });
  });

  it.each([
    [{ utm_source: 'google', utm_medium: 'cpc' }, 'paid_ad'],
    [{ utm_source: 'facebook', utm_medium: 'paid_social' }, 'paid_ad'],
    [{ utm_source: 'bing', utm_medium: 'ppc' }, 'paid_ad'],
    [{ utm_source: 'facebook', utm_medium: 'social' }, 'social_media'],
    [{ utm_source: 'instagram' }, 'social_media'],
    [{ utm_source: 'google', utm_medium: 'organic' }, 'google_search'],
    [{ utm_source: 'google' }, 'google_search'],
    [{ utm_source: 'yelp', utm_medium: 'referral' }, 'online_reviews'],
    [{ utm_source: 'petblog.example', utm_medium: 'referral' }, 'referral'],
    [{ utm_source: 'drvet-clinic', utm_medium: 'referral' }, 'vet_referral'],
    [{ utm_source: 'clinic-door', utm_medium: 'qr' }, 'signage'],
    [{ utm_source: 'blog' }, 'blog'],
    [{ utm_source: 'pet-fair', utm_medium: 'event' }, 'local_event'],
    [{ utm_source: 'partner' }, 'other'],
  ] as const)('should map %o to %s', (utm, expected) => {
    expect(leadSourceFromUtm(utm)?.source).toBe(expected);
  });

  it('should leave the lead source unset without a source or medium', () => {
    expect(leadSourceFromUtm({ utm_campaign: 'x' })).toBeNull();
    expect(leadSourceFromUtm(null)).toBeNull();
  });
});
