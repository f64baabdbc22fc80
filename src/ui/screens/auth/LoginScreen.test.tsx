// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { AuthRecord } from '../../../api/schemas/auth';
import { createBundledI18n } from '../../../i18n-bundled';
import { httpError } from '../../../machines/session/session.fixtures';
import { sessionMachine, type SessionInput } from '../../../machines/session/session.machine';
import { NO_LOCK } from '../../../machines/session/session.storage';
import { AppContext } from '../../app-context';
import { LoginScreen } from './LoginScreen';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as never;
});
afterEach(() => {
  cleanup();
  window.history.replaceState({}, '', '/');
});

/** A stand-in for the lead's app machine: just the session child and the locale. */
function renderLogin(input: SessionInput, logIn: () => Promise<AuthRecord> = () => Promise.reject(httpError(401, { message: 'The username or password is incorrect.' }))) {
  const session = sessionMachine.provide({
    actors: { logIn: fromPromise(logIn) },
    actions: { storeAuthRecord: () => {}, forgetAuthRecord: () => {}, storeLock: () => {} },
  });
  const app = setup({ actors: { session } }).createMachine({
    context: ({ spawn }) => ({ session: spawn('session', { id: 'session', input }), locale: 'en' }),
    on: { LOCALE_CHANGED: { actions: assign({ locale: ({ event }) => (event as unknown as { locale: string }).locale }) } },
  });
  const actor = createActor(app).start();
  render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <AppContext.Provider value={actor as never}>
        <LoginScreen />
      </AppContext.Provider>
    </I18nextProvider>,
  );
  return actor;
}

describe('LoginScreen', () => {
  it('shows the lock countdown and disables the form while locked', () => {
    const now = Date.now();
    renderLogin({ auth: null, lock: { failures: 5, lockedUntil: now + 65_000 }, now });
    expect(screen.getByText(/Too many attempts\. Try again in 1:0[45]/)).toBeTruthy();
    // Disabled through its fieldset, as the browser sees it.
    expect(screen.getByLabelText(/User name or e-mail/).matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for both fields without calling the server', async () => {
    let calls = 0;
    renderLogin({ auth: null, lock: NO_LOCK, now: Date.now() }, () => { calls++; return Promise.reject(httpError(401)); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
    expect(screen.getByText('Please fill in required fields')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('shows the wrong-credentials message and the attempts left', async () => {
    renderLogin({ auth: null, lock: { failures: 1, lockedUntil: null }, now: Date.now() });
    fireEvent.change(screen.getByLabelText(/User name or e-mail/), { target: { value: 'fatma' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
    expect(await screen.findByText('The username or password is incorrect.')).toBeTruthy();
    expect(screen.getByText('Attempts left before a 3-minute lock: 3')).toBeTruthy();
  });

  it('shows the session-expired banner from the address', () => {
    window.history.replaceState({}, '', '/login?session_expired=true');
    renderLogin({ auth: null, lock: NO_LOCK, now: Date.now() });
    expect(screen.getByText('Session expired - please login again')).toBeTruthy();
  });
});
