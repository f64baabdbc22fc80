import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { notificationPermissionModel } from './notification-permission.model';
import { notificationPermissionMachine } from './notification-permission.machine';

describe('notification permission machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      ...notificationPermissionModel,
      states: {
        // Nothing is on screen, and nothing was asked without being remembered.
        idle: (s) => expect(s.context.onChats ? s.context.askedOnChats : true).toBe(true),
        asking: (s) => expect(s.context.onChats ? s.context.askedOnChats : s.context.askedThisSession).toBe(true),
        requesting: (s) => expect(s.context.onChats ? s.context.askedOnChats : s.context.askedThisSession).toBe(true),
        denied: (s) => expect(s.context.askedThisSession || s.context.askedOnChats).toBe(true),
      },
    });
  });

  it('asks once per session on the overview, and separately once on chats', () => {
    const saved: unknown[] = [];
    const actor = createActor(notificationPermissionMachine.provide({ actions: { saveFlags: (_, p) => saved.push(p) } }), { input: {} }).start();
    actor.send({ type: 'ROUTE_ENTERED', path: '/products', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'NOT_NOW_CLICKED' });
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_ENTERED', path: '/chats/messages/4', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'NOT_NOW_CLICKED' });
    actor.send({ type: 'ROUTE_ENTERED', path: '/chats', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(saved).toEqual([{ askedThisSession: true, askedOnChats: false }, { askedThisSession: true, askedOnChats: true }]);
  });

  it('explains a refusal once this session, also after chats asked, and remembers it for this session', () => {
    const saved: unknown[] = [];
    const actor = createActor(notificationPermissionMachine.provide({ actions: { saveFlags: (_, p) => saved.push(p) } }), { input: {} }).start();
    actor.send({ type: 'ROUTE_ENTERED', path: '/chats', signedIn: true, permission: 'default' });
    actor.send({ type: 'NOT_NOW_CLICKED' });
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'denied' });
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'PROMPT_CLOSED' });
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'denied' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(saved).toEqual([{ askedThisSession: false, askedOnChats: true }, { askedThisSession: true, askedOnChats: true }]);
  });

  it('sets the question aside when the seller leaves the page, and does not ask again this session', () => {
    const actor = createActor(notificationPermissionMachine, { input: {} }).start();
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'default' });
    actor.send({ type: 'ROUTE_LEFT' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_ENTERED', path: '/chats', signedIn: true, permission: 'denied' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('never asks a signed-out visitor and restores the flags of this session', () => {
    const actor = createActor(notificationPermissionMachine, { input: { askedThisSession: true } }).start();
    actor.send({ type: 'ROUTE_ENTERED', path: '/login', signedIn: false, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ROUTE_ENTERED', path: '/', signedIn: true, permission: 'default' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
