// The wizard's input, context and events: what the views and tests speak in.
import type { CategoryNode } from '../../api/schemas/categories';
import type { ProductDetails, SellType } from '../../api/schemas/products';
import type { OptionLabel } from '../../domain/option-label';
import type { SaveEvent } from './product-wizard.actors';
import type { AttributeValue, ChosenPhoto, Draft, Reading, Step } from './product-wizard.draft';
import type { ClosingEvent } from '../unsaved/unsaved-changes';

export type ProductWizardInput = {
  /** For attribute names inside messages. */
  locale: 'en' | 'ar';
  /** The deployment's reading of steps 2–5 (VITE_WIZARD_READING). */
  reading: Reading;
  /** Duplicate: the product to copy. */
  duplicateSlug: string | null;
};

export type ProductWizardContext = {
  reading: Reading;
  locale: 'en' | 'ar';
  duplicateSlug: string | null;
  tree: CategoryNode[];
  /** The drill-down: slugs of the categories opened, from the root. */
  trail: string[];
  /** The leaf being loaded. */
  pendingLeaf: { node: CategoryNode; path: string[] } | null;
  draft: Draft;
  /** Duplicate: the draft as loaded; Save waits until the draft differs from it. */
  original: string | null;
  /** The draft as the wizard opened (empty, or the copy): closing asks first once the draft differs. */
  opened: string;
  /** The step on screen (kept while the seller is asked whether to discard, and returned to). */
  step: Step;
  /** Set when Next was refused: the step's fields show their own messages. */
  showErrors: boolean;
  photoSeq: number;
  saved: ProductDetails | null;
};

export type ProductWizardEvent =
  | { type: 'RETRY_CLICKED' }
  | { type: 'CATEGORY_OPENED'; slug: string }
  | { type: 'CATEGORY_BACK_CLICKED' }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'STEP_CLICKED'; step: Step }
  | { type: 'NAME_CHANGED'; name: string }
  | { type: 'PRICE_CHANGED'; text: string }
  | { type: 'DESCRIPTION_CHANGED'; html: string }
  | { type: 'SELL_TYPE_CHOSEN'; sellType: SellType }
  /** `labels`: both texts of the options chosen (option attributes), kept for the review. */
  | { type: 'ATTRIBUTE_CHANGED'; id: number; value: AttributeValue; labels?: OptionLabel[] }
  | { type: 'BARTER_ATTRIBUTES_CHOSEN'; ids: number[] }
  | { type: 'BARTER_ATTRIBUTE_CHANGED'; id: number; value: AttributeValue; labels?: OptionLabel[] }
  | { type: 'PHOTOS_ADDED'; files: ChosenPhoto[] }
  | { type: 'PHOTO_REMOVED'; id: string }
  | { type: 'PHOTO_STARRED'; id: string }
  | { type: 'SAVE_CLICKED' }
  /** Escape, outside click, Close or browser Back; KEEP_EDITING and DISCARD_CONFIRMED answer the question. */
  | ClosingEvent
  | SaveEvent;
