import { z } from 'zod';
import type { LeadSource } from './enums';

/** The tracking parameters a booking link carried (spec §2), as stored on the appointment and shown to staff. */
export const ZUtm = z.object({
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_id: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
});
export type TUtm = z.infer<typeof ZUtm>;

const PAID_MEDIUMS = ['cpc', 'ppc', 'paid', 'paidsearch', 'paid_search', 'paid-search', 'paidsocial', 'paid_social', 'paid-social', 'cpm', 'cpv', 'display', 'banner', 'ad', 'ads', 'retargeting', 'remarketing', 'sponsored'];
const EMAIL_WORDS = ['email', 'e-mail', 'mail', 'newsletter', 'mailchimp', 'brevo', 'sendinblue', 'mailerlite'];
const SOCIAL_MEDIUMS = ['social', 'social-media', 'social_media', 'socialmedia', 'sm', 'organic_social', 'organic-social'];
const SOCIAL_SOURCES = ['facebook', 'fb', 'instagram', 'ig', 'tiktok', 'linkedin', 'twitter', 'x', 'pinterest', 'youtube', 'threads', 'whatsapp', 'snapchat'];
const REVIEW_SOURCES = ['google_reviews', 'google-reviews', 'googlereviews', 'google_business', 'gbp', 'gmb', 'yelp', 'tripadvisor', 'trustpilot', 'reviews'];
const SEARCH_MEDIUMS = ['organic', 'seo', 'search', ''];
const SIGNAGE_WORDS = ['qr', 'qrcode', 'qr_code', 'print', 'flyer', 'poster', 'signage', 'sign', 'offline'];

/** The tracking parameters as one line for staff ("utm_source=newsletter · utm_medium=email"), null when none. */
export function formatUtm(utm: TUtm | null | undefined): string | null {
  const parts = Object.entries(utm ?? {}).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The lead source a new client's first online booking suggests (decisions.md, issue 22 #4). The
 * medium says how they came (paid, e-mail, social…), the source from where; anything unknown is
 * "other" — never "paid ad", which only a paid medium means. The spec's list has no e-mail value,
 * so a newsletter is "other" with its campaign in the details.
 *
 * | utm_medium                                   | utm_source                          | lead source    |
 * |----------------------------------------------|-------------------------------------|----------------|
 * | cpc, ppc, paid*, cpm, display, banner, ad(s) | any                                 | paid_ad        |
 * | email, newsletter (or such a source)         | any                                 | other          |
 * | social, organic_social                       | any                                 | social_media   |
 * | not paid                                     | facebook, instagram, tiktok…        | social_media   |
 * | not paid                                     | google reviews, yelp, trustpilot…   | online_reviews |
 * | organic, seo, search or none                 | google                              | google_search  |
 * | blog                                         | any (or source blog)                | blog           |
 * | referral                                     | a vet's site (source has "vet")     | vet_referral   |
 * | referral                                     | any other                           | referral       |
 * | qr, print, flyer, poster, signage            | any                                 | signage        |
 * | event                                        | any (or source event)               | local_event    |
 * | anything else                                | anything else                       | other          |
 */
export function leadSourceFromUtm(utm: TUtm | null | undefined): { source: LeadSource; details: string } | null {
  const source = (utm?.utm_source ?? '').trim().toLowerCase();
  const medium = (utm?.utm_medium ?? '').trim().toLowerCase();
  if (!source && !medium) return null;
  const details = [utm?.utm_source, utm?.utm_medium, utm?.utm_campaign].map((v) => v?.trim()).filter(Boolean).join(' / ').slice(0, 300);
  const is = (list: string[], v: string) => list.includes(v);
  const pick = (): LeadSource => {
    if (is(PAID_MEDIUMS, medium) || medium.startsWith('paid')) return 'paid_ad';
    if (is(EMAIL_WORDS, medium) || is(EMAIL_WORDS, source)) return 'other';
    if (is(SOCIAL_MEDIUMS, medium) || is(SOCIAL_SOURCES, source)) return 'social_media';
    if (is(REVIEW_SOURCES, source)) return 'online_reviews';
    if (source === 'google' && is(SEARCH_MEDIUMS, medium)) return 'google_search';
    if (medium === 'blog' || source === 'blog') return 'blog';
    if (medium === 'referral') return source.includes('vet') ? 'vet_referral' : 'referral';
    if (is(SIGNAGE_WORDS, medium) || is(SIGNAGE_WORDS, source)) return 'signage';
    if (medium === 'event' || source === 'event') return 'local_event';
    return 'other';
  };
  return { source: pick(), details };
}
