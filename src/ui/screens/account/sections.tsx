// Which component renders each section of /userAccount (part 2 §2). One line per section.
import type { ComponentType } from 'react';
import type { AccountSection } from '../../../machines/account-sections/account-sections.machine';
import { NotYetSection } from './NotYetSection';
import { PrivacySection } from './PrivacySection';
import { CompanySection } from './company/CompanySection';
import { lazySection } from './lazy-section';

// Loaded when first shown: they bring the services, membership and requests code and namespaces.
const AdsSection = lazySection('ads', () => import('./ads/AdsSection').then((m) => ({ default: m.AdsSection })));
const ServicesSection = lazySection('services', () => import('./services/ServicesSection').then((m) => ({ default: m.ServicesSection })));
const RequestsSection = lazySection('requests', () => import('./requests/RequestsSection').then((m) => ({ default: m.RequestsSection })));

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
