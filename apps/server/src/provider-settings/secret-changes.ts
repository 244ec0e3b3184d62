import type { Db } from '../db/client.ts';
import {
  deleteSecret,
  putSecret,
  type SecretBox,
  type SecretInForce,
  type SecretName,
} from '../modules/settings/index.ts';

/**
 * What the payment providers' and the carriers' settings saves share: each secret a save form
 * sends (an API key, a webhook secret) is replaced, cleared back to the environment's, or kept.
 */
export type SecretChange = 'replaced' | 'cleared' | 'kept';

export interface SecretAfterSave {
  change: SecretChange;
  /** The value in force after the save. */
  value: string | null;
}

/** What a save does to one secret, and the value in force after it. */
export function secretAfterSave(
  given: string | undefined,
  clear: boolean,
  current: SecretInForce,
): SecretAfterSave {
  if (given) return { change: 'replaced', value: given };
  if (clear) return { change: 'cleared', value: current.environment };
  return { change: 'kept', value: current.value };
}

/** Stores each replaced secret (encrypted) and deletes each cleared one, in the save's transaction. */
export async function writeSecretChanges(
  tx: Db,
  box: SecretBox,
  secrets: readonly (readonly [SecretName, SecretAfterSave])[],
): Promise<void> {
  for (const [name, secret] of secrets) {
    if (secret.change === 'replaced' && secret.value) await putSecret(tx, box, name, secret.value);
    if (secret.change === 'cleared') await deleteSecret(tx, name);
  }
}
