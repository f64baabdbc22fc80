// What the promo offer's steps share: the machine's snapshot and send.
import type { SnapshotFrom } from 'xstate';
import type { promoDialogMachine, PromoDialogEvent } from '../../../../machines/promo-dialog/promo-dialog.machine';

export type PromoSnapshot = SnapshotFrom<typeof promoDialogMachine>;
export type PromoStepProps = { state: PromoSnapshot; send: (event: PromoDialogEvent) => void };
