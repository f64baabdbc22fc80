// The spec's constants, written once (part 1 §9, part 2 §9). Times are milliseconds unless named.
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 180_000;
export const RESET_CODE_TTL_MS = 300_000;
export const RESET_CODE_LENGTH = 6;
export const SEARCH_DEBOUNCE_MS = 300;
export const SNACKBAR_MS = 3_000;
export const SNACKBAR_INTERCEPTOR_MS = 5_000;
export const SNACKBAR_CHAT_PAYMENT_MS = 6_000;
export const BELL_ANIMATION_MS = 800;
export const DRAWER_WIDTH_PX = 190;
export const TABLE_PAGE_SIZE = 20;
export const TABLE_PAGE_SIZES = [20, 30, 50] as const;
export type PageSize = (typeof TABLE_PAGE_SIZES)[number];
export const INFINITE_SCROLL_DISTANCE_PX = 200;
export const OPTION_PAGE_SIZE = 15;
export const OPTION_SEARCH_DELAY_MS = 500;
export const AUTOCOMPLETE_PAGE_SIZE = 20;
export const PHONE_DIGITS = 8;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MAX = 50;
export const JOIN_REPLY_HOURS = 24;
export const JOIN_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Join Us is public: applications accepted per address an hour. */
export const JOIN_REQUESTS_PER_ADDRESS = 5;
export const JOIN_REQUESTS_WINDOW_MS = 60 * 60_000;
/**
 * Server-side login throttle. Refusals are per (account, address) pair (the client's 5 → 180 s) and
 * per address (30 failures against any accounts); failures against one account from everywhere only
 * slow its sign-ins down (from the 10th: 0.5 s, doubling per failure, at most 8 s), never lock it.
 */
export const SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
export const SERVER_LOGIN_WINDOW_MS = 15 * 60_000;
export const SERVER_LOGIN_SLOW_AFTER_FAILURES = 10;
export const SERVER_LOGIN_SLOWDOWN_BASE_MS = 500;
export const SERVER_LOGIN_SLOWDOWN_MAX_MS = 8_000;
/** Add-product wizard (part 1 §9): 7 steps, at least 3 barter attributes, at most 10 photos (PNG/JPEG). */
export const WIZARD_STEPS = 7;
export const BARTER_MIN_ATTRIBUTES = 3;
export const PRODUCT_IMAGES_MAX = 10;
/** Per photo; a phone camera's JPEG is 2–6 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Per photo, read from its header before decoding: a small file can declare a huge canvas. */
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
/** No push channel yet: the bell asks for new notifications this often. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Part 2 §4 and §9: a membership is expiring soon within 3 days of its end (259200000 ms). */
export const MEMBERSHIP_EXPIRING_SOON_MS = 259_200_000;

/** The event stream's reconnect waits: 1 s, doubling, at most 30 s (reset once a stream opens). */
export const EVENT_RETRY_FIRST_MS = 1000;
export const EVENT_RETRY_MAX_MS = 30_000;
/** While the event stream is not open the bell polls at the spec's re-poll rate (§9: 10 s). */
export const NOTIFICATIONS_FALLBACK_POLL_MS = 10_000;
/** Part 1 §9: a conversation is re-polled every 10 s (the catch-up beside the pushed events). */
export const CHAT_POLL_MS = 10_000;
/** "typing…" goes this long after the other side's last TYPING event (or at once when their message comes). */
export const TYPING_SHOWN_MS = 4_000;
/** While the box changes, at most one typing call this often. */
export const TYPING_THROTTLE_MS = 2_500;
/** A voice message under a second is discarded by the box and refused by the server. */
export const VOICE_MIN_MS = 1_000;
/** The longest voice message; the box stops recording and sends at this length. */
export const VOICE_MAX_MS = 5 * 60_000;
/** The rate the browser encodes voice at (16-bit PCM mono WAV): 32 KB a second, 9.6 MB for the longest. */
export const VOICE_SAMPLE_RATE = 16_000;
/** A voice upload's bound (the longest at up to 16 kHz with its header, or a shorter one at a higher rate). */
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos in one chat message, and each one's bound (as for a product's). */
export const CHAT_IMAGES_MAX = 4;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The overview (part 1 §9): the last-added table shows 8 rows a page; the requests card keeps the
 * newest 6 and shows 5; the chats card shows 4 contacts, 3 on screens narrower than 1400 px.
 */
export const OVERVIEW_TABLE_ROWS = 8;
export const OVERVIEW_REQUESTS_FETCHED = 6;
export const OVERVIEW_REQUESTS_SHOWN = 5;
/** The fourth contact hides below 1400 px by CSS (ChatsCard's `max-[1399px]` rule). */
export const OVERVIEW_CHATS = 4;
/** Page sizes the overview's calls may ask of the products and requests lists (6 requests fetched, 7–8 products), beside the tables' own. */
export const OVERVIEW_PAGE_SIZES = [OVERVIEW_REQUESTS_FETCHED, 7, OVERVIEW_TABLE_ROWS] as const;
