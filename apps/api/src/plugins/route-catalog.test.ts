import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';

describe('route catalog', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(() => t.close());

  it('should record each route and method with its access, permission and schemas', () => {
    const task = t.app.routeCatalog.find((r) => r.method === 'PUT' && r.url === '/api/v1/tasks/:id');
    expect(task).toMatchObject({ access: 'staff', accessDeclared: true, permission: 'tasks.manage' });
    expect(task?.schema?.params).toBeDefined();
    expect(t.app.routeCatalog.some((r) => r.method === 'HEAD')).toBe(false);
  });

  it('should have every API route state who may call it', () => {
    const undeclared = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/v1/') && !r.accessDeclared).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
