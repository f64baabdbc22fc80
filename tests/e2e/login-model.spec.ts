// Sign-in with its lockout, the session machine's shortest paths
// (src/machines/session/session.model.ts) in Chromium through the login page object, in the Abacus
// style: one handler per event type, one check per state, each checked against the model's snapshot
// after every step. The walk starts where the login screen starts: an empty form, and a lock in
// progress (a reload during a lock). The server's answers to sign-in and sign-out are the model's
// actor events, held until the path says how it answers; a successful sign-in answers with a real
// session (the model's token is made up) so the signed-in app can go on calling the server.
import type { SnapshotFrom } from 'xstate';
import auth from '../../src/locales/en/auth.json' with { type: 'json' };
import { NOTIFICATIONS_POLL_MS } from '../../src/domain/limits';
import { replay, stateKey } from '../../src/machines/test/model';
import { inputs, model, START_TIME } from '../../src/machines/session/session.model';
import type { sessionMachine, SessionInput } from '../../src/machines/session/session.machine';
import { expect, test, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { HeldReplies } from './support/held-replies';
import { messageText } from './support/message-text';
import { browserPaths, matchOneToOne, titleOf } from './support/model-paths';

type Snap = SnapshotFrom<typeof sessionMachine>;
type Run = { page: Page; login: LoginPage; signIns: HeldReplies; signOuts: HeldReplies; record: unknown };
type Event = { type: string; login?: string; password?: string; output?: unknown; error?: unknown };

/** The starts of the login screen: an empty form, and a lock in progress. (A stored session starts in `restoring`, not here.) */
const starts = inputs.filter((input): input is NonNullable<SessionInput> => input?.auth === null);
/** A new picture or a saved name reaches the session from the account screen, not from this one (account-profile.spec sees them in the top bar). */
const FROM_THE_ACCOUNT_SCREEN = ['PROFILE_PICTURE_CHANGED', 'ACCOUNT_UPDATED'];
const loginScreenEvents = (s: Snap) => model.events(s).filter((e) => !FROM_THE_ACCOUNT_SCREEN.includes(e.type));
const spec = { ...model, events: loginScreenEvents, input: starts[0], inputs: starts };

/** One handler per event type; a handler may look at the state the model was in before it. */
const handlers: Record<string, (run: Run, event: Event, before: Snap) => Promise<void>> = {
  LOGIN_SUBMITTED: async ({ login }, e) => {
    await login.login.fill(e.login!);
    await login.password.fill(e.password!);
    await login.submit.click();
  },
  'xstate.done.actor.logIn': ({ signIns, record }, e) => signIns.answer({ ...e, output: record }),
  'xstate.error.actor.logIn': ({ signIns }, e) => signIns.answer(e),
  // The countdown's ticker: move the page's clock as far as the model's clock moves (its own epoch differs).
  TICKED: async ({ page }, e, before) => {
    const tickAt = (e as Event & { now: number }).now;
    await page.clock.runFor(Math.max(0, before.context.lockRemainingMs - (before.context.lockedUntil! - tickAt)));
  },
  // The lock's own timer, on the page's clock.
  'xstate.after.LOCK_EXPIRED.session.signedOut.locked': async ({ page }, _e, before) => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(Math.max(0, before.context.lockedUntil! - now) + 1_000);
  },
  LOGOUT_REQUESTED: async ({ page }) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  },
  LOGOUT_CANCELLED: ({ page }) => page.getByRole('dialog').getByRole('button', { name: 'No' }).click(),
  LOGOUT_CONFIRMED: ({ page }) => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click(),
  'xstate.done.actor.logOut': ({ signOuts }, e) => signOuts.answer(e),
  'xstate.error.actor.logOut': ({ signOuts }, e) => signOuts.answer(e),
  // A 401 from the server: the sign-out call itself while leaving, else the bell's next poll.
  SESSION_EXPIRED: async ({ page, signOuts }, _e, before) => {
    if (before.matches({ signedIn: 'loggingOut' })) return signOuts.answer({ type: 'xstate.error.actor.logOut', error: { response: { status: 401 }, data: { message: 'Unauthenticated.' } } });
    let refused = false;
    await page.route(/\/api\/users\/notifications\?/, (route) => {
      refused = true;
      return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
    });
    // The bell (loaded with the shell) may start its poller a moment after the shell shows: move the clock until it asks.
    await expect.poll(async () => {
      if (!refused) await page.clock.runFor(NOTIFICATIONS_POLL_MS);
      return refused;
    }).toBe(true);
  },
};

/** A step in words, for the test titles. */
function stepName(e: Event): string {
  const status = (e.error as { response?: { status: number } } | undefined)?.response?.status;
  switch (e.type) {
    case 'LOGIN_SUBMITTED': return e.login!.trim() ? `sign in as "${e.login}"` : 'sign in with empty fields';
    case 'xstate.done.actor.logIn': return 'server signs in';
    case 'xstate.error.actor.logIn': return status ? `server answers ${status}` : 'no reply';
    case 'LOGOUT_REQUESTED': return 'Logout';
    case 'LOGOUT_CANCELLED': return 'No';
    case 'LOGOUT_CONFIRMED': return 'Yes';
    case 'xstate.done.actor.logOut': return 'server signs out';
    case 'xstate.error.actor.logOut': return `sign-out answers ${status}`;
    case 'SESSION_EXPIRED': return 'session expires (401)';
    case 'TICKED': return 'a minute left on the lock';
    default: return 'the lock runs out';
  }
}

const onLogin = async ({ page }: Run) => expect(page).toHaveURL(/\/login(\?|$)/);

/** One check per state of the machine, against the model's snapshot. */
const checks: Record<string, (run: Run, s: Snap) => Promise<void>> = {
  'signedOut.editing': async (run, s) => {
    await onLogin(run);
    await expect(run.login.submit).toBeEnabled();
    if (s.context.error) await expect(run.page.getByRole('alert').first()).toContainText(messageText(s.context.error));
    await expect(run.page.getByText(auth['session-expired'])).toHaveCount(s.context.sessionExpired ? 1 : 0);
  },
  'signedOut.submitting': async (run) => {
    await onLogin(run);
    await expect(run.page.getByRole('button', { name: auth['signing-in'] })).toBeVisible();
  },
  'signedOut.locked': async (run) => {
    await onLogin(run);
    await expect(run.page.getByText(/Too many attempts\. Try again in \d:\d\d/)).toBeVisible();
    await expect(run.login.submit).toBeDisabled();
  },
  'signedIn.active': async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  'signedIn.confirmingLogout': async ({ page }) => {
    await expect(page.getByRole('dialog')).toContainText('are you sure you want to log out of your account');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Yes' })).toBeEnabled();
  },
  'signedIn.loggingOut': async ({ page }) => {
    await expect(page.getByRole('dialog').getByRole('button', { name: 'No' })).toBeDisabled();
  },
};

test('the session machine, from the login screen, and these handlers match one to one', () => {
  const { eventsWithoutHandler, handlersWithoutEvent, checksWithoutState } = matchOneToOne(spec as never, handlers, checks);
  expect({ eventsWithoutHandler, handlersWithoutEvent, checksWithoutState }).toEqual({ eventsWithoutHandler: [], handlersWithoutEvent: [], checksWithoutState: [] });
});

test.describe('login with lockout: model paths in the browser', () => {
  const paths = browserPaths(spec as never);
  test('the paths reach every state the login screen can reach', () => {
    const reached = new Set(paths.flatMap((p) => replay(spec as never, p).map((s) => stateKey(s))));
    expect([...reached].sort()).toEqual(Object.keys(checks).sort());
  });
  for (const [n, path] of paths.entries()) {
    const start = path.input as NonNullable<SessionInput>;
    const locked = start.lock.lockedUntil !== null;
    test(`#${n + 1} ${locked ? 'locked: ' : ''}${titleOf(path, (e) => stepName(e as Event))}`, async ({ page, request }) => {
      const signIn = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
      expect(signIn.ok()).toBe(true);
      await page.clock.install({ time: START_TIME });
      if (locked) await page.addInitScript((lock) => localStorage.setItem('souqdesk.loginLock', JSON.stringify(lock)), start.lock);
      const run: Run = {
        page, login: new LoginPage(page), record: await signIn.json(),
        signIns: await HeldReplies.on(page, '**/api/auth/login'), signOuts: await HeldReplies.on(page, '**/api/auth/logout'),
      };
      const expected = replay(spec as never, path) as Snap[];
      await page.goto('/login');
      await checks[stateKey(expected[0])](run, expected[0]);
      for (const [i, event] of path.events.entries()) {
        await test.step(event.type, async () => {
          await handlers[event.type](run, event as Event, expected[i]);
          await checks[stateKey(expected[i + 1])](run, expected[i + 1]);
        });
      }
    });
  }
});
