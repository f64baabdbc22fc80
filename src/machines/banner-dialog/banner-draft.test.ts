import { describe, expect, it } from 'vitest';
import { TODAY, unpaidDouble, unpaidSliding } from './banner.fixtures';
import {
  acceptImages, BANNER_PROBLEM, bannerFormData, designProblems, detailsProblems, draftFromBanner, emptyDraft, restoreFromQuery, draftFromRestore,
  reviewProblems, type BannerDraft, type ChosenImage,
} from './banner-draft';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const chosen = (name: string, head: Uint8Array<ArrayBuffer>, type = 'image/png'): ChosenImage => ({ file: new File([head], name, { type }), preview: `blob:${name}`, head });
const filled = (patch: Partial<BannerDraft> = {}): BannerDraft => ({
  ...emptyDraft('premium'), startDate: '2026-12-01', duration: '3', email: 'ads@souq.kw', whatsappNumber: '50001234', ...patch,
});

describe('banner details (§5)', () => {
  it('asks for each field in its own words', () => {
    expect(detailsProblems(emptyDraft('double'), 'double', TODAY, [])).toEqual({
      startDate: BANNER_PROBLEM.startDate, duration: BANNER_PROBLEM.duration, email: BANNER_PROBLEM.email,
      whatsappNumber: BANNER_PROBLEM.whatsapp, layout: BANNER_PROBLEM.layout,
    });
  });
  it('refuses a past start, a bad address, a phone not of 8 digits, 0 or 366 days', () => {
    const p = detailsProblems(filled({ startDate: '2026-11-23', duration: '0', email: 'a@b', whatsappNumber: '5000123' }), 'premium', TODAY, []);
    expect(p).toEqual({ startDate: BANNER_PROBLEM.startPast, duration: BANNER_PROBLEM.duration, email: BANNER_PROBLEM.emailInvalid, whatsappNumber: BANNER_PROBLEM.whatsappInvalid });
    expect(detailsProblems(filled({ duration: '366' }), 'premium', TODAY, []).duration).toBe(BANNER_PROBLEM.duration);
    expect(detailsProblems(filled({ startDate: TODAY }), 'premium', TODAY, [])).toEqual({});
  });
  it('says so when a day of the booking is full, or a chosen top day is', () => {
    const days = [{ date: '2026-12-02', reserved: true, topReserved: true }];
    expect(detailsProblems(filled(), 'premium', TODAY, days).duration).toBe(BANNER_PROBLEM.daysBooked);
    const top = [{ date: '2026-12-02', reserved: false, topReserved: true }];
    expect(detailsProblems(filled({ topDates: ['2026-12-02'] }), 'sliding', TODAY, top).topDates).toBe(BANNER_PROBLEM.topBooked);
  });
});

describe('banner design (§5)', () => {
  it('needs an image; a double banner on both sides needs two', () => {
    expect(designProblems(filled(), 'premium')).toEqual({ images: BANNER_PROBLEM.image });
    const one = acceptImages([], [chosen('a.png', PNG)], (i) => `i${i}`).images;
    expect(designProblems(filled({ images: one }), 'premium')).toEqual({});
    expect(designProblems(filled({ layout: 'both', images: one }), 'double')).toEqual({ images: BANNER_PROBLEM.bothImages });
    expect(designProblems(filled({ layout: 'vertical', images: one }), 'double')).toEqual({});
  });
  it('a sliding banner needs an option, then a brief (Forsa) or an upload (custom)', () => {
    expect(designProblems(emptyDraft('sliding'), 'sliding')).toEqual({ creative: BANNER_PROBLEM.option });
    expect(designProblems({ ...emptyDraft('sliding'), creative: 'forsa', creativeBrief: '  ' }, 'sliding')).toEqual({ creativeBrief: BANNER_PROBLEM.brief });
    expect(designProblems({ ...emptyDraft('sliding'), creative: 'custom' }, 'sliding')).toEqual({ images: BANNER_PROBLEM.customDesign });
  });
  it('keeps PNG and JPEG by their bytes, refuses a renamed text file and other kinds', () => {
    const r = acceptImages([], [chosen('a.png', PNG), chosen('b.jpg', JPEG, 'image/jpeg'), chosen('c.png', new TextEncoder().encode('hello world'))], (i) => `i${i}`);
    expect(r.images.map((i) => i.name)).toEqual(['a.png', 'b.jpg']);
    expect(r.problem).toBe(BANNER_PROBLEM.notAnImage);
    expect(acceptImages([], [chosen('d.gif', PNG, 'image/gif')], (i) => `i${i}`).problem).toBe(BANNER_PROBLEM.pngJpgOnly);
  });
  it('new files replace the stored images of a banner being edited', () => {
    const stored = draftFromBanner(unpaidDouble).images;
    expect(stored).toHaveLength(2);
    expect(acceptImages(stored, [chosen('a.png', PNG)], (i) => `i${i}`).images.map((i) => i.name)).toEqual(['a.png']);
  });
  it('needs both agreements', () => {
    expect(reviewProblems(filled())).toEqual({ agreedTerms: BANNER_PROBLEM.terms, agreedPrivacy: BANNER_PROBLEM.privacy });
    expect(reviewProblems(filled({ agreedTerms: true, agreedPrivacy: true }))).toEqual({});
  });
});

describe('banner submission (§3)', () => {
  it('sends the multipart fields POST /banners reads, with no price', () => {
    const images = acceptImages([], [chosen('a.png', PNG), chosen('b.png', PNG)], (i) => `i${i}`).images;
    const form = bannerFormData('double', filled({ layout: 'both', images }));
    expect(Object.fromEntries([...form.keys()].map((k) => [k, form.getAll(k).length]))).toEqual({
      type: 1, startDate: 1, days: 1, email: 1, whatsappNumber: 1, Creative: 1, content: 1, bannerType: 1, daysList: 1, images: 2,
    });
    expect(form.get('type')).toBe('4');
    expect(form.get('whatsappNumber')).toBe('+96550001234');
    expect(JSON.parse(form.get('daysList') as string)).toEqual([
      { date: '2026-12-01', inTop: false }, { date: '2026-12-02', inTop: false }, { date: '2026-12-03', inTop: false },
    ]);
  });
  it('a Forsa sliding banner sends its brief and top days, no files', () => {
    const form = bannerFormData('sliding', { ...filled(), creative: 'forsa', creativeBrief: 'Gold on blue', topDates: ['2026-12-02'] });
    expect(form.get('type')).toBe('3');
    expect(form.get('Creative')).toBe('forsa');
    expect(form.get('content')).toBe('Gold on blue');
    expect(form.getAll('images')).toEqual([]);
    expect(JSON.parse(form.get('daysList') as string)[1]).toEqual({ date: '2026-12-02', inTop: true });
  });
});

describe('restore (§2 query) and edit (the unpaid warning)', () => {
  it('reads the query values of §2', () => {
    const q = new URLSearchParams('openDialog=sliding-banner&step=3&adStartDate=2026-12-01&duration=2&selectedDates=2026-12-02,2026-12-09&email=a@b.co&whatsappNumber=%2B96550001234&creativeBrief=Gold&isCreativeSelected=true&bannerType=both');
    const r = restoreFromQuery(q);
    expect(r).toEqual({ step: 3, startDate: '2026-12-01', duration: '2', topDates: ['2026-12-02', '2026-12-09'], email: 'a@b.co', whatsappNumber: '50001234', creativeBrief: 'Gold', creative: 'forsa', layout: 'both' });
    const draft = draftFromRestore('sliding', r);
    expect(draft.topDates).toEqual(['2026-12-02']);
    expect(draft.layout).toBeNull();
    expect(restoreFromQuery(new URLSearchParams('step=9&adStartDate=soon'))).toEqual({});
  });
  it('fills the form from an unpaid banner', () => {
    const d = draftFromBanner(unpaidSliding);
    expect(d).toMatchObject({ startDate: '2026-12-01', duration: '2', whatsappNumber: '50001234', creative: 'forsa', creativeBrief: unpaidSliding.content, topDates: ['2026-12-01'] });
  });
});
