import { inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type PromotionSettings, type SettingKey } from '../../../src/domain/promotion-settings';
import type { Db } from '../../db';
import { settings } from '../../db/schema';

/** Every setting: the table's value, or the default for a key it lacks. */
export async function readSettings(db: Db, keys: readonly SettingKey[] = Object.keys(DEFAULT_SETTINGS) as SettingKey[]): Promise<PromotionSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...keys]));
  const values = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (row.key in values) values[row.key as SettingKey] = row.value;
  return values;
}
