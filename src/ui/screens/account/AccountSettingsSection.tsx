// Part 2 §2 account settings (the privacy section). Employees have their info in its own tab (§6:
// `account`); every other user has the company tab instead, so their own picture and details lead here.
import { useSelector } from '@xstate/react';
import { selectRole } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';

export function AccountSettingsSection() {
  const role = useSelector(useSessionActor(), selectRole);
  if (role === 'employee') return <PrivacySection />;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProfileSection />
      <PrivacySection />
    </div>
  );
}
