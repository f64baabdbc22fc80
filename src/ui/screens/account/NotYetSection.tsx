import { useTranslation } from 'react-i18next';
import type { AccountSection } from '../../../machines/account-sections/account-sections.machine';
import { EmptyState } from '../../kit/EmptyState';

/** A section whose form is still being built: says so plainly (its owner replaces the registry line). */
export function NotYetSection({ section }: { section: AccountSection }) {
  const { t } = useTranslation('account');
  return <EmptyState title={t(`tabs.${section}`)} body={t('not-yet')} />;
}
