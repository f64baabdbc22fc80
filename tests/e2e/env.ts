import path from 'node:path';

/** The port and data folder of the server Playwright starts (one pair per engineer or CI run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
/** Where that server writes each e-mail (`DATA_DIR/outbox/`, .eml plus a .json summary). */
export const E2E_OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');
