import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_RECIPES, PUBLIC_SLOT_RECIPES, system } from './theme';

const here = path.dirname(new URL(import.meta.url).pathname);
const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');
const chakraIndex = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');

/** Every source file the public entry can load, following relative static and dynamic imports. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), m[1]);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => { try { return statSync(p).isFile(); } catch { return false; } });
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(path.join(here, 'main.tsx'));
  return [...seen];
}

/** The Chakra names the public code imports (types and *Props excluded). */
function chakraImports(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (m[1]) continue;
      for (const raw of m[2].split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name && !raw.trim().startsWith('type ') && !name.endsWith('Props')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The folder of Chakra's source that defines an exported name, or null for non-components. */
function componentDir(name: string): string | null {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./components/([^/]+)/`).exec(chakraIndex);
  if (direct) return direct[1];
  const ns = new RegExp(`import \\* as (\\S+) from '\\./components/([^/]+)/namespace\\.js';\\s*export \\{ \\1 as ${name} \\}`).exec(chakraIndex);
  if (ns) return ns[2];
  if (name === 'createToaster') return 'toast';
  return null;
}

/** Recipe keys a component folder asks the system for. */
function recipeKeys(dir: string): string[] {
  const root = path.join(chakraEsm, 'components', dir);
  const keys = new Set<string>();
  const walk = (p: string) => {
    for (const entry of readdirSync(p)) {
      const full = path.join(p, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (full.endsWith('.js')) for (const m of readFileSync(full, 'utf8').matchAll(/(?:Recipe(?:Context)?|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g)) keys.add(m[1]);
    }
  };
  walk(root);
  return [...keys];
}

const NOT_COMPONENTS = new Set(['chakra', 'ChakraProvider', 'createSystem', 'defineConfig', 'defaultBaseConfig', 'defaultConfig', 'createListCollection', 'useDisclosure', 'Portal']);

describe('public Chakra system', () => {
  it('should carry the recipe of every Chakra component the public bundle renders', () => {
    const names = chakraImports(publicModules());
    expect(names).toContain('Button');
    const available = new Set([...Object.keys(PUBLIC_RECIPES), ...Object.keys(PUBLIC_SLOT_RECIPES)]);
    // Keys Chakra's own theme has no recipe for (Text asks for "text") style nothing in either system.
    const styled = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
    const unknown: string[] = [];
    const missing: string[] = [];
    for (const name of names) {
      if (NOT_COMPONENTS.has(name)) continue;
      const dir = componentDir(name);
      if (!dir) { unknown.push(name); continue; }
      for (const key of recipeKeys(dir)) if (styled.has(key) && !available.has(key)) missing.push(`${name} needs "${key}"`);
    }
    expect(unknown).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('should resolve the brand tokens and a slot recipe like the staff system', () => {
    expect(system.token('colors.brand.600')).toBe('#25806b');
    expect(system.getSlotRecipe('dialog')).toBeTruthy();
  });
});
