/**
 * What the server tells the web apps about product analytics and error reporting (issue #20), in a
 * `<script type="application/json" id="telemetry-config">` of each page. Absent = both off; each part is
 * null unless configured. Keys here are public by nature (a PostHog project key, a Sentry DSN's public key).
 */
export interface TTelemetryConfig {
  /** PostHog-compatible capture API (posthog.com or self-hosted), or 'local' (events kept in the page, for dev and tests). */
  analytics: { provider: 'posthog' | 'local'; host: string; key: string } | null;
  /**
   * Sentry-compatible envelope API (sentry.io, self-hosted Sentry or GlitchTip), or 'local'. Served only when
   * active: in staging and production, or with the dev flag. Session replay is never recorded (sample rate 0).
   */
  errors: { provider: 'sentry' | 'local'; dsn: string; environment: string; release: string | null; replaysSessionSampleRate: 0 } | null;
}

/** The error reporter runs only in these environments, unless the dev flag asks for it (spec: third-party calls). */
export const ERROR_REPORTING_ENVIRONMENTS = ['staging', 'production'] as const;
