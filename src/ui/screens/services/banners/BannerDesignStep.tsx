// Step 2, the design: banner images (a double banner on both sides takes two); a sliding banner is
// uploaded (custom) or designed by Forsa from a brief.
import { useTranslation } from 'react-i18next';
import { formatKwd } from '../../../../domain/money';
import { BANNER_IMAGES_MAX, type BannerCreative } from '../../../../machines/banner-dialog/banner-draft';
import { cx } from '../../../kit/cx';
import { TextArea } from '../../../kit/TextArea';
import { useMessageText } from '../../join/message-text';
import { ImagesChooser } from '../parts/ImagesChooser';
import type { BannerStepProps } from './banner-view';

export function BannerDesignStep({ state, send }: BannerStepProps) {
  const { t, i18n } = useTranslation('services-banners');
  const messageText = useMessageText();
  const { draft, problems, kind, prices, editingId } = state.context;
  const uploads = kind !== 'sliding' || draft.creative === 'custom';
  const stored = editingId !== null && draft.images.some((i) => i.file === null);
  const options: BannerCreative[] = ['custom', 'forsa'];
  return (
    <div className="flex flex-col gap-4">
      {kind === 'sliding' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('option')} <span aria-hidden="true" className="text-rose-600">*</span></legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((option) => (
              <label key={option} className={cx('flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1', draft.creative === option ? 'bg-teal-50 ring-2 ring-teal-700' : 'ring-slate-300')}>
                <input type="radio" name="banner-creative" className="mt-0.5 accent-teal-700" checked={draft.creative === option}
                  onChange={() => send({ type: 'CREATIVE_CHOSEN', creative: option })} />
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-slate-900">{t(`option-${option}`)}</span>
                  <span className="text-xs text-slate-500">{t(`option-${option}-hint`, { price: formatKwd(prices?.creativeByForsa ?? 0, i18n.language) })}</span>
                </span>
              </label>
            ))}
          </div>
          {problems.creative && <p role="alert" className="text-xs text-rose-600">{messageText(problems.creative)}</p>}
        </fieldset>
      )}
      {kind === 'sliding' && draft.creative === 'forsa' && (
        <TextArea label={t('brief')} required value={draft.creativeBrief} maxLength={5000} placeholder={t('brief-hint')} dir="auto"
          error={messageText(problems.creativeBrief)} onChange={(e) => send({ type: 'BRIEF_CHANGED', brief: e.target.value })} />
      )}
      {uploads && (
        <>
          {stored && <p className="text-sm text-slate-600">{t('stored-images-note')}</p>}
          <ImagesChooser
            ns="services-banners"
            max={BANNER_IMAGES_MAX}
            testId="banner-images-input"
            images={draft.images}
            error={messageText(problems.images)}
            hint={kind === 'double' && draft.layout === 'both' ? t('images-both-hint') : undefined}
            onChoose={(files) => send({ type: 'IMAGES_CHOSEN', files })}
            onRemove={(id) => send({ type: 'IMAGE_REMOVED', id })}
          />
        </>
      )}
    </div>
  );
}
