// What a list says in place of its rows when a page failed: the error table's words for the line or
// the server (part 2 §8), the screen's own ('Failed to load products') for anything else.
import { useTranslation } from 'react-i18next';
import { tableFailureNotice } from '../../machines/list/list.failure';

/** Notice keys are `ns:key`, or `ns.key` as the error table (src/api/failure.ts) writes them. */
const i18nKey = (key: string) => (key.includes(':') ? key : key.replace('.', ':'));

/** `ownKey`: the screen's own words, `ns:key`. */
export function useListFailureText(ownKey: string): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const notice = tableFailureNotice(error, ownKey);
    return notice.text ?? t(i18nKey(notice.key ?? ownKey));
  };
}
