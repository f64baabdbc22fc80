// Part 2 §2 company section (§3 Company, §5, §6): the company user edits the company's name, address,
// phone, map location, social links, establishment date, category and uploads its three documents
// with real progress; other users of the company read it. Checked by the shared contract before
// sending; a refusal shows the server's field messages, else its message or §8's "Update failed".
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { companyFailure, fetchCompany, saveCompany, uploadCompanyFile } from '../../api/companies';
import { DOCUMENT_KEYS, type CompanyFileReply, type CompanyReply, type DocumentKey, type DocumentType } from '../../api/schemas/companies';
import { formSubmit } from '../form-submit/form-submit';
import { loadCategoryChoices, type CategoryChoice } from './company-categories';
import {
  EMPTY_DOCUMENTS, companyProblems, coordinateText, payloadOf, valuesOf,
  type CompanyDocuments, type CompanyField, type CompanyProblems, type CompanyValues,
} from './company-form.fields';

export const UPDATE_FAILED = 'company.update-failed';
export const UPLOAD_FAILED = 'company.upload-failed';
export const LOAD_FAILED = 'company.load-failed';

export type Upload = { fileType: DocumentType; file: File; loaded: number; total: number };

export type CompanyFormContext = {
  userId: number;
  values: CompanyValues;
  documents: CompanyDocuments;
  problems: CompanyProblems;
  /** The form's message while failed (an i18n key or the server's text). */
  error: string | null;
  /** The upload under way, with its progress in bytes. */
  upload: Upload | null;
  /** §8 "Failed to upload file. Please try again." under the document that failed. */
  uploadError: { key: DocumentKey; message: string } | null;
  /** The edit switch: the map drags, zooms and takes a click only while it is on. */
  mapEditable: boolean;
  loadError: string | null;
  /** The category picker's choices; empty until they load (or when they cannot: the picker then waits). */
  categories: CategoryChoice[];
};

export type CompanyFormEvent =
  | { type: 'FIELD_CHANGED'; field: CompanyField; value: string }
  | { type: 'MAP_EDIT_TOGGLED' }
  | { type: 'MAP_CLICKED'; lat: number; lng: number }
  | { type: 'DOCUMENT_CHOSEN'; fileType: DocumentType; file: File }
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED'; reply: CompanyFileReply }
  | { type: 'UPLOAD_FAILED'; error: unknown }
  | { type: 'SUBMITTED' }
  | { type: 'RETRIED' };

const form = formSubmit({
  changes: { FIELD_CHANGED: 'keepField', MAP_CLICKED: 'placeMarker' },
  submit: { event: 'SUBMITTED', invalid: 'isFormInvalid', showProblems: 'showProblems', clearFailure: 'clearMessages' },
  sending: 'saving',
});

/** What the editing states also take: the switch, and a document chosen starts its upload. */
const alsoOn = {
  MAP_EDIT_TOGGLED: { actions: 'toggleMap' },
  DOCUMENT_CHOSEN: { target: 'uploading', actions: 'startUpload' },
} as const;

export const companyFormMachine = setup({
  types: {
    context: {} as CompanyFormContext,
    events: {} as CompanyFormEvent,
    input: {} as { userId: number },
  },
  actors: {
    loadCompany: fromPromise<CompanyReply>(({ signal }) => fetchCompany(signal)),
    loadCategories: fromPromise<CategoryChoice[]>(({ signal }) => loadCategoryChoices(signal)),
    saveCompany: fromPromise<string, { userId: number; values: CompanyValues; documents: CompanyDocuments }>(async ({ input, signal }) =>
      (await saveCompany(input.userId, payloadOf(input.values, input.documents), signal)).message),
    uploadDocument: fromCallback<CompanyFormEvent, { fileType: DocumentType; file: File }>(({ input, sendBack }) => {
      const controller = new AbortController();
      uploadCompanyFile(input.file, input.fileType, (loaded, total) => sendBack({ type: 'UPLOAD_PROGRESS', loaded, total }), controller.signal)
        .then((reply) => sendBack({ type: 'UPLOADED', reply }), (error: unknown) => sendBack({ type: 'UPLOAD_FAILED', error }));
      return () => controller.abort();
    }),
  },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(companyProblems(context.values, context.documents)).length > 0,
    canEdit: (_, company: CompanyReply) => company.canEdit,
    isMapEditable: ({ context }) => context.mapEditable,
  },
  actions: {
    forgetLoadError: assign({ loadError: null }),
    keepCategories: assign((_, categories: CategoryChoice[]) => ({ categories })),
    fill: assign((_, company: CompanyReply) => ({ values: valuesOf(company), documents: { ...EMPTY_DOCUMENTS, ...company.documents }, loadError: null })),
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, error: null };
    }),
    placeMarker: assign(({ context, event }) => {
      assertEvent(event, 'MAP_CLICKED');
      if (!context.mapEditable) return {};
      const { latitude: _a, longitude: _b, ...problems } = context.problems;
      return { values: { ...context.values, latitude: coordinateText(event.lat), longitude: coordinateText(event.lng) }, problems, error: null };
    }),
    toggleMap: assign({ mapEditable: ({ context }) => !context.mapEditable }),
    startUpload: assign(({ event }) => {
      assertEvent(event, 'DOCUMENT_CHOSEN');
      return { upload: { fileType: event.fileType, file: event.file, loaded: 0, total: event.file.size }, uploadError: null };
    }),
    showProgress: assign(({ context, event }) => {
      assertEvent(event, 'UPLOAD_PROGRESS');
      return { upload: context.upload && { ...context.upload, loaded: event.loaded, total: event.total } };
    }),
    keepDocument: assign(({ context, event }) => {
      assertEvent(event, 'UPLOADED');
      const key = DOCUMENT_KEYS[event.reply.fileType];
      const { [key]: _, ...problems } = context.problems;
      return { documents: { ...context.documents, [key]: { fileName: event.reply.fileName, fileUrl: event.reply.fileUrl, mime: event.reply.mime } }, upload: null, problems };
    }),
    showUploadFailure: assign(({ context, event }) => {
      assertEvent(event, 'UPLOAD_FAILED');
      const key = DOCUMENT_KEYS[context.upload!.fileType];
      const failure = companyFailure(event.error, UPLOAD_FAILED);
      return { upload: null, uploadError: { key, message: Object.values(failure.fieldErrors)[0] ?? failure.message } };
    }),
    showProblems: assign({ problems: ({ context }) => companyProblems(context.values, context.documents) }),
    clearMessages: assign({ problems: {}, error: null }),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = companyFailure(params.error, UPDATE_FAILED);
      return { error: failure.message, problems: failure.fieldErrors as CompanyProblems };
    }),
    showLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: companyFailure(params.error, LOAD_FAILED).message })),
    /** Provided by the view: the snackbar says it was saved. */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'companyForm',
  context: ({ input }) => ({
    userId: input.userId, values: valuesOf({ name: '', address: '', phone: '', establishAt: '', category: null, latitude: '', longitude: '', linkedin: '', instagram: '', facebook: '', website: '' } as CompanyReply),
    documents: EMPTY_DOCUMENTS, problems: {}, error: null, upload: null, uploadError: null, mapEditable: false, loadError: null, categories: [],
  }),
  // The category choices load beside the company, whatever the form is doing; without them the picker is empty.
  invoke: {
    id: 'loadCategories',
    src: 'loadCategories',
    onDone: { actions: { type: 'keepCategories', params: ({ event }) => event.output } },
    onError: { actions: { type: 'keepCategories', params: [] } },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: [
          { guard: { type: 'canEdit', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'fill', params: ({ event }) => event.output } },
          { target: 'readOnly', actions: { type: 'fill', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRIED: { target: 'loading', actions: 'forgetLoadError' } } },
    /** An employee sees the company; the server would refuse an edit (§6). */
    readOnly: {},
    editing: { on: { ...form.editing.on, ...alsoOn } },
    failed: { on: { ...form.failed.on, ...alsoOn } },
    uploading: {
      invoke: { id: 'uploadDocument', src: 'uploadDocument', input: ({ context }) => ({ fileType: context.upload!.fileType, file: context.upload!.file }) },
      on: {
        FIELD_CHANGED: { actions: 'keepField' },
        MAP_CLICKED: { actions: 'placeMarker' },
        MAP_EDIT_TOGGLED: { actions: 'toggleMap' },
        UPLOAD_PROGRESS: { actions: 'showProgress' },
        UPLOADED: { target: 'editing', actions: 'keepDocument' },
        UPLOAD_FAILED: { target: 'editing', actions: 'showUploadFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => ({ userId: context.userId, values: context.values, documents: context.documents }),
        onDone: { target: 'saved', actions: 'announceSaved' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Saved: the form stays open for the next change.
    saved: {
      on: {
        FIELD_CHANGED: { target: 'editing', actions: 'keepField' },
        MAP_CLICKED: { target: 'editing', actions: 'placeMarker' },
        ...alsoOn,
      },
    },
  },
});
