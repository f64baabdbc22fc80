// A screen's words as the locale files hold them, so a spec runs the same in English and Arabic.
import { readFileSync } from 'node:fs';

export type Texts = Record<string, unknown>;

/** The namespace `ns` of `locale` (src/locales/<locale>/<ns>.json). */
export const texts = (locale: string, ns: string): Texts => JSON.parse(readFileSync(`src/locales/${locale}/${ns}.json`, 'utf8')) as Texts;

/** The string at a dotted `path` of a namespace ('tabs.0'). */
export const at = (tree: Texts, path: string): string => path.split('.').reduce<unknown>((node, key) => (node as Texts)[key], tree) as string;
