import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TILES_URL, MAP_ZOOM, initialView, tilesUrl } from './map-tiles';

const g = globalThis as unknown as { window?: { __CLINIC_SETTINGS__?: { map_tiles_url?: string | null } } };

describe('map settings', () => {
  afterEach(() => {
    delete g.window;
  });

  it('should open on the chosen address at zoom 14', () => {
    expect(initialView({ latitude: 44.1, longitude: 26.2 }, 'us')).toEqual({ center: [44.1, 26.2], zoom: MAP_ZOOM });
  });

  it('should open on the capital of the clinic country, else on the world', () => {
    expect(initialView(null, 'RO').zoom).toBe(14);
    expect(initialView(null, 'zz')).toEqual({ center: [20, 0], zoom: 2 });
  });

  it('should use the configured tile server when the page names one', () => {
    g.window = { __CLINIC_SETTINGS__: { map_tiles_url: 'https://tiles.example/{z}/{x}/{y}.png' } };
    expect(tilesUrl()).toBe('https://tiles.example/{z}/{x}/{y}.png');
    g.window = { __CLINIC_SETTINGS__: {} };
    expect(tilesUrl()).toBe(DEFAULT_TILES_URL);
  });
});
