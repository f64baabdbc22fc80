// The wizard's snapshot as the dialog shows it (the Zag connect pattern: state in, props and handlers
// out). Every rule the dialog used to decide lives here, next to the view, with its unit test.
import type { SnapshotFrom } from 'xstate';
import { productCreateSchema } from '../../../../api/schemas/product-create';
import { draftSignature, fieldsOf, isLastStep, STEPS, type Draft, type Step } from '../../../../machines/product-wizard/product-wizard.draft';
import { STEP_STATES, type productWizardMachine, type ProductWizardEvent } from '../../../../machines/product-wizard/product-wizard.machine';
import { stepLabelKeys } from './wizard-steps';

type WizardSnapshot = SnapshotFrom<typeof productWizardMachine>;
type FieldErrors = { name: string | null; price: string | null };

/** The step on screen: the editing step, the review while saving, the step kept while asked to discard. */
function stepOf(snapshot: WizardSnapshot): Step {
  if (snapshot.matches('saving') || snapshot.matches('saved')) return 7;
  if (snapshot.matches('confirmingDiscard')) return snapshot.context.step;
  return STEPS.find((n) => snapshot.matches({ editing: STEP_STATES[n] })) ?? 1;
}

/** The shared create schema's message key (i18n 'wizard:…') for the name and the price of a draft. */
export function nameAndPriceErrors(draft: Draft): FieldErrors {
  const result = productCreateSchema().safeParse({ ...fieldsOf(draft), path: ['-'] });
  const issues = result.success ? [] : result.error.issues;
  const keyOf = (field: 'name' | 'price') => issues.find((i) => i.path[0] === field)?.message.replace('.', ':') ?? null;
  return { name: keyOf('name'), price: keyOf('price') };
}

/** Duplicate: Save waits until something differs from the copy (the machine's canSave refuses it too). */
export const isUnchangedCopy = (original: string | null, draft: Draft) => original !== null && original === draftSignature(draft);

export function connectWizard(snapshot: WizardSnapshot, send: (event: ProductWizardEvent) => void) {
  const { context } = snapshot;
  const { draft, reading } = context;
  const saving = snapshot.matches('saving') || snapshot.matches('saved');
  const editing = snapshot.matches('editing');
  const confirming = snapshot.matches('confirmingDiscard');
  const step = stepOf(snapshot);
  const unchanged = isUnchangedCopy(context.original, draft);
  // After a refused Next on step 2, each field says what is wrong with it (the snackbar says it once).
  const fieldErrors: FieldErrors = editing && step === 2 && context.showErrors ? nameAndPriceErrors(draft) : { name: null, price: null };
  return {
    step,
    editing,
    saving,
    /** The step stays on screen under the question "Discard your changes?". */
    confirming,
    showsStep: editing || confirming,
    /** Reload or closing the tab asks first (the browser's prompt) while the draft differs from how it opened. */
    unsaved: ((editing || confirming) && context.opened !== draftSignature(draft)) || snapshot.matches('saving'),
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    /** i18n keys (namespace wizard) of the stepper's labels, per reading and category type. */
    stepLabelKeys: stepLabelKeys(reading, draft.categoryType),
    showsStepper: editing || confirming || saving,
    /** The stepper's buttons work while editing only. */
    onStepClick: editing ? (index: number) => send({ type: 'STEP_CLICKED', step: (index + 1) as Step }) : undefined,
    showsBack: step > 1,
    backDisabled: saving,
    showsNext: !isLastStep(step),
    unchanged,
    saveDisabled: saving || unchanged,
    fieldErrors,
    /** Escape, outside click, Close and browser Back: the machine closes, asks first, or (saving) stays. */
    close: () => send({ type: 'CLOSE_REQUESTED' }),
    keepEditing: () => send({ type: 'KEEP_EDITING' }),
    discard: () => send({ type: 'DISCARD_CONFIRMED' }),
    back: () => send({ type: 'BACK_CLICKED' }),
    next: () => send({ type: 'NEXT_CLICKED' }),
    save: () => send({ type: 'SAVE_CLICKED' }),
    retry: () => send({ type: 'RETRY_CLICKED' }),
  };
}
