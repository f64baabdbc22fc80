// Part 2 §2 account section ("Info"): the profile picture and the account form. Employees have it as
// its own tab; a company user finds it at the top of account settings (AccountSettingsSection).
import { AccountForm } from './AccountForm';
import { ProfilePicture } from './ProfilePicture';

export function ProfileSection() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProfilePicture />
      <AccountForm />
    </div>
  );
}
