import { ERROR_REPORTING_ENVIRONMENTS, type TTelemetryConfig } from '@vetclinic/domain';
import type { AppConfig } from '../../config';

/**
 * The analytics and error-reporting settings the web apps get, or null when neither is configured
 * (then the pages carry nothing and load no adapter). The error reporter is left out unless its
 * environment is staging or production or the dev flag is set.
 */
export function telemetryWebConfig(config: Pick<AppConfig, 'telemetry'>): TTelemetryConfig | null {
  const t = config.telemetry;
  const analytics = t.analyticsProvider === 'posthog' && t.analyticsHost && t.analyticsKey
    ? { provider: 'posthog' as const, host: t.analyticsHost, key: t.analyticsKey }
    : t.analyticsProvider === 'local' ? { provider: 'local' as const, host: '', key: '' } : null;
  const active = (ERROR_REPORTING_ENVIRONMENTS as readonly string[]).includes(t.errorEnvironment) || t.errorDevFlag;
  const errors = active && t.errorDsn
    ? { provider: t.errorDsn === 'local' ? 'local' as const : 'sentry' as const, dsn: t.errorDsn, environment: t.errorEnvironment, release: t.release, replaysSessionSampleRate: 0 as const }
    : null;
  return analytics || errors ? { analytics, errors } : null;
}

/** The origins the pages may send to (CSP connect-src), for the configured services only. */
export function telemetryConnectSources(web: TTelemetryConfig | null): string[] {
  const out: string[] = [];
  if (web?.analytics?.provider === 'posthog') out.push(new URL(web.analytics.host).origin);
  if (web?.errors?.provider === 'sentry') out.push(new URL(web.errors.dsn).origin);
  return [...new Set(out)];
}
