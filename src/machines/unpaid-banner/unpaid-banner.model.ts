// The unpaid-banner warning's model for checkModel and `npm run paths -- unpaid-banner`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { unpaidPremium, unpaidWithoutItem } from '../banner-dialog/banner.fixtures';
import { UNPAID_BANNER_FAILED, unpaidBannerMachine, type UnpaidBannerInput } from './unpaid-banner.machine';

export const machine = unpaidBannerMachine;
export const input: UnpaidBannerInput = { banner: unpaidPremium };
export const inputs: UnpaidBannerInput[] = [input, { banner: unpaidWithoutItem }];
type Snap = SnapshotFrom<typeof unpaidBannerMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('deciding')) {
    const pay = s.context.banner.itemId !== null
      ? lands('paying', { type: 'PAY_CLICKED' }, holds({ outcome: 'pay' }))
      : lands('deciding', { type: 'PAY_CLICKED' }, holds({ error: UNPAID_BANNER_FAILED.pay, outcome: null }));
    return [
      lands('deleting', { type: 'DELETE_CLICKED' }, holds({ error: null })),
      lands('editing', { type: 'EDIT_CLICKED' }, holds({ outcome: 'edit' })),
      pay,
      lands('closed', { type: 'CLOSE_CLICKED' }, holds({ outcome: 'closed' })),
    ];
  }
  if (s.matches('deleting')) {
    return [
      lands('deleted', { type: 'xstate.done.actor.deleteBanner' }, holds({ outcome: 'deleted' })),
      lands('deciding', { type: 'xstate.error.actor.deleteBanner', error: httpError(404) }, holds({ error: UNPAID_BANNER_FAILED.delete, outcome: null })),
      lands('deciding', { type: 'xstate.error.actor.deleteBanner', error: networkError() }, holds({ outcome: null })),
    ];
  }
  return [];
}

export const model = { machine, events, input, inputs };
