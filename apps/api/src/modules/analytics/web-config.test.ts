import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { telemetryConnectSources, telemetryWebConfig } from './web-config';

const base = { NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) } as NodeJS.ProcessEnv;

describe('analytics and error reporting settings for the web apps', () => {
  it('should serve nothing when neither service is configured', () => {
    expect(telemetryWebConfig(loadConfig(base))).toBeNull();
  });

  it('should serve PostHog analytics and allow only its origin', () => {
    const web = telemetryWebConfig(loadConfig({ ...base, ANALYTICS_PROVIDER: 'posthog', ANALYTICS_HOST: 'https://ph.clinic.example/', ANALYTICS_KEY: 'phc_1' }));
    expect(web).toEqual({ analytics: { provider: 'posthog', host: 'https://ph.clinic.example', key: 'phc_1' }, errors: null });
    expect(telemetryConnectSources(web)).toEqual(['https://ph.clinic.example']);
    expect(() => loadConfig({ ...base, ANALYTICS_PROVIDER: 'posthog' })).toThrow(ConfigError);
  });

  it('should run the error reporter only in staging and production, or in development with the dev flag', () => {
    const dsn = 'https://pub@errors.clinic.example/3';
    expect(telemetryWebConfig(loadConfig({ ...base, ERROR_REPORTING_DSN: dsn }))).toBeNull();
    expect(telemetryWebConfig(loadConfig({ ...base, ERROR_REPORTING_DSN: dsn, ERROR_REPORTING_DEV: '1' }))?.errors?.environment).toBe('development');
    const staging = telemetryWebConfig(loadConfig({ ...base, ERROR_REPORTING_DSN: dsn, ERROR_REPORTING_ENVIRONMENT: 'staging', RELEASE: '2026.11' }));
    expect(staging?.errors).toEqual({ provider: 'sentry', dsn, environment: 'staging', release: '2026.11', replaysSessionSampleRate: 0 });
    expect(telemetryConnectSources(staging)).toEqual(['https://errors.clinic.example']);
  });
});
