// The head of /user/{id}: picture, name and handle, since when, the counts, and follow or unfollow
// (the reader's own page links to the account screen instead).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicProfile } from '../../../api/schemas/account';
import { formatDayMonthYear } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { useLocale } from '../../app-context';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { LtrText } from '../../kit/UserText';
import { PersonAvatar } from './PersonAvatar';

type Props = { profile: PublicProfile; busy: boolean; error: string | null; onFollow: () => void; onUnfollow: () => void };

export function ProfileCard({ profile, busy, error, onFollow, onUnfollow }: Props) {
  const { t } = useTranslation('user');
  const [locale] = useLocale();
  const stats = [
    { key: 'followers', value: profile.followersCount },
    { key: 'following', value: profile.followingCount },
    { key: 'likes', value: profile.likes },
  ] as const;
  return (
    <div className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-center">
        <PersonAvatar name={profile.fullName} url={profile.image?.url ?? null} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 id="screen-title" className="min-w-0 text-2xl font-bold text-slate-900">
            <bdi dir="auto" className="wrap-anywhere">{profile.fullName}</bdi>
          </h1>
          <span className="truncate text-sm text-slate-500"><LtrText>@{profile.userName}</LtrText></span>
          <p className="text-sm text-slate-500">{t('profile.member-since', { date: formatDayMonthYear(profile.createdAt, locale) })}</p>
        </div>
        <div className="shrink-0">
          {profile.isSelf ? (
            <Link href="/userAccount" className="text-sm font-semibold text-teal-700 hover:underline">{t('profile.edit-account')}</Link>
          ) : profile.isFollowing ? (
            <Button variant="secondary" onClick={onUnfollow} disabled={busy} aria-pressed="true">{t('profile.unfollow')}</Button>
          ) : (
            <Button onClick={onFollow} disabled={busy}>{t('profile.follow')}</Button>
          )}
        </div>
      </div>
      {profile.isSelf && <p className="text-sm text-slate-600">{t('profile.yours')}</p>}
      <dl aria-label={t('profile.stats')} className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center">
        {stats.map((stat) => (
          <div key={stat.key} className="flex min-w-0 flex-col-reverse gap-0.5">
            <dt className="truncate text-xs text-slate-500 sm:text-sm">{t(stat.key)}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums" data-stat={stat.key}>{formatNumber(stat.value, locale, { grouping: true })}</dd>
          </div>
        ))}
      </dl>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
