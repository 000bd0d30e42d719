import type { SmsProvider } from './sms-provider';

export interface HttpSmsOptions {
  /** The provider's endpoint; it receives `POST {to, text}` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when present. */
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * A generic JSON-over-HTTP SMS gateway: most providers (or a small relay in front of them) accept
 * this shape, so a clinic can plug one in with two settings instead of a new adapter.
 */
export function createHttpSmsProvider({ url, apiKey, timeoutMs = 15_000 }: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send({ to, text }) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${body.slice(0, 200)}`);
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        return { id: parsed.id == null ? undefined : String(parsed.id) };
      } catch {
        // A 2xx without JSON is still an acceptance; the provider just gave us no id.
        return {};
      }
    },
  };
}
