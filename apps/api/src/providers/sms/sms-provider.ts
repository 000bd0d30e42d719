/** Sends a text message. Throwing means "not accepted": the outbox row is retried later. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<{ id?: string }>;
}
