/** One e-mail as the delivery job hands it to a transport; the sender address is the transport's. */
export interface MailEnvelope {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
  /**
   * The left part of the Message-ID, the same on every attempt of one outbox message: a copy sent
   * again after a crash (see delivery.ts) is recognisably the same mail, and receivers that
   * deduplicate by Message-ID show it once.
   */
  messageKey?: string;
}

/** Sends mail somewhere real. Throwing means "not accepted": the outbox row is retried later. */
export interface MailTransport {
  readonly name: string;
  send(mail: MailEnvelope): Promise<{ messageId?: string }>;
  close(): Promise<void>;
}
