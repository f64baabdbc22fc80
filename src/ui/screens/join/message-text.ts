import { useTranslation } from 'react-i18next';

/**
 * Machine messages are i18n keys written `ns.key` (as on the server, e.g. `validation.pdf-only`),
 * or texts the server already translated: translate the first, show the second as they are.
 */
export function useMessageText(): (message: string | null | undefined) => string | null {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return null;
    const key = /^([a-z-]+)\.([\w.-]+)$/.exec(message);
    return key && i18n.exists(`${key[1]}:${key[2]}`) ? t(`${key[1]}:${key[2]}`) : message;
  };
}
