import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { citiesOf, countryOf } from '../../domain/countries';
import { assertModel } from '../test/model';
import { initialContext, STEP1_FIELDS } from './join-us.form';
import { joinUsMachine } from './join-us.machine';
import { events, files, machine, typed } from './join-us.model';
import { FILL_ALL_REQUIRED, step1Errors, submissionOf } from './join-us.validation';

type Snap = ReturnType<ReturnType<typeof createActor<typeof joinUsMachine>>['getSnapshot']>;

const hasErrors = (s: Snap) => Object.keys(s.context.errors).length > 0;
const HTTPS_OR_EMPTY = /^(https:\/\/\S+)?$/;

const states = {
  closed: (s: Snap) => expect(s.context).toEqual(initialContext),
  'open.step1': (s: Snap) => {
    const { form, errors, summary, attachment } = s.context;
    // The city always belongs to the chosen country (a new country empties it).
    if (form.city) expect(citiesOf(form.country)).toContain(form.city);
    if (summary) expect(hasErrors(s)).toBe(true);
    if (summary === FILL_ALL_REQUIRED) for (const f of STEP1_FIELDS) if (errors[f]) expect(form[f]).toBeFalsy();
    if (attachment) expect(attachment.name).toMatch(/\.pdf$/i);
    if (errors.attachment && !attachment) expect(['validation.pdf-only', 'validation.file-too-large']).toContain(errors.attachment);
  },
  'open.step2': (s: Snap) => {
    // Step 2 is reachable only with every step-1 field filled in.
    expect(step1Errors(s.context.form)).toEqual({});
    expect(s.context.form.phoneNumber).toMatch(/^\d{0,8}$/);
    if (s.context.summary === FILL_ALL_REQUIRED) expect(submissionOf(s.context.form).ok).toBe(false);
    if (hasErrors(s)) expect(s.context.summary).not.toBeNull();
  },
  'open.submitting': (s: Snap) => {
    const { submitted, form, errors, summary } = s.context;
    expect(errors).toEqual({});
    expect(summary).toBeNull();
    expect(submitted).not.toBeNull();
    expect(submitted!.phoneNumber).toBe(`+${countryOf(form.country)!.prefix}${form.phoneNumber}`);
    expect(submitted!.email).toBe('sales@souq-trading.kw');
    for (const link of [submitted!.website, submitted!.facebook, submitted!.instagram]) expect(link).toMatch(HTTPS_OR_EMPTY);
    expect(submitted!.acceptTerms && submitted!.acceptPrivacy).toBe(true);
  },
  'open.succeeded': (s: Snap) => expect(s.context.reply).toEqual({ id: 41, message: 'Your request has been sent.' }),
};

describe('join-us machine (model-based)', () => {
  it('visits every state and takes every transition, each state keeping its meaning', () => {
    const result = assertModel({ machine, events, states });
    expect(result.paths.length).toBeGreaterThan(40);
  });
});

/** A real actor whose send resolves with `reply` (or rejects with `failure`). */
function start(outcome: { reply?: unknown; failure?: unknown } = { reply: { id: 1, message: 'ok' } }) {
  const sent: unknown[] = [];
  const actor = createActor(
    joinUsMachine.provide({
      actors: {
        submitJoinRequest: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcome.failure) throw outcome.failure;
          return outcome.reply as never;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'JOIN_US_CLICKED' });
  return { actor, sent };
}

function fillStep1(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'FIELD_CHANGED', field: 'companyName', value: typed.companyName });
  actor.send({ type: 'FIELD_CHANGED', field: 'companySize', value: '11-50' });
  actor.send({ type: 'COUNTRY_CHANGED', country: 'KW' });
  actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'salmiya' });
  actor.send({ type: 'FIELD_CHANGED', field: 'fullAddress', value: typed.fullAddress });
}

describe('join-us machine (scenarios)', () => {
  it('refuses step 2 with a missing field: per-field errors and "Fill all required Fileds"', () => {
    const { actor } = start();
    actor.send({ type: 'FIELD_CHANGED', field: 'companyName', value: 'Souq' });
    actor.send({ type: 'NEXT_CLICKED' });
    const s = actor.getSnapshot();
    expect(s.matches({ open: 'step1' })).toBe(true);
    expect(s.context.summary).toBe('validation.fill-all-required-fields');
    expect(Object.keys(s.context.errors).sort()).toEqual(['city', 'companySize', 'country', 'fullAddress']);
  });

  it('empties the city when the country changes, not when the same country is picked again', () => {
    const { actor } = start();
    fillStep1(actor);
    actor.send({ type: 'COUNTRY_CHANGED', country: 'KW' });
    expect(actor.getSnapshot().context.form.city).toBe('salmiya');
    actor.send({ type: 'COUNTRY_CHANGED', country: 'QA' });
    expect(actor.getSnapshot().context.form).toMatchObject({ country: 'QA', city: '' });
  });

  it('accepts a PDF only, up to 10 MB, and keeps the earlier file when a later one is refused', () => {
    const { actor } = start();
    actor.send({ type: 'ATTACHMENT_CHOSEN', file: files.pdf });
    actor.send({ type: 'ATTACHMENT_CHOSEN', file: files.image });
    expect(actor.getSnapshot().context).toMatchObject({ attachment: files.pdf, errors: { attachment: 'validation.pdf-only' } });
    actor.send({ type: 'ATTACHMENT_CHOSEN', file: files.renamed });
    expect(actor.getSnapshot().context.errors.attachment).toBe('validation.pdf-only');
    actor.send({ type: 'ATTACHMENT_CHOSEN', file: files.huge });
    expect(actor.getSnapshot().context.errors.attachment).toBe('validation.file-too-large');
    actor.send({ type: 'ATTACHMENT_REMOVED' });
    expect(actor.getSnapshot().context).toMatchObject({ attachment: null, errors: {} });
  });

  it('sends the normalised request with its PDF, then shows the success dialog', async () => {
    const { actor, sent } = start({ reply: { id: 7, message: 'Received' } });
    fillStep1(actor);
    actor.send({ type: 'ATTACHMENT_CHOSEN', file: files.pdf });
    actor.send({ type: 'NEXT_CLICKED' });
    for (const field of ['email', 'phoneNumber', 'website', 'facebook', 'instagram', 'acceptTerms', 'acceptPrivacy'] as const) {
      actor.send({ type: 'FIELD_CHANGED', field, value: typed[field] } as never);
    }
    actor.send({ type: 'SUBMIT_CLICKED' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ open: 'succeeded' })).toBe(true);
    expect(sent).toEqual([
      {
        attachment: files.pdf,
        fields: expect.objectContaining({
          phoneNumber: '+96599887766', email: 'sales@souq-trading.kw', website: 'https://souq-trading.com',
          facebook: 'https://facebook.com/souqtrading', instagram: 'https://instagram.com/souqtrading', city: 'salmiya',
        }),
      },
    ]);
    actor.send({ type: 'CLOSED' });
    expect(actor.getSnapshot().context).toEqual(initialContext);
  });

  it('rejects a phone of other than 8 digits and a malformed link, naming each field', () => {
    const { actor } = start();
    fillStep1(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'a@b.co' });
    actor.send({ type: 'FIELD_CHANGED', field: 'phoneNumber', value: '+965 1234-567' });
    actor.send({ type: 'FIELD_CHANGED', field: 'website', value: 'not a site' });
    actor.send({ type: 'FIELD_CHANGED', field: 'acceptTerms', value: true });
    actor.send({ type: 'SUBMIT_CLICKED' });
    const s = actor.getSnapshot();
    expect(s.context.form.phoneNumber).toBe('96512345');
    expect(s.context.errors).toEqual({ website: 'validation.incorrect-website-format', acceptPrivacy: 'validation.agree-privacy' });
    expect(s.context.summary).toBe('validation.fill-all-required-fields');
  });

  it('returns to step 2 with the server\'s field messages after a 422', async () => {
    const failure = { status: 422, body: { message: 'Only PDF files are allowed', errors: { attachment: ['Only PDF files are allowed'] } } };
    const { actor } = start({ failure });
    fillStep1(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    for (const field of ['email', 'phoneNumber', 'acceptTerms', 'acceptPrivacy'] as const) actor.send({ type: 'FIELD_CHANGED', field, value: typed[field] } as never);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await new Promise((r) => setTimeout(r, 0));
    const s = actor.getSnapshot();
    expect(s.matches({ open: 'step2' })).toBe(true);
    expect(s.context).toMatchObject({ summary: 'Only PDF files are allowed', errors: { attachment: 'Only PDF files are allowed' } });
  });
});
