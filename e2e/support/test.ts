import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with each worker on its own app: global-setup starts one server (fresh embedded database, demo
 * seed) per worker and lists their URLs in E2E_BASE_URLS; a worker's pages and API requests go to the server of its
 * parallel index. Specs never see each other's bookings, sales or settings, so they may run side by side.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  baseURL: async ({}, use, testInfo) => {
    const urls = (process.env.E2E_BASE_URLS ?? process.env.E2E_BASE_URL ?? '').split(',').filter(Boolean);
    await use(urls[testInfo.parallelIndex % Math.max(1, urls.length)]);
  },
});
