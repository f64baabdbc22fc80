// The Join Us model for model-based tests and `npm run paths -- join-us`: a happy path through both
// steps, with short detours (missing fields, a wrong value, a refused file, another country, a
// failed send) that either end or rejoin the happy path, so the traversal stays small.
import type { EventObject, SnapshotFrom } from 'xstate';
import { joinUsMachine, type JoinUsEvent } from './join-us.machine';
import type { JoinForm } from './join-us.form';
import { holds, lands, stateKey } from '../test/model';
import { step1Errors, submissionOf } from './join-us.validation';

type Snap = SnapshotFrom<typeof joinUsMachine>;

/** File stand-ins: the machine reads name, size and type only; plain objects keep paths distinct. */
const fakeFile = (name: string, type: string, size: number) => ({ name, type, size }) as unknown as File;
export const files = {
  pdf: fakeFile('company-profile.pdf', 'application/pdf', 250_000),
  image: fakeFile('logo.png', 'image/png', 40_000),
  renamed: fakeFile('photo.pdf', 'image/jpeg', 40_000),
  huge: fakeFile('catalogue.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
};

/** What the happy path types into each field (the phone with a space, stripped by the machine). */
export const typed = {
  companyName: 'Souq Trading Co.', companySize: '11-50', city: 'salmiya', fullAddress: 'Block 3, Street 12, Salmiya',
  email: ' Sales@Souq-Trading.KW ', phoneNumber: '9988 7766', acceptTerms: true, acceptPrivacy: true,
  website: 'souq-trading.com', facebook: 'facebook.com/souqtrading', instagram: 'https://instagram.com/souqtrading',
} as const;
/** …and what the fields then hold. */
const held: Partial<Record<keyof JoinForm, unknown>> = { ...typed, phoneNumber: '99887766' };

const STEP2_CHAIN = ['email', 'phoneNumber', 'acceptTerms', 'acceptPrivacy', 'website', 'facebook', 'instagram'] as const;
/** A wrong value per field, and the value that puts it right again. */
const DETOURS = [
  { field: 'email', wrong: 'sales@souq', fix: typed.email },
  { field: 'phoneNumber', wrong: '12345', fix: typed.phoneNumber },
  { field: 'website', wrong: 'not a website', fix: '' },
] as const;

const change = (field: string, value: unknown) => ({ type: 'FIELD_CHANGED', field, value }) as JoinUsEvent;
const CLOSED: JoinUsEvent = { type: 'CLOSED' };

export const serverReplies = {
  done: { type: 'xstate.done.actor.submitJoinRequest', output: { id: 41, message: 'Your request has been sent.' } },
  invalid: {
    type: 'xstate.error.actor.submitJoinRequest',
    error: { status: 422, body: { message: 'Only PDF files are allowed', errors: { attachment: ['Only PDF files are allowed'] } } },
  },
  serverDown: { type: 'xstate.error.actor.submitJoinRequest', error: { status: 500, body: { message: 'Server error.' } } },
  offline: { type: 'xstate.error.actor.submitJoinRequest', error: {} },
};

const noErrors = (s: Snap) => Object.keys(s.context.errors).length === 0;

/** The next step-1 item the happy path fills, or null once step 1 is complete with its PDF. */
function nextStep1(s: Snap): JoinUsEvent | null {
  const f = s.context.form;
  if (!f.companyName) return change('companyName', typed.companyName);
  if (!f.companySize) return change('companySize', typed.companySize);
  if (!f.country) return { type: 'COUNTRY_CHANGED', country: 'KW' };
  if (!f.city) return change('city', f.country === 'KW' ? typed.city : 'riyadh');
  if (!f.fullAddress) return change('fullAddress', typed.fullAddress);
  if (!s.context.attachment) return { type: 'ATTACHMENT_CHOSEN', file: files.pdf };
  return null;
}

function step1Events(s: Snap): JoinUsEvent[] {
  const { form: f, attachment, errors } = s.context;
  const next = nextStep1(s);
  // Another country is a dead end once its first city is chosen.
  if (f.country === 'SA') return [CLOSED, ...(next && !f.city ? [next] : [])];
  const step2Untouched = STEP2_CHAIN.every((k) => !f[k]);
  const empty = !f.companyName && !f.country && step2Untouched;
  return [
    CLOSED,
    ...(next ? [next] : []),
    ...((empty && noErrors(s)) || !next ? [{ type: 'NEXT_CLICKED' } as const] : []),
    ...(f.city && !f.fullAddress && noErrors(s)
      ? [{ type: 'COUNTRY_CHANGED', country: 'SA' } as const, { type: 'COUNTRY_CHANGED', country: 'KW' } as const]
      : []),
    ...(!attachment && f.fullAddress && noErrors(s) && step2Untouched
      ? [files.image, files.renamed, files.huge].map((file) => ({ type: 'ATTACHMENT_CHOSEN', file }) as const)
      : []),
    ...(attachment && ((noErrors(s) && step2Untouched) || errors.attachment) ? [{ type: 'ATTACHMENT_REMOVED' } as const] : []),
  ];
}

function step2Events(s: Snap): JoinUsEvent[] {
  const { form: f, errors } = s.context;
  const wrong = DETOURS.find((d) => f[d.field] === d.wrong);
  if (wrong) return [CLOSED, errors[wrong.field] ? change(wrong.field, wrong.fix) : { type: 'SUBMIT_CLICKED' }];
  const filled = STEP2_CHAIN.findIndex((k) => f[k] !== held[k]);
  const position = filled === -1 ? STEP2_CHAIN.length : filled;
  const next = STEP2_CHAIN[position];
  const termsOnlyMissing = !f.acceptTerms && f.acceptPrivacy;
  return [
    CLOSED,
    ...(next ? [change(next, typed[next])] : []),
    ...(position === 0 && noErrors(s) && !f.acceptPrivacy ? [{ type: 'SUBMIT_CLICKED' } as const, { type: 'BACK_CLICKED' } as const] : []),
    ...(position === 4 && noErrors(s)
      ? [{ type: 'BACK_CLICKED' } as const, ...DETOURS.map((d) => change(d.field, d.wrong)), change('acceptTerms', false)]
      : []),
    ...(termsOnlyMissing && noErrors(s) ? [{ type: 'SUBMIT_CLICKED' } as const] : []),
    ...(position === STEP2_CHAIN.length ? [{ type: 'SUBMIT_CLICKED' } as const] : []),
    ...(errors.attachment ? [{ type: 'BACK_CLICKED' } as const] : []),
  ];
}

/** Where each event lands, by the form's rules: Next only from a complete step 1, Submit only with a valid submission. */
function landing(s: Snap, event: EventObject): string {
  const here = stateKey(s);
  switch (event.type) {
    case 'JOIN_US_CLICKED': return 'open.step1';
    case 'CLOSED': return 'closed';
    case 'NEXT_CLICKED': return Object.keys(step1Errors(s.context.form)).length === 0 ? 'open.step2' : here;
    case 'BACK_CLICKED': return 'open.step1';
    case 'SUBMIT_CLICKED': return submissionOf(s.context.form).ok ? 'open.submitting' : here;
    case 'xstate.done.actor.submitJoinRequest': return 'open.succeeded';
    // The server refused or did not answer: back on step 2 with its message.
    case 'xstate.error.actor.submitJoinRequest': return 'open.step2';
    default: return here;
  }
}

function offered(s: Snap): readonly EventObject[] {
  if (s.matches('closed')) return [{ type: 'JOIN_US_CLICKED' }];
  if (s.matches({ open: 'step1' })) return step1Events(s);
  if (s.matches({ open: 'step2' })) return step2Events(s);
  if (s.matches({ open: 'submitting' })) return [CLOSED, serverReplies.done, serverReplies.invalid, serverReplies.serverDown, serverReplies.offline];
  return [CLOSED];
}

/** What an event must leave behind: Back takes the summary away, each field's error stays with its field. */
const after = (s: Snap, event: EventObject) =>
  (event.type === 'BACK_CLICKED' ? holds({ summary: null, errors: s.context.errors }) : undefined);

export function events(s: Snap): readonly EventObject[] {
  return offered(s).map((event) => lands(landing(s, event), event, after(s, event)));
}

export const machine = joinUsMachine;
export const joinUsModel = { machine, events };
