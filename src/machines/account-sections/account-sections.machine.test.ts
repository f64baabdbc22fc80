import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assertModel } from '../test/model';
import { accountSectionsMachine, sectionFor } from './account-sections.machine';
import { accountSectionsModel } from './account-sections.model';

const shows = (section: string) => (s: { context: { section: string } }) => expect(s.context.section).toBe(section);

describe('account sections machine (model-based)', () => {
  it('visits every section and lands each choice where the role allows', () => {
    assertModel({
      ...accountSectionsModel,
      states: {
        choosingSection: () => { throw new Error('a transient state must never rest'); },
        account: (s) => {
          shows('account')(s);
          expect(s.context.role).toBe('employee');
        },
        company: (s) => {
          shows('company')(s);
          expect(s.context.role).not.toBe('employee');
        },
        privacy: shows('privacy'),
        ads: shows('ads'),
        services: shows('services'),
        requests: shows('requests'),
      },
    });
  });

  it('opens company as account for an employee, and account as company for the others', () => {
    expect(sectionFor('employee', 'company')).toBe('account');
    expect(sectionFor('company', 'account')).toBe('company');
    expect(sectionFor('employee', null)).toBe('account');
    expect(sectionFor('company', 'services')).toBe('services');
    const actor = createActor(accountSectionsMachine, { input: { role: 'employee', requested: 'company' } }).start();
    expect(actor.getSnapshot().value).toBe('account');
    actor.send({ type: 'SECTION_CHOSEN', section: 'privacy' });
    actor.send({ type: 'SECTION_CHOSEN', section: 'company' });
    expect(actor.getSnapshot().value).toBe('account');
    actor.send({ type: 'SECTION_CHOSEN', section: 'elsewhere' });
    expect(actor.getSnapshot().value).toBe('account');
  });
});
