// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { assertModel } from '../test/model';
import { appMachine } from './app.machine';
import { appModel } from './app.model';

describe('app machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      ...appModel,
      states: {
        'running.signedOut': (s) => expect(s.children.eventStream).toBeUndefined(),
        'running.signedIn': (s) => expect(s.children.eventStream).toBeDefined(),
      },
    });
  });

  it('applies a locale change and routes notices and expiry to its children', () => {
    const applied: string[] = [];
    localStorage.clear();
    const app = createActor(appMachine.provide({ actions: { applyLocale: (_, p) => applied.push(p.locale) } }), { input: { locale: 'en' } }).start();
    app.send({ type: 'LOCALE_CHANGED', locale: 'ar' });
    expect(app.getSnapshot().context.locale).toBe('ar');
    expect(applied).toEqual(['ar']);
    app.send({ type: 'NOTICE_POSTED', notice: { key: 'errors.server', severity: 'error' } });
    expect(app.getSnapshot().context.snackbar.getSnapshot().context.current?.key).toBe('errors.server');
    app.stop();
  });

  /** The app with a session that starts signed in and an event stream that counts its language changes. */
  function signedInApp() {
    const applied: string[] = [];
    const expiries: string[] = [];
    const reopened: string[] = [];
    const session = createMachine({
      id: 'session', initial: 'signedIn',
      states: { signedIn: { on: { SESSION_EXPIRED: { target: 'signedOut', actions: () => expiries.push('expired') } } }, signedOut: {} },
    });
    const eventStream = createMachine({ id: 'eventStream', on: { LANGUAGE_CHANGED: { actions: () => reopened.push('reopened') } } });
    const app = createActor(appMachine.provide({
      actors: { session: session as never, eventStream: eventStream as never },
      actions: { applyLocale: (_, p) => applied.push(p.locale) },
    }), { input: { locale: 'en' } }).start();
    return { app, applied, expiries, reopened };
  }

  it('signed in, a language change is kept and applied, and the event stream reopens in it', () => {
    const { app, applied, reopened } = signedInApp();
    expect(app.getSnapshot().matches({ running: 'signedIn' })).toBe(true);
    app.send({ type: 'LOCALE_CHANGED', locale: 'ar' });
    expect(app.getSnapshot().context.locale).toBe('ar');
    expect(applied).toEqual(['ar']);
    expect(reopened).toEqual(['reopened']);
    app.stop();
  });

  it('an expired session is told to the session, which signs out; the app then closes the event stream', () => {
    const { app, expiries } = signedInApp();
    app.send({ type: 'SESSION_EXPIRED' });
    expect(expiries).toEqual(['expired']);
    expect(app.getSnapshot().matches({ running: 'signedOut' })).toBe(true);
    expect(app.getSnapshot().children.eventStream).toBeUndefined();
    app.stop();
  });
});
