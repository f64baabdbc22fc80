// Part 2 §2 company section of /userAccount: the company form (§3 Company, §5) with its map and its
// three documents. The company user edits; the company's employees read it (§6).
import { Suspense, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { companyFormMachine } from '../../../../machines/company-form/company-form.machine';
import type { CompanyField } from '../../../../machines/company-form/company-form.fields';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useNotify, useSessionActor } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Spinner } from '../../../kit/Spinner';
import { NumberField } from '../../../kit/NumberField';
import { TextField } from '../../../kit/TextField';
import { useMessageText } from '../../join/message-text';
import { CompanyCategoryField } from './CompanyCategoryField';
import { CompanyDocuments } from './CompanyDocuments';
import { MapSlot } from './MapSlot';

/** Digits after the dot a coordinate keeps, as the company contract takes them. */
const COORDINATE_DECIMALS = 12;

const cardClass = 'flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6';

export function CompanySection() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <CompanyForm userId={user.id} />
    </Suspense>
  );
}

function CompanyForm({ userId }: { userId: number }) {
  const { t } = useTranslation('company');
  const messageText = useMessageText();
  const notify = useNotify();
  const [state, send] = useFlow(
    companyFormMachine.provide({ actions: { announceSaved: ({ event }) => notify({ text: (event as { output?: string }).output ?? t('saved'), severity: 'success' }) } }),
    { input: { userId } },
  );
  const { values, problems, error, mapEditable, loadError } = state.context;
  if (state.matches('loading')) return <CompanyLoading title={t('title')} />;
  if (state.matches('loadFailed')) {
    return (
      <div className={cardClass}>
        <Alert tone="error">{messageText(loadError)}</Alert>
        <div><Button variant="secondary" onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button></div>
      </div>
    );
  }
  const readOnly = state.matches('readOnly');
  const saving = state.matches('saving');
  const field = (name: CompanyField, extra: { required?: boolean; dir?: 'ltr' } = {}) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => send({ type: 'FIELD_CHANGED', field: name, value: e.target.value }),
    error: messageText(problems[name]),
    disabled: saving,
    readOnly,
    ...extra,
  });
  // Typed in any script's digits and kept as Latin text (the contract's coordinates): west and south are negative.
  const coordinate = (name: 'latitude' | 'longitude') => ({
    ...field(name, { dir: 'ltr' }),
    decimals: COORDINATE_DECIMALS,
    negative: true,
    onChange: (_: number | null, text: string) => send({ type: 'FIELD_CHANGED', field: name, value: text }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-6" aria-labelledby="company-title">
      <section className={cardClass}>
        <h2 id="company-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        {readOnly && <Alert tone="info">{t('read-only')}</Alert>}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('name')} autoComplete="organization" {...field('name', { required: true })} />
          <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel-national" hint={t('phone-hint')} {...field('phone', { required: true, dir: 'ltr' })} />
          <TextField label={t('address')} autoComplete="street-address" className="md:col-span-2" {...field('address', { required: true })} />
          <TextField label={t('establish-at')} type="date" {...field('establishAt', { dir: 'ltr' })} />
          <CompanyCategoryField
            value={values.categoryId} choices={state.context.categories} error={messageText(problems.categoryId)} disabled={saving || readOnly}
            onChange={(value) => send({ type: 'FIELD_CHANGED', field: 'categoryId', value })}
          />
        </div>
      </section>

      <section className={cardClass} aria-labelledby="company-location">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="company-location" className="text-lg font-semibold text-slate-900">{t('location')}</h2>
          {!readOnly && <MapSwitch on={mapEditable} label={t('map-edit')} onToggle={() => send({ type: 'MAP_EDIT_TOGGLED' })} />}
        </div>
        <MapSlot
          latitude={values.latitude} longitude={values.longitude} editable={mapEditable && !readOnly}
          onPick={(lat, lng) => send({ type: 'MAP_CLICKED', lat, lng })}
        />
        <p className="text-xs text-slate-500">{t('coordinates-hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label={t('latitude')} {...coordinate('latitude')} />
          <NumberField label={t('longitude')} {...coordinate('longitude')} />
        </div>
      </section>

      <section className={cardClass} aria-labelledby="company-social">
        <h2 id="company-social" className="text-lg font-semibold text-slate-900">{t('social')}</h2>
        <p className="text-xs text-slate-500">{t('links-hint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {(['website', 'instagram', 'facebook', 'linkedin'] as const).map((name) => (
            <TextField key={name} label={t(name)} type="url" inputMode="url" {...field(name, { dir: 'ltr' })} />
          ))}
        </div>
      </section>

      <CompanyDocuments state={state} send={send} readOnly={readOnly} />

      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" loading={saving} disabled={state.matches('uploading')}>{t('save')}</Button>
        </div>
      )}
    </form>
  );
}

function MapSwitch({ on, label, onToggle }: { on: boolean; label: string; onToggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={on} onClick={onToggle} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
      <span className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition ${on ? 'bg-teal-700' : 'bg-slate-300'}`} aria-hidden="true">
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'start-[22px]' : 'start-0.5'}`} />
      </span>
      {label}
    </button>
  );
}

/**
 * While the company loads: the form's first card with its title, where the form puts it, and its
 * fields' places pulsing. The title is the screen's largest text, painted now rather than with the reply.
 */
function CompanyLoading({ title }: { title: string }) {
  return (
    <section className={cardClass} aria-busy="true" aria-labelledby="company-title">
      <h2 id="company-title" className="text-lg font-semibold text-slate-900">{title}</h2>
      <div aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none md:grid-cols-2">
        {FIELD_PLACES.map((wide, i) => (
          <div key={i} className={wide ? 'flex flex-col gap-2 md:col-span-2' : 'flex flex-col gap-2'}>
            <div className="h-3 w-24 rounded bg-slate-200" />
            <div className="h-10 rounded-lg bg-slate-200" />
          </div>
        ))}
      </div>
    </section>
  );
}

/** The first card's fields, wide or not: name, phone, address (wide), founding date, category. */
const FIELD_PLACES = [false, false, true, false, false];
