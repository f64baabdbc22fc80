// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
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
});
