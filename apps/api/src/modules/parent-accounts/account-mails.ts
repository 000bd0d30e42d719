import type { DbOrTx } from '@vetclinic/db';
import type { Language } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { renderMail } from '../messaging/mail-layout';
import { enqueueMessage } from '../messaging/outbox';

export interface MailClinic { id: number; name: string; slug: string; address: string | null; phone: string | null }

/** The activation code by mail, and by SMS when an SMS gateway is configured and a phone is known. */
export async function queueActivationCode(
  tx: DbOrTx,
  m: { clinic: MailClinic; lang: Language; email: string; phone: string | null; code: string; sms: boolean; minutes: number },
) {
  const t = (key: string) => translate(m.lang, key, { clinic: m.clinic.name, code: m.code, minutes: m.minutes });
  const mail = renderMail({
    lang: m.lang,
    clinic: m.clinic,
    heading: t('mail.parent_activation_heading'),
    paragraphs: [t('mail.parent_activation_text')],
    details: [{ label: t('mail.parent_activation_code_label'), value: m.code }],
    footer: t('mail.parent_activation_ignore'),
  });
  // The code is a credential: the client's communications log (read by staff) keeps only that one was sent.
  const logAs = { subject: t('mail.parent_activation_heading'), body: t('mail.parent_activation_text') };
  await enqueueMessage(tx, { clinicId: m.clinic.id, channel: 'mail', to: m.email, subject: t('mail.parent_activation_subject'), text: mail.text, html: mail.html, logAs });
  if (m.sms && m.phone) {
    await enqueueMessage(tx, { clinicId: m.clinic.id, channel: 'sms', to: m.phone, text: t('mail.parent_activation_sms'), logAs });
  }
}

/** The public reset page's link: /book/{clinicSlug}/reset-password?token=…&email=… */
export function resetPasswordUrl(publicUrl: string, clinicSlug: string, token: string, email: string): string {
  return `${publicUrl}/book/${encodeURIComponent(clinicSlug)}/reset-password?${new URLSearchParams({ token, email })}`;
}

export async function queueResetLink(tx: DbOrTx, m: { clinic: MailClinic; lang: Language; email: string; url: string; minutes: number }) {
  const t = (key: string) => translate(m.lang, key, { clinic: m.clinic.name, minutes: m.minutes });
  const action = { label: t('mail.parent_reset_action'), url: m.url };
  const mail = renderMail({
    lang: m.lang,
    clinic: m.clinic,
    heading: t('mail.parent_reset_heading'),
    paragraphs: [t('mail.parent_reset_text')],
    actions: [action],
    footer: t('mail.parent_reset_ignore'),
  });
  await enqueueMessage(tx, { clinicId: m.clinic.id, channel: 'mail', to: m.email, subject: t('mail.parent_reset_subject'), text: mail.text, html: mail.html, links: [action] });
}
