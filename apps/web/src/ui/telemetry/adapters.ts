import type { TTelemetryConfig } from '@vetclinic/domain';

/** Sends one request to a third party; the real one is `fetch` with keepalive, tests pass a recorder. */
export type Transport = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<unknown>;

export interface AnalyticsAdapter {
  capture(event: string, properties: Record<string, string | number | boolean>): void;
}

export interface ErrorAdapter {
  captureException(error: unknown): void;
}

export type AnalyticsSettings = NonNullable<TTelemetryConfig['analytics']>;
export type ErrorSettings = NonNullable<TTelemetryConfig['errors']>;

export const fetchTransport: Transport = (url, init) => fetch(url, { ...init, keepalive: true, credentials: 'omit', mode: 'cors' }).catch(() => undefined);
