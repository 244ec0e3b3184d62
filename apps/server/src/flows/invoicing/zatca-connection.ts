import type { ZatcaMessage } from '@store/shared/schemas/tax-documents';
import type { ZatcaEnvironmentName } from '@store/shared/schemas/zatca';
import {
  FATOORA_BASE_URLS,
  FatooraClient,
  type FatooraMessage,
  type ZatcaEnvironment,
} from '../../modules/zatca/index.ts';

/** Where the store's own stand-in of ZATCA's API answers, on its own host. */
export const STAND_IN_PREFIX = '/zatca-stand-in';

export interface ZatcaConnectionConfig {
  /** ZATCA_BASE_URL: one address for every environment (a fake in tests). */
  baseUrlOverride: string | undefined;
  /** This instance's own address, for the stand-in: http://127.0.0.1:PORT. */
  selfUrl: string;
  timeoutMs: number;
}

/** The Fatoora API of an environment the merchant picked. */
export function fatooraClientFor(
  environment: ZatcaEnvironmentName,
  config: ZatcaConnectionConfig,
): FatooraClient {
  const baseUrl =
    config.baseUrlOverride ??
    (environment === 'stand-in'
      ? `${config.selfUrl}${STAND_IN_PREFIX}`
      : FATOORA_BASE_URLS[environment === 'production' ? 'core' : environment]);
  return new FatooraClient({ baseUrl, timeoutMs: config.timeoutMs, language: 'en' });
}

/** The certificate template a CSR asks for: production's, simulation's or the sandbox's. */
export function csrEnvironmentOf(environment: ZatcaEnvironmentName): ZatcaEnvironment {
  if (environment === 'production') return 'production';
  if (environment === 'simulation') return 'simulation';
  return 'developer-portal';
}

/** ZATCA's messages as the store keeps them (codes and categories may be missing). */
export function keptMessages(messages: FatooraMessage[]): ZatcaMessage[] {
  return messages.map((message) => ({
    type: message.type,
    code: message.code ?? '',
    category: message.category ?? '',
    message: message.message,
    status: message.status,
  }));
}

/** Why the store could not report or onboard, as its message code says (`store.<key>`). */
export type StoreMessageKey = 'noCertificate' | 'credentialsRefused' | 'unreachable' | 'unexpected';

/**
 * One message of the store's own, when ZATCA could not be asked or answered no list: its code
 * names the reason for the admin's language, its text says it in English with the details.
 */
export function storeMessage(text: string, key: StoreMessageKey): ZatcaMessage {
  return { type: 'ERROR', code: `store.${key}`, category: 'store', message: text, status: 'ERROR' };
}
