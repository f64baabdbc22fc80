// The reset machine's shortest paths (src/machines/reset/reset.model.ts), in Chromium
// through the reset page object, in the Abacus style: one handler per event type, one check per
// state, each checked against the model's own snapshot after every step. The server's answers are
// the model's actor events (held, then answered as the event says), so no real password changes.
import type { SnapshotFrom } from 'xstate';
import { replay, stateKey } from '../../src/machines/test/model';
import { EXPIRES_AT, model, SENT_AT } from '../../src/machines/reset/reset.model';
import type { resetMachine } from '../../src/machines/reset/reset.machine';
import { expect, test, type Page } from './fixtures';
import { ResetPage, type ResetField } from './pages/reset.page';
import { HeldReplies } from './support/held-replies';
import { messageText } from './support/message-text';
import { browserPaths, matchOneToOne, titleOf } from './support/model-paths';

type Snap = SnapshotFrom<typeof resetMachine>;
type Run = { page: Page; reset: ResetPage; replies: HeldReplies };
type Event = { type: string; field?: ResetField; value?: string; now?: number; output?: unknown; error?: unknown };

/** One handler per event type the machine accepts. */
const handlers: Record<string, (run: Run, event: Event) => Promise<void>> = {
  FIELD_CHANGED: ({ reset }, e) => reset.field(e.field!).fill(e.value!),
  SUBMITTED: ({ reset }) => reset.save.click(),
  // The ticker reads the page's clock: move it to the tick's time (the last tick a second past, so it fires).
  TICKED: async ({ page }, e) => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(Math.max(0, e.now! - now) + (e.now === EXPIRES_AT ? 1_000 : 0));
  },
  'xstate.done.actor.resetPassword': ({ replies }, e) => replies.answer(e),
  'xstate.error.actor.resetPassword': ({ replies }, e) => replies.answer(e),
};

/** A step in words, for the test titles. */
function stepName(e: Event): string {
  if (e.type === 'FIELD_CHANGED') return e.value ? `${e.field} "${e.value}"` : `${e.field} cleared`;
  if (e.type === 'TICKED') return `${(EXPIRES_AT - e.now!) / 1000} s left`;
  if (e.type === 'SUBMITTED') return 'save';
  if (e.type.startsWith('xstate.done')) return 'server accepts';
  const status = (e.error as { response?: { status: number } }).response?.status;
  return status ? `server answers ${status}` : 'no reply';
}

/** The countdown agrees with the model's time left (the page's clock runs on between steps: a few seconds). */
async function countsDown({ reset }: Run, s: Snap) {
  await expect.poll(() => reset.secondsLeft()).toBeLessThanOrEqual(Math.ceil(s.context.remainingMs / 1000) + 1);
  expect(await reset.secondsLeft()).toBeGreaterThanOrEqual(Math.ceil(s.context.remainingMs / 1000) - 5);
}

/** One check per state of the machine, against the model's snapshot. */
const checks: Record<string, (run: Run, s: Snap) => Promise<void>> = {
  'counting.editing': async (run, s) => {
    await countsDown(run, s);
    await expect(run.reset.form).not.toHaveAttribute('aria-busy');
    await expect(run.reset.field('code')).toHaveValue(s.context.code);
    await expect(run.reset.save).toBeEnabled();
    // A refused submit marks the field in error; otherwise none is.
    await expect(run.page.locator('[aria-invalid="true"]')).toHaveCount(s.context.error ? 1 : 0);
  },
  'counting.submitting': async (run, s) => {
    await countsDown(run, s);
    await expect(run.reset.form).toHaveAttribute('aria-busy', 'true');
    await expect(run.reset.save).toHaveText('Saving…');
  },
  'counting.failed': async (run, s) => {
    await countsDown(run, s);
    await expect(run.reset.alert).toHaveText(messageText(s.context.error!));
  },
  expired: async ({ reset }) => {
    await expect(reset.alert).toContainText('The code has expired.');
    await expect(reset.field('code')).toBeDisabled();
    await expect(reset.save).toBeDisabled();
  },
  succeeded: async ({ reset }, s) => {
    await expect(reset.success).toHaveText(s.context.message!);
  },
};

test('the reset machine and these handlers match one to one', () => {
  expect(matchOneToOne(model as never, handlers, checks)).toEqual({ eventsWithoutHandler: [], handlersWithoutEvent: [], statesWithoutCheck: [], checksWithoutState: [] });
});

test.describe('reset: model paths in the browser', () => {
  const paths = browserPaths(model as never);
  test('the paths cover every state of the machine', () => {
    const reached = new Set(paths.flatMap((p) => replay(model as never, p).map((s) => stateKey(s))));
    expect([...reached].sort()).toEqual(Object.keys(checks).sort());
  });
  for (const [n, path] of paths.entries()) {
    test(`#${n + 1} ${titleOf(path, (e) => stepName(e as Event))}`, async ({ page }) => {
      await page.clock.install({ time: SENT_AT });
      const run: Run = { page, reset: new ResetPage(page), replies: await HeldReplies.on(page, '**/api/auth/password/reset') };
      const expected = replay(model as never, path) as Snap[];
      await run.reset.open(model.input.email, EXPIRES_AT);
      await checks[stateKey(expected[0])](run, expected[0]);
      for (const [i, event] of path.events.entries()) {
        await test.step(event.type, async () => {
          await handlers[event.type](run, event as Event);
          await checks[stateKey(expected[i + 1])](run, expected[i + 1]);
        });
      }
    });
  }
});
