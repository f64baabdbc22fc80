// Flattened keys of every locale file, for the check that en and ar hold the same keys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function localeKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    else keys.add(prefix);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ':'));
  }
  return new Set([...keys].map((k) => k.replace(/:\./, ':')));
}

export function localeDifferences(enDir: string, arDir: string) {
  const en = localeKeys(enDir);
  const ar = localeKeys(arDir);
  return { missingInAr: [...en].filter((k) => !ar.has(k)), missingInEn: [...ar].filter((k) => !en.has(k)) };
}
