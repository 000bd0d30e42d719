import { startAppServer } from './app-server';

/** Starts the built app on a free loopback port with a fresh, seeded embedded database. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const app = await startAppServer({}, { stdout: 'inherit' });
  process.env.E2E_BASE_URL = app.url;
  return app.stop;
}
