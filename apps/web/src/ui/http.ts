import { i18next } from './i18n';

/** A non-OK reply: the message names the method, URL and status text; the parsed body rides along. */
export class HttpError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: { message?: string; code?: string; errors?: Record<string, string[]>; [k: string]: unknown } | null,
  ) {
    super(`${method} ${url} failed: ${status} ${statusText}`);
  }
  get code() {
    return this.body?.code;
  }
  /** The server's own (already translated) message, when it sent one. */
  get serverMessage() {
    return this.body?.message;
  }
}

export interface HttpOptions {
  /** Returns the bearer token to send, if any. */
  getToken?: () => string | null;
  /** Extra headers for every call (e.g. X-Clinic-Id). */
  getHeaders?: () => Record<string, string>;
  /** Called on a 401 once; resolves true when a new token was obtained and the call may be retried. */
  onUnauthorized?: () => Promise<boolean>;
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** Encodes arrays with indexed brackets (ids[0]=1) and skips empty values (spec §7). */
export function toQueryString(query: Query = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v, i) => parts.push(`${encodeURIComponent(`${key}[${i}]`)}=${encodeURIComponent(String(v))}`));
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function createHttp(opts: HttpOptions = {}) {
  async function request<T>(method: string, path: string, init: { body?: unknown; query?: Query; retry?: boolean; headers?: Record<string, string> } = {}): Promise<T> {
    const url = `/api/v1${path}${toQueryString(init.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18next.language || 'en', ...(opts.getHeaders?.() ?? {}), ...(init.headers ?? {}) };
    const token = opts.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    // A FormData body (an upload) goes as multipart: the browser writes its content type and boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const body = isForm ? (init.body as FormData) : init.body !== undefined ? JSON.stringify(init.body) : undefined;
    const res = await fetch(url, { method, headers, body });
    if (res.status === 401 && token && init.retry !== false && opts.onUnauthorized && (await opts.onUnauthorized())) {
      return request<T>(method, path, { ...init, retry: false });
    }
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!res.ok) throw new HttpError(method, url, res.status, res.statusText, parsed);
    return parsed as T;
  }
  return {
    get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
    /** `headers`: this request's own (an Idempotency-Key). */
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, { body: body ?? {}, headers }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}
export type Http = ReturnType<typeof createHttp>;
