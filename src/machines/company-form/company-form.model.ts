// The company form's model for checkModel and `npm run paths -- company-form`: the company loads (for
// its company user, or read-only for an employee), the seller types a bad and a good phone, switches the
// map's editing on, clicks the map, uploads a document (progress, done or refused), and saves.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { CompanyReply } from '../../api/schemas/companies';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { UPDATE_FAILED, companyFormMachine } from './company-form.machine';

export const machine = companyFormMachine;
export const input = { userId: 7 };
type Snap = SnapshotFrom<typeof companyFormMachine>;

const doc = (n: string) => ({ fileName: `${n}.pdf`, fileUrl: `/api/companies/self/files/${n.length}`, mime: 'application/pdf' });
export const COMPANY: CompanyReply = {
  id: 1, name: 'Demo Trading', phone: '55551234', address: 'Salmiya', latitude: '', longitude: '', establishAt: '', category: null,
  linkedin: '', instagram: '', facebook: '', website: '', canEdit: true,
  documents: { tradeLicense: doc('a'), commercialRegister: doc('bb'), responsiblePersonID: null },
};
export const CATEGORIES = [{ id: 1, name: 'Cars', nameAr: 'سيارات' }, { id: 2, name: 'Electronics', nameAr: 'إلكترونيات' }];
const FILE = { name: 'id.pdf', size: 2048 } as File;
const ID_DOC = { fileName: 'id.pdf', fileUrl: '/api/companies/self/files/3', fileType: 'responsible_person_id' as const, mime: 'application/pdf' };
const isGood = (s: Snap) => /^\d{8}$/.test(s.context.values.phone) && s.context.documents.responsiblePersonID !== null;

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('editing', { type: 'xstate.done.actor.loadCompany', output: COMPANY }, (after: Snap) => {
        if (after.context.values.name !== 'Demo Trading' || after.context.documents.tradeLicense?.fileName !== 'a.pdf') throw new Error('the form must hold the company');
        // A form just loaded shows no failure, and its map is locked until the switch turns it on.
        holds({ error: null, uploadError: null, problems: {}, mapEditable: false })(after);
      }),
      lands('readOnly', { type: 'xstate.done.actor.loadCompany', output: { ...COMPANY, canEdit: false } }, holds({ error: null, mapEditable: false })),
      lands('loadFailed', { type: 'xstate.error.actor.loadCompany', error: httpError(403, { message: 'You are not authorized' }) }, holds({ loadError: 'You are not authorized' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRIED' })];
  // The category choices load beside the company, in any state; walked here only (a state with no way
  // on), so the other paths do not double. Without them the picker stays empty.
  if (s.matches('readOnly')) {
    return [
      stays(s, { type: 'xstate.done.actor.loadCategories', output: CATEGORIES } as EventObject, holds({ categories: CATEGORIES })),
      stays(s, { type: 'xstate.error.actor.loadCategories', error: httpError(500) } as EventObject, holds({ categories: [] })),
    ];
  }
  // Typing keeps what was typed, and puts away that field's message and the form's failure.
  const typed = (value: string) => (after: Snap) => {
    if (after.context.values.phone !== value || after.context.problems.phone !== undefined || after.context.error !== null) throw new Error(`typing must keep ${value} and forget the phone's message`);
  };
  const typing = (to: string) => [
    ...(s.context.values.phone !== '123' ? [lands(to, { type: 'FIELD_CHANGED', field: 'phone', value: '123' }, typed('123'))] : []),
    ...(s.context.values.phone !== '55550000' ? [lands(to, { type: 'FIELD_CHANGED', field: 'phone', value: '55550000' }, typed('55550000'))] : []),
  ];
  const here = s.value as string;
  const map = (to: string) => [
    lands(here, { type: 'MAP_EDIT_TOGGLED' }, (after: Snap) => {
      if (after.context.mapEditable === s.context.mapEditable) throw new Error('the switch must turn');
    }),
    ...(s.context.values.latitude === ''
      ? [lands(to, { type: 'MAP_CLICKED', lat: 29.1, lng: 48.05 }, (after: Snap) => {
        // A click places the marker only while the map is editable.
        if ((after.context.values.latitude === '29.1') !== s.context.mapEditable) throw new Error('click while locked');
      })]
      : []),
  ];
  // A document may be chosen again to replace it.
  const choose = [lands('uploading', { type: 'DOCUMENT_CHOSEN', fileType: 'responsible_person_id', file: FILE }, holds({ upload: { fileType: 'responsible_person_id', file: FILE, loaded: 0, total: 2048 }, uploadError: null }))];
  if (s.matches('editing')) {
    const submitted = isGood(s)
      ? lands('saving', { type: 'SUBMITTED' }, holds({ problems: {}, error: null }))
      : lands('editing', { type: 'SUBMITTED' }, (after: Snap) => {
        if (Object.keys(after.context.problems).length === 0) throw new Error('an invalid form must say why');
      });
    return [...typing('editing'), ...map('editing'), ...choose, submitted];
  }
  if (s.matches('failed')) return [...typing('editing').slice(0, 1), ...map('editing'), ...choose, lands('saving', { type: 'SUBMITTED' }, holds({ error: null }))];
  if (s.matches('saved')) return [...typing('editing').slice(0, 1), ...map('editing'), ...choose];
  if (s.matches('uploading')) {
    return [
      ...typing('uploading').slice(0, 1),
      ...map('uploading'),
      lands('uploading', { type: 'UPLOAD_PROGRESS', loaded: 1024, total: 2048 }, (after: Snap) => {
        if (after.context.upload?.loaded !== 1024) throw new Error('progress must show');
      }),
      lands('editing', { type: 'UPLOADED', reply: ID_DOC }, (after: Snap) => {
        if (after.context.documents.responsiblePersonID?.fileUrl !== ID_DOC.fileUrl || after.context.upload !== null) throw new Error('the document must be kept');
      }),
      lands('editing', { type: 'UPLOAD_FAILED', error: networkError() }, (after: Snap) => {
        if (after.context.uploadError?.key !== 'responsiblePersonID' || JSON.stringify(after.context.documents.responsiblePersonID) !== JSON.stringify(s.context.documents.responsiblePersonID)) throw new Error('the failure must show at its document');
      }),
      lands('editing', { type: 'UPLOAD_FAILED', error: { status: 422, body: { message: 'Only PDF, PNG or JPEG files are allowed', errors: { file: ['Only PDF, PNG or JPEG files are allowed'] } } } },
        holds({ uploadError: { key: 'responsiblePersonID', message: 'Only PDF, PNG or JPEG files are allowed' } })),
    ];
  }
  if (s.matches('saving')) {
    return [
      lands('saved', { type: 'xstate.done.actor.saveCompany', output: 'Company details saved' }),
      lands('failed', { type: 'xstate.error.actor.saveCompany', error: httpError(422, { message: 'Fill in all required fields', errors: { 'company.name': ['Fill in all required fields'] } }) },
        holds({ error: UPDATE_FAILED, problems: { name: 'Fill in all required fields' } })),
      lands('failed', { type: 'xstate.error.actor.saveCompany', error: httpError(403, { message: 'You are not authorized' }) }, holds({ error: 'You are not authorized', problems: {} })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
