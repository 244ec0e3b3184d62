import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  DEFAULT_RETURN_SETTINGS,
  returnSettingsSchema,
  type ReturnSettings,
  type ReturnSettingsInput,
} from '@store/shared/schemas/returns';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../monitoring/index.ts';
import { findSettingRow, putSettingRow } from '../settings/index.ts';

/** The settings row the return rules and the policy page's text are kept in. */
export const RETURN_SETTINGS_KEY = 'returns';

/** The return rules in force: as saved in the admin, else seven days and sealed bottles only. */
export async function readReturnSettings(db: Db, log?: FastifyBaseLogger): Promise<ReturnSettings> {
  const row = await findSettingRow(db, RETURN_SETTINGS_KEY);
  if (!row) return DEFAULT_RETURN_SETTINGS;
  const parsed = returnSettingsSchema.safeParse(row.value);
  if (!parsed.success) {
    log?.warn(
      { key: RETURN_SETTINGS_KEY, issues: parsed.error.issues.slice(0, 5) },
      'stored settings are invalid',
    );
    return DEFAULT_RETURN_SETTINGS;
  }
  return parsed.data;
}

function auditSummary(settings: ReturnSettings) {
  return {
    windowDays: settings.windowDays,
    openedBottles: settings.openedBottles,
    policyLength: { en: settings.policy.en.length, ar: settings.policy.ar.length },
  };
}

/** Saves the return rules and the policy's text, with the audit record, in one transaction. */
export async function saveReturnSettings(
  db: Db,
  request: FastifyRequest,
  input: ReturnSettingsInput,
): Promise<ReturnSettings> {
  const before = await readReturnSettings(db, request.log);
  const value: ReturnSettings = {
    windowDays: input.windowDays,
    openedBottles: input.openedBottles,
    policy: input.policy,
  };
  await db.transaction(async (tx) => {
    await putSettingRow(tx, RETURN_SETTINGS_KEY, value, request.auth?.user?.id ?? null);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: RETURN_SETTINGS_KEY,
      before: auditSummary(before),
      after: {
        ...auditSummary(value),
        policyChanged: before.policy.en !== value.policy.en || before.policy.ar !== value.policy.ar,
      },
      note: 'Return rules and policy',
    });
  });
  return value;
}
