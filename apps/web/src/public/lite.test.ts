import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The modules the booking page's entry loads before its first paint: relative *static* imports only. */
function firstLoadModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const src = readFileSync(file, 'utf8');
    seen.set(file, src);
    for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), m[1]);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => { try { return statSync(p).isFile(); } catch { return false; } });
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(path.join(here, 'main.tsx'));
  return seen;
}

describe('the booking page\'s first view (issue #12 byte budget)', () => {
  it('loads no Chakra UI components nor Emotion: only the toast store, which renders nothing', () => {
    const offenders: string[] = [];
    for (const [file, src] of firstLoadModules()) {
      for (const m of src.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'(@chakra-ui\/[^']+|@emotion\/[^']+)'/gm)) {
        const names = m[1].replace(/[{}\s]/g, '');
        if (m[2] === '@chakra-ui/react' && names === 'createToaster') continue;
        offenders.push(`${path.relative(here, file)}: ${names} from ${m[2]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('reaches the steps of the first view (the walk above is not empty by mistake)', () => {
    const names = [...firstLoadModules().keys()].map((f) => path.relative(here, f));
    expect(names).toEqual(expect.arrayContaining(['public-app.tsx', 'booking-flow.tsx', 'steps/service-step.tsx', 'steps/vet-step.tsx', 'page-header.tsx', 'panels/benefits-panel.tsx']));
  });
});
