// Route /userAccount?activeSection= (part 2 §2 User account screen): the sections the role has, as
// tabs; the address follows the tab shown, so a reload or a shared link opens the same section.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isAccountSection, sectionFor, sectionsOf, accountSectionsMachine } from '../../../machines/account-sections/account-sections.machine';
import { selectRole } from '../../../machines/session/session.selectors';
import type { Role } from '../../../api/schemas/common';
import { useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { cx } from '../../kit/cx';
import { ACCOUNT_NAMESPACES } from './account-namespaces';
import { FollowersBar } from './followers/FollowersBar';
import { SECTION_COMPONENTS } from './sections';

export function AccountScreen() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const session = useSessionActor();
  const role = useSelector(session, selectRole);
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-6">
      <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <FollowersBar />
      {role && <AccountSections key={role} role={role} />}
    </section>
  );
}

function AccountSections({ role }: { role: Role }) {
  const { t } = useTranslation('account');
  const search = useSearch();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const requested = new URLSearchParams(search).get('activeSection');
  const [state, send] = useFlow(accountSectionsMachine, { input: { role, requested } });
  const { section } = state.context;

  // A link to another section (Profile → Privacy while here) chooses it; the address names the one shown.
  useEffect(() => {
    if (requested !== null && requested !== section) send({ type: 'SECTION_CHOSEN', section: requested });
  }, [requested]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // While a section just asked for (a tab's click) is still being chosen, the address is left alone:
    // rewriting it to the section still shown would ask for that one again, back and forth without end.
    if (isAccountSection(requested) && sectionFor(role, requested) !== section) return;
    const wanted = `/userAccount?activeSection=${section}`;
    if (`${window.location.pathname}${window.location.search}` !== wanted) latest.current(wanted, { replace: true });
  }, [section, requested, role]);

  const Section = SECTION_COMPONENTS[section];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <nav aria-label={t('tabs.label')} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex w-max gap-1 rounded-xl bg-slate-100 p-1">
          {sectionsOf(role).map((shown) => (
            <li key={shown}>
              <a
                href={`/userAccount?activeSection=${shown}`}
                aria-current={shown === section ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  latest.current(`/userAccount?activeSection=${shown}`);
                }}
                className={cx(
                  'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
                  shown === section ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t(`tabs.${shown}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div role="region" aria-label={t(`tabs.${section}`)} className="min-w-0">
        <Section />
      </div>
    </div>
  );
}
