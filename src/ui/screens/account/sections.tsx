// Which component renders each section of /userAccount (part 2 §2). One line per section.
import type { ComponentType } from 'react';
import type { AccountSection } from '../../../machines/account-sections/account-sections.machine';
import { NotYetSection } from './NotYetSection';
import { PrivacySection } from './PrivacySection';
import { CompanySection } from './company/CompanySection';
import { AdsSection } from './ads/AdsSection';
import { ServicesSection } from './services/ServicesSection';
import { RequestsSection } from './requests/RequestsSection';

const notYet = (section: AccountSection): ComponentType => {
  const Section = () => <NotYetSection section={section} />;
  Section.displayName = `NotYet(${section})`;
  return Section;
};

export const SECTION_COMPONENTS: Record<AccountSection, ComponentType> = {
  account: notYet('account'),
  privacy: PrivacySection,
  company: CompanySection,
  ads: AdsSection,
  services: ServicesSection,
  requests: RequestsSection,
};
