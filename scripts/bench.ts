// `npm run bench -- <name>`: performance measured, never asserted in tests.
import { benchBundle } from './bench/bundle';
import { benchProducts } from './bench/products';

const benches: Record<string, () => unknown> = {
  bundle: () => benchBundle(),
  products: () => benchProducts(),
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of names.length ? names : Object.keys(benches)) {
  if (!benches[name]) {
    console.error(`unknown bench ${name}; known: ${Object.keys(benches).join(', ')}`);
    process.exit(1);
  }
  console.log(`\n## ${name}`);
  await benches[name]();
}
