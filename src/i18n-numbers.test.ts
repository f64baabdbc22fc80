import { describe, expect, it } from 'vitest';
import { createBundledI18n } from './i18n-bundled';

describe('numbers in translated texts', () => {
  it('are written in Arabic-Indic digits in Arabic and Latin ones in English', () => {
    expect(createBundledI18n('ar').t('join:steps.step-of', { current: 1, total: 2 })).toBe('الخطوة ١ من ٢');
    expect(createBundledI18n('en').t('join:steps.step-of', { current: 1, total: 2 })).toBe('Step 1 of 2');
  });

  it('leave the user’s strings alone (an e-mail keeps its digits)', () => {
    expect(createBundledI18n('ar').t('auth:reset-subtitle', { email: 'demo2@souqdesk.test' })).toContain('demo2@souqdesk.test');
  });
});
