import nodemailer from 'nodemailer';
import type { MailEnvelope, MailTransport } from './mail-transport';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465; nodemailer reads options such as ?ignoreTLS=true from the query. */
  url: string;
  /** The From header, e.g. `Clinic <no-reply@clinic.example>`. */
  from: string;
}

/**
 * Nodemailer over SMTP. The timeouts are far below nodemailer's defaults (minutes) because a send
 * runs inside the outbox claim transaction: a hanging server must fail fast and be retried later.
 */
/** The domain of the From address (`Clinic <no-reply@clinic.example>` → clinic.example), for Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

export function createSmtpMailTransport({ url, from }: SmtpOptions): MailTransport {
  const domain = senderDomain(from);
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as nodemailer.TransportOptions);
  return {
    name: 'smtp',
    async send(mail: MailEnvelope) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, ...(a.encoding ? { encoding: a.encoding } : {}) })),
        ...(mail.messageKey ? { messageId: `<${mail.messageKey}@${domain}>` } : {}),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}
