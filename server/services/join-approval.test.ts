import { expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '../lib/passwords';
import { slugify } from './join-approval';

it('slugs keep Latin letters and digits only', () => {
  expect(slugify('  Al-Noor Trading Co. (Kuwait) ')).toBe('al-noor-trading-co-kuwait');
  expect(slugify('شركة النور')).toBe('');
});

it('generated passwords are strong and scrypt hashes verify only the right password', async () => {
  // Every one, not most: a body drawn without a small letter once failed the rule (about 1 in 700).
  for (let i = 0; i < 5000; i++) expect(generatePassword()).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*-).{15,}$/);
  const password = generatePassword();
  const hash = await hashPassword(password);
  expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  expect(hash).not.toBe(await hashPassword(password)); // salted
  expect(await verifyPassword(password, hash)).toBe(true);
  expect(await verifyPassword(password + 'x', hash)).toBe(false);
  expect(await verifyPassword(password, 'garbage')).toBe(false);
});
