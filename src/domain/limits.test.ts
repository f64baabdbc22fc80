// The spec's constants (part 1 §9, part 2 §9) as literals: a change to limits.ts is a change to the
// spec and has to be made here too. How the machines and the server use them is tested where they do.
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('the spec’s constants', () => {
  it('holds the numbers of part 1 §9', () => {
    expect({
      LOGIN_MAX_FAILURES: limits.LOGIN_MAX_FAILURES, LOGIN_LOCK_MS: limits.LOGIN_LOCK_MS, RESET_CODE_TTL_MS: limits.RESET_CODE_TTL_MS,
      SEARCH_DEBOUNCE_MS: limits.SEARCH_DEBOUNCE_MS, SNACKBAR_MS: limits.SNACKBAR_MS, SNACKBAR_INTERCEPTOR_MS: limits.SNACKBAR_INTERCEPTOR_MS,
      SNACKBAR_CHAT_PAYMENT_MS: limits.SNACKBAR_CHAT_PAYMENT_MS, BELL_ANIMATION_MS: limits.BELL_ANIMATION_MS, DRAWER_WIDTH_PX: limits.DRAWER_WIDTH_PX,
      TABLE_PAGE_SIZE: limits.TABLE_PAGE_SIZE, TABLE_PAGE_SIZES: [...limits.TABLE_PAGE_SIZES], INFINITE_SCROLL_DISTANCE_PX: limits.INFINITE_SCROLL_DISTANCE_PX,
      OPTION_PAGE_SIZE: limits.OPTION_PAGE_SIZE, OPTION_SEARCH_DELAY_MS: limits.OPTION_SEARCH_DELAY_MS, AUTOCOMPLETE_PAGE_SIZE: limits.AUTOCOMPLETE_PAGE_SIZE,
      PHONE_DIGITS: limits.PHONE_DIGITS, USERNAME_MIN: limits.USERNAME_MIN, USERNAME_MAX: limits.USERNAME_MAX, PASSWORD_MAX: limits.PASSWORD_MAX,
      WIZARD_STEPS: limits.WIZARD_STEPS, BARTER_MIN_ATTRIBUTES: limits.BARTER_MIN_ATTRIBUTES, PRODUCT_IMAGES_MAX: limits.PRODUCT_IMAGES_MAX,
      PRODUCT_IMAGE_TYPES: [...limits.PRODUCT_IMAGE_TYPES],
    }).toEqual({
      LOGIN_MAX_FAILURES: 5, LOGIN_LOCK_MS: 180_000, RESET_CODE_TTL_MS: 300_000,
      SEARCH_DEBOUNCE_MS: 300, SNACKBAR_MS: 3_000, SNACKBAR_INTERCEPTOR_MS: 5_000,
      SNACKBAR_CHAT_PAYMENT_MS: 6_000, BELL_ANIMATION_MS: 800, DRAWER_WIDTH_PX: 190,
      TABLE_PAGE_SIZE: 20, TABLE_PAGE_SIZES: [20, 30, 50], INFINITE_SCROLL_DISTANCE_PX: 200,
      OPTION_PAGE_SIZE: 15, OPTION_SEARCH_DELAY_MS: 500, AUTOCOMPLETE_PAGE_SIZE: 20,
      PHONE_DIGITS: 8, USERNAME_MIN: 3, USERNAME_MAX: 20, PASSWORD_MAX: 50,
      WIZARD_STEPS: 7, BARTER_MIN_ATTRIBUTES: 3, PRODUCT_IMAGES_MAX: 10,
      PRODUCT_IMAGE_TYPES: ['image/png', 'image/jpeg', 'image/jpg'],
    });
  });

  it('holds the project’s own choices the spec leaves open', () => {
    // No push channel for the bell yet: it asks every minute.
    expect(limits.NOTIFICATIONS_POLL_MS).toBe(60_000);
    expect(limits.RESET_CODE_LENGTH).toBe(6);
  });
});
