import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { companyProblems, coordinateText, payloadOf } from './company-form.fields';
import { companyFormMachine } from './company-form.machine';
import { CATEGORIES, COMPANY, model } from './company-form.model';

describe('company form machine (model-based)', () => {
  it('loads, uploads with progress, places the marker only while the map is editable, and sends only a valid form', () => {
    assertModel({
      ...model,
      limit: 5000,
      states: {
        loading: (s) => expect(s.context.loadError).toBeNull(),
        loadFailed: (s) => expect(s.context.loadError).not.toBeNull(),
        readOnly: (s) => expect(s.context.values.name).toBe('Demo Trading'),
        editing: (s) => expect(s.context.upload).toBeNull(),
        uploading: (s) => expect(s.context.upload).not.toBeNull(),
        saving: (s) => expect(s.context.problems).toEqual({}),
        saved: (s) => expect(s.context.error).toBeNull(),
        failed: (s) => expect(s.context.error).not.toBeNull(),
      },
    });
  });

  it('says which field is wrong with the §5 keys, and sends coordinates typed by hand', () => {
    const values = { name: '', address: '', phone: '', establishAt: '', categoryId: '', latitude: '29.5', longitude: '', linkedin: '', instagram: '', facebook: '', website: 'x' };
    const none = { tradeLicense: null, commercialRegister: null, responsiblePersonID: null };
    expect(companyProblems(values, none)).toEqual({
      name: 'validation.fill-all-required-fields', address: 'validation.fill-all-required-fields', phone: 'validation.fill-all-required-fields',
      website: 'validation.incorrect-website-format',
      tradeLicense: 'validation.fill-all-required-fields', commercialRegister: 'validation.fill-all-required-fields', responsiblePersonID: 'validation.fill-all-required-fields',
    });
    const d = (id: number) => ({ fileName: 'f.pdf', fileUrl: `/api/companies/self/files/${id}`, mime: 'application/pdf' });
    const good = { ...values, name: 'A', address: 'B', phone: '+965 5555 1234', longitude: ' 48.01 ', website: 'a.example' };
    const docs = { tradeLicense: d(1), commercialRegister: d(2), responsiblePersonID: d(3) };
    expect(companyProblems(good, docs)).toEqual({});
    expect(payloadOf(good, docs)).toMatchObject({ latitude: '29.5', longitude: '48.01', documents: { responsiblePersonID: '/api/companies/self/files/3' } });
    expect(coordinateText(29.3375001234)).toBe('29.3375');
    expect(coordinateText(48)).toBe('48');
  });

  it("announces a save once, with the server's message (the snackbar says it)", async () => {
    const announced: unknown[] = [];
    const whole: typeof COMPANY = { ...COMPANY, documents: { ...COMPANY.documents, responsiblePersonID: { fileName: 'id.pdf', fileUrl: '/api/companies/self/files/3', mime: 'application/pdf' } } };
    const actor = createActor(companyFormMachine.provide({
      actors: { loadCompany: fromPromise(async () => whole), loadCategories: fromPromise(async () => CATEGORIES.slice(0, 0)), saveCompany: fromPromise(async () => 'Company details saved') },
      actions: { announceSaved: ({ event }) => { announced.push((event as { output?: unknown }).output); } },
    }), { input: model.input }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(announced).toEqual(['Company details saved']);
    actor.stop();
  });
});
