import { NotificationKind, type Language, type TNotificationInputParsed } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { renderMail } from '../messaging/mail-layout';

export interface NotificationClinic {
  name: string;
  address: string | null;
  phone: string | null;
  clientLinkUrl: string | null;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
}

export interface NotificationContent {
  mail: { subject: string; text: string; html: string; links: { label: string; url: string }[] };
  sms: { text: string; links: { label: string; url: string }[] };
}

/**
 * The mail and the SMS of one notification, in the client's language. Pure: the preview and the
 * real send render through this one function, so staff see exactly what goes out.
 */
export function renderNotification(
  lang: Language,
  clinic: NotificationClinic,
  clientFirstName: string,
  input: Pick<TNotificationInputParsed, 'type' | 'message'> & {
    payment_url?: string | null;
    /** A link to pay an invoice: its number and the balance due, formatted in the clinic's currency. */
    invoice?: { number: number; amount: string } | null;
  },
): NotificationContent {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, { clinic: clinic.name, name: clientFirstName, ...params });
  const note = input.message ? [input.message] : [];
  let links: { label: string; url: string }[];
  let subject: string;
  let heading: string;
  let paragraphs: string[];
  let smsLines: string[];

  if (input.type === NotificationKind.PAYMENT_LINK) {
    const url = input.payment_url!;
    links = [{ label: t('mail.notification_payment_action'), url }];
    heading = t('mail.notification_payment_heading');
    if (input.invoice) {
      // An invoice: the client sees which one, how much is due and from whom before opening the link.
      const invoice = { number: input.invoice.number, amount: input.invoice.amount };
      subject = t('mail.notification_invoice_payment_subject', invoice);
      paragraphs = [t('mail.notification_greeting'), t('mail.notification_invoice_payment_text', invoice), ...note];
      smsLines = [t('mail.notification_invoice_payment_sms', { ...invoice, url }), ...note];
    } else {
      subject = t('mail.notification_payment_subject');
      paragraphs = [t('mail.notification_greeting'), t('mail.notification_payment_text'), ...note];
      smsLines = [t('mail.notification_payment_sms', { url }), ...note];
    }
  } else {
    const connect = clinic.clientLinkUrl!;
    links = [
      { label: t('mail.notification_app_connect'), url: connect },
      ...(clinic.appStoreUrl ? [{ label: t('mail.notification_app_store'), url: clinic.appStoreUrl }] : []),
      ...(clinic.googlePlayUrl ? [{ label: t('mail.notification_google_play'), url: clinic.googlePlayUrl }] : []),
    ];
    subject = t('mail.notification_app_subject');
    heading = t('mail.notification_app_heading');
    paragraphs = [t('mail.notification_greeting'), t('mail.notification_app_text'), t('mail.notification_app_steps'), ...note];
    smsLines = [
      t('mail.notification_app_sms', { url: connect }),
      ...(clinic.appStoreUrl ? [`${t('mail.notification_app_store')}: ${clinic.appStoreUrl}`] : []),
      ...(clinic.googlePlayUrl ? [`${t('mail.notification_google_play')}: ${clinic.googlePlayUrl}`] : []),
      ...note,
    ];
  }

  const mail = renderMail({
    lang,
    clinic: { name: clinic.name, address: clinic.address, phone: clinic.phone },
    heading,
    paragraphs,
    actions: links,
    footer: t('mail.notification_footer'),
  });
  return { mail: { subject, text: mail.text, html: mail.html, links }, sms: { text: smsLines.join('\n'), links } };
}
