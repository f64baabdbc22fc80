import { createRoute } from '@hono/zod-openapi';
import { SettingsKeysQuery, SettingsKeysReply } from '../../src/api/schemas/promotions';
import type { SettingKey } from '../../src/domain/promotion-settings';
import { requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { readSettings } from '../services/promotions/settings';
import { bearer, errors, json } from './schemas';

// Part 2 §7 GET /settings/keys: the prices (fils) the service dialogs show, and the calendars' capacities.
const keysRoute = createRoute({
  tags: ['settings'], security: bearer, middleware: [requireUser] as const, operationId: 'getSettingsKeys', method: 'get', path: '/settings/keys',
  summary: 'Settings values by key (§3 Settings keys: prices in fils, capacities per day); every key when none is asked',
  request: { query: SettingsKeysQuery },
  responses: { 200: json(SettingsKeysReply, 'Key → value'), 401: errors[401], 422: errors[422] },
});

export const settingsRoutes = newRouter().openapi(keysRoute, async (c) => {
  const asked = c.req.valid('query').keys?.split(',') as SettingKey[] | undefined;
  const values = await readSettings(c.get('deps').db, asked);
  const reply = asked ? Object.fromEntries(asked.map((k) => [k, values[k]])) : values;
  return c.json(reply, 200);
});
