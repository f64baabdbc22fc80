// The timings of the chat and picker flows, written here as literals on purpose (as in spec-numbers.test.ts):
// the machines read them from src/domain/limits.ts, so a test importing those constants would pass whatever they
// held, and a mutant that doubles or halves one of these delays (`npm run mutate`) must fail here.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { chatContactsMachine } from './chat-contacts/chat-contacts.machine';
import { composerMachine } from './composer/composer.machine';
import { conversationMachine } from './conversation/conversation.machine';
import { productPickerMachine } from './product-picker/product-picker.machine';

const delay = (machine: AnyStateMachine, name: string) => machine.implementations.delays[name];

describe('timings', () => {
  it('the spec (part 1 §9): chats are polled every 10 s, the conversation and the contacts alike', () => {
    expect(delay(conversationMachine, 'poll')).toBe(10_000);
    expect(delay(chatContactsMachine, 'poll')).toBe(10_000);
  });
  it('the spec (part 1 §9): a search waits 300 ms after typing, the product picker’s too', () => {
    expect(delay(productPickerMachine, 'searchDebounce')).toBe(300);
  });
  it('the design: "typing…" shows 4 s after the last typing signal, which goes out at most every 2.5 s', () => {
    expect(delay(conversationMachine, 'typingShown')).toBe(4_000);
    expect(delay(conversationMachine, 'typingThrottle')).toBe(2_500);
  });
  it('the design: a voice message records for at most 5 minutes', () => {
    expect(delay(composerMachine, 'voiceMax')).toBe(300_000);
  });
});
