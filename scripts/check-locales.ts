// Fails when the English and Arabic locale files do not hold the same keys.
import { localeDifferences } from './locale-keys';

const { missingInAr, missingInEn } = localeDifferences('src/locales/en', 'src/locales/ar');
if (missingInAr.length || missingInEn.length) {
  if (missingInAr.length) console.error(`missing in ar: ${missingInAr.join(', ')}`);
  if (missingInEn.length) console.error(`missing in en: ${missingInEn.join(', ')}`);
  process.exit(1);
}
console.log('locales: en and ar hold the same keys');
