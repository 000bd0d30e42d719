import type { AnalyticsAdapter, AnalyticsSettings, Transport } from './adapters';

/**
 * PostHog's HTTP capture API (`POST {host}/capture/`), which self-hosted PostHog serves too. The
 * distinct id is a random id of this browser tab's session, never a user, client or clinic id; no
 * person properties are set, and `$process_person_profile: false` keeps PostHog from creating profiles.
 */
export function createPosthogAdapter(settings: AnalyticsSettings, transport: Transport, distinctId: string): AnalyticsAdapter {
  const url = `${settings.host.replace(/\/$/, '')}/capture/`;
  return {
    capture(event, properties) {
      const body = {
        api_key: settings.key,
        event,
        distinct_id: distinctId,
        timestamp: new Date().toISOString(),
        properties: { ...properties, $process_person_profile: false, $lib: 'vetclinic-web' },
      };
      void transport(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    },
  };
}
