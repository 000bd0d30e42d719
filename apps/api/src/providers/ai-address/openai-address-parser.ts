import { EMPTY_PARSED_ADDRESS, ZParsedAddress, type TParsedAddress } from '@vetclinic/domain';

export const ADDRESS_MODEL = 'gpt-4.1-mini';
const TIMEOUT_MS = 15_000;

export interface AddressParserLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface AddressParserOptions {
  apiKey?: string;
  /** An OpenAI-compatible base, e.g. https://api.openai.com/v1 or a proxy. */
  baseUrl: string;
  log: AddressParserLog;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export const ADDRESS_SYSTEM_PROMPT = [
  'You split a postal address typed by a person into its parts.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"zip_code", "city", "street", "street_number", "region", "region_short_code", "country_id".',
  'Every value is a string or null when the text does not say it. "country_id" is the two-letter ISO 3166-1 code',
  '(for example "RO", "US"); "region_short_code" is the region\'s official short code (for example "NY", "B").',
  'Do not invent parts that are not in the text, except the country and region when the city makes them certain.',
].join(' ');

/**
 * Parses typed text into address parts with an OpenAI-compatible chat completion. Never throws:
 * any failure (no key, network, non-2xx, empty or invalid JSON, schema mismatch) is logged and
 * answers every part null, so the parent can still use the address as typed.
 */
export async function parseAddressWithAi(text: string, opts: AddressParserOptions): Promise<TParsedAddress> {
  if (!opts.apiKey) {
    opts.log.error({}, 'Missing OPENAI_API_KEY');
    return { ...EMPTY_PARSED_ADDRESS };
  }
  try {
    const res = await (opts.fetchImpl ?? fetch)(`${opts.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
      body: JSON.stringify({
        model: ADDRESS_MODEL,
        messages: [
          { role: 'system', content: ADDRESS_SYSTEM_PROMPT },
          { role: 'user', content: text },
        ],
        response_format: { type: 'json_object' },
        temperature: 0,
      }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
    });
    if (!res.ok) {
      opts.log.error({ status: res.status }, `OpenAI request failed: ${res.status} ${res.statusText}`);
      return { ...EMPTY_PARSED_ADDRESS };
    }
    const body = (await res.json()) as { choices?: { message?: { content?: string | null } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content || !content.trim()) {
      opts.log.error({}, 'Empty OpenAI response');
      return { ...EMPTY_PARSED_ADDRESS };
    }
    const parsed = ZParsedAddress.safeParse(JSON.parse(content));
    if (!parsed.success) {
      opts.log.error({ issues: parsed.error.issues.length }, 'OpenAI response does not match the address schema');
      return { ...EMPTY_PARSED_ADDRESS };
    }
    return parsed.data;
  } catch (err) {
    // The typed text is personal data: log what failed, not what was sent.
    opts.log.error({ err: err instanceof Error ? err.message : String(err) }, 'OpenAI address parse failed');
    return { ...EMPTY_PARSED_ADDRESS };
  }
}
