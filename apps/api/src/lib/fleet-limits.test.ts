import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { makeTestApp, makeTestNode, type TestApp } from '../test/make-app';
import { makeTenant, TEST_PASSWORD } from '../test/factories';
import { makeBookableClinic, type BookableClinic } from '../test/booking-factories';
import { closedPort, dropKeys, TEST_REDIS_URL } from '../test/redis';

// Two API nodes on one database and one Redis (issue #21): a limit is the fleet's, not each node's.
describe('limits shared by two API nodes through Redis', () => {
  const redisPrefix = `vc:test:${randomUUID()}:`;
  const shared = { redisUrl: TEST_REDIS_URL, redisPrefix, loginRateLimit: 4 };
  let t: TestApp;
  let second: FastifyInstance;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let c: BookableClinic;
  beforeAll(async () => {
    t = await makeTestApp(shared);
    second = await makeTestNode(t, shared);
    tenant = await makeTenant(t.handle.db);
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    const redis = new Redis(TEST_REDIS_URL);
    await dropKeys(redis, redisPrefix);
    redis.disconnect();
  });

  const nodes = () => [t.app, second];

  it('should refuse a login with 429 at the limit when the failures were spread over both nodes', async () => {
    const login = (node: FastifyInstance, password: string) =>
      node.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.21.0.1', payload: { email: tenant.vet.email, password } });
    // Two failures on each node: alone, neither node would have reached the limit of 4.
    for (let i = 0; i < 4; i++) expect((await login(nodes()[i % 2], 'wrong-password-x')).statusCode).toBe(401);
    for (const node of nodes()) {
      const blocked = await login(node, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('should hold a per-route limit across both nodes', async () => {
    // forgot-password allows 5 a minute per address.
    const forgot = (node: FastifyInstance) => node.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/auth/forgot-password', remoteAddress: '10.21.0.2',
      payload: { email: 'nobody-here@example.test', clinic_id: c.clinic.id },
    });
    for (let i = 0; i < 5; i++) expect((await forgot(nodes()[i % 2])).statusCode).toBe(200);
    expect((await forgot(second)).statusCode).toBe(429);
    expect((await forgot(t.app)).statusCode).toBe(429);
  });
});

describe('an API node whose Redis is down', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let c: BookableClinic;
  beforeAll(async () => {
    t = await makeTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, loginRateLimit: 3 });
    tenant = await makeTenant(t.handle.db);
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(() => t.close());

  it('should still throttle logins on this node, and never answer 500', async () => {
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: '10.22.0.1', payload: { email: tenant.vet.email, password } });
    for (let i = 0; i < 3; i++) expect((await login('wrong-password-x')).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('should serve per-route limited calls (failing open) instead of 500', async () => {
    const forgot = () => t.app.inject({
      method: 'POST', url: '/api/v1/for-pet-parents/auth/forgot-password', remoteAddress: '10.22.0.2',
      payload: { email: 'nobody-here@example.test', clinic_id: c.clinic.id },
    });
    for (let i = 0; i < 7; i++) expect((await forgot()).statusCode).toBe(200);
  });
});
