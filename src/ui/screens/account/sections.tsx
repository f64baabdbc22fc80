// Which component renders each section of /userAccount (part 2 §2). One line per section.
import type { ComponentType } from 'react';
import type { AccountSection } from '../../../machines/account-sections/account-sections.machine';
import { ProfileSection } from './ProfileSection';
import { CompanySection } from './company/CompanySection';
import { lazySection } from './lazy-section';

// Loaded when first shown: they bring the services, membership and requests code and namespaces; the
// account settings, their password form and dialogs (a seller lands on the company section).
const AccountSettingsSection = lazySection('privacy', () => import('./AccountSettingsSection').then((m) => ({ default: m.AccountSettingsSection })));
const AdsSection = lazySection('ads', () => import('./ads/AdsSection').then((m) => ({ default: m.AdsSection })));
const ServicesSection = lazySection('services', () => import('./services/ServicesSection').then((m) => ({ default: m.ServicesSection })));
const RequestsSection = lazySection('requests', () => import('./requests/RequestsSection').then((m) => ({ default: m.RequestsSection })));

export const SECTION_COMPONENTS: Record<AccountSection, ComponentType> = {
  account: ProfileSection,
  // Account settings: a company user's own picture and details, then the password (employees: the password).
  privacy: AccountSettingsSection,
  company: CompanySection,
  ads: AdsSection,
  services: ServicesSection,
  requests: RequestsSection,
};
