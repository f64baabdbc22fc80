// Which component renders each section of /userAccount (part 2 §2). One line per section: the company,
// ads and services sections belong to the company half of issue 29.
import type { ComponentType } from 'react';
import type { AccountSection } from '../../../machines/account-sections/account-sections.machine';
import { NotYetSection } from './NotYetSection';
import { PrivacySection } from './PrivacySection';
import { CompanySection } from './company/CompanySection';

const notYet = (section: AccountSection): ComponentType => {
  const Section = () => <NotYetSection section={section} />;
  Section.displayName = `NotYet(${section})`;
  return Section;
};

export const SECTION_COMPONENTS: Record<AccountSection, ComponentType> = {
  account: notYet('account'),
  privacy: PrivacySection,
  company: CompanySection,
  ads: notYet('ads'),
  services: notYet('services'),
  requests: notYet('requests'),
};
