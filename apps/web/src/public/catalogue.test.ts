import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { PUBLIC_NAMESPACES, publicCatalogue } from './catalogue';

/** Every source file the booking page's entry reaches through relative imports, static or lazy. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), m[1]);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('.json') && /\.tsx?$/.test(f));
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

describe('the booking page\'s catalogue', () => {
  const files = reachable(path.resolve(__dirname, 'main.tsx'));
  const namespaces = Object.keys(en);

  it('should hold every namespace the public code names', () => {
    expect(files.length).toBeGreaterThan(50);
    const used = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      // Keys as literals or template prefixes: 'public.steps.what', `payments.status.${s}`.
      for (const m of code.matchAll(/['`]([a-zA-Z]+)\.[a-zA-Z_]+[.a-zA-Z_${}]*['`]/g)) if (namespaces.includes(m[1])) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(2);
    expect([...used].filter((ns) => !(PUBLIC_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('should keep the schemas\' messages (validation.*) and drop the staff app\'s namespaces', () => {
    const part = publicCatalogue(en);
    expect(Object.keys(part).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    expect(part).not.toHaveProperty('staff');
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
