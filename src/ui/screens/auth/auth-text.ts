// Small helpers shared by the auth screens.
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../domain/numbers';

/**
 * Machine messages are i18n keys (`auth:invalid-credentials`, `validation.token-required`) or
 * texts the server already translated: translate the first, show the second as they are.
 */
export function useAuthMessage(): (message: string | null | undefined) => string | null {
  const { t, i18n } = useTranslation('auth');
  return (message) => {
    if (!message) return null;
    const key = /^([a-z-]+)[.:]([\w.-]+)$/.exec(message);
    return key && i18n.exists(`${key[1]}:${key[2]}`) ? t(`${key[1]}:${key[2]}`) : message;
  };
}

/** m:ss in the language's digits, rounding up so 0:00 shows only at the very end. */
export function formatCountdown(ms: number, locale: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return localDigits(`${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`, locale);
}

export const PRIVACY_URL = 'https://souqdesk.example/privacy';
export const TERMS_URL = 'https://souqdesk.example/terms';
