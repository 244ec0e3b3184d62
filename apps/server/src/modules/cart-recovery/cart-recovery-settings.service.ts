import type { FastifyRequest } from 'fastify';
import {
  cartRecoverySettingsSchema,
  DEFAULT_CART_RECOVERY_SETTINGS,
  type CartRecoverySettings,
} from '@store/shared/schemas/cart-recovery';
import type { Db } from '../../db/client.ts';
import { auditedTransaction } from '../monitoring/index.ts';
import { putSettingRow, readValidSettingRow } from '../settings/index.ts';

const KEY = 'cart-recovery';

/** Whether carts are reminded, after how long, and by SMS too: as saved, else the defaults. */
export async function readCartRecoverySettings(db: Db): Promise<CartRecoverySettings> {
  const saved = await readValidSettingRow(db, KEY, cartRecoverySettingsSchema);
  return saved?.value ?? DEFAULT_CART_RECOVERY_SETTINGS;
}

export async function saveCartRecoverySettings(
  db: Db,
  request: FastifyRequest,
  input: CartRecoverySettings,
): Promise<CartRecoverySettings> {
  const before = await readCartRecoverySettings(db);
  return auditedTransaction(db, request, async (tx) => {
    await putSettingRow(tx, KEY, input, request.auth?.user?.id ?? null);
    return {
      result: input,
      audit: { action: 'updated', entity: 'settings', entityId: KEY, before, after: input },
    };
  });
}
