import { ERROR_CODES, type ErrorCode } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import {
  CARRIER_ERROR_TEXTS,
  TRACKING_NUMBER_PROBLEM_TEXTS,
  type TrackingNumberProblem,
} from '@store/shared/schemas/carriers';
import {
  SHIPMENT_REFUSALS,
  wordRefusal,
  type ShipmentRefusalKey,
} from '@store/shared/schemas/shipments';
import { carrierAppError, CarrierError } from '../../modules/carriers/index.ts';
import { AppError, FieldError } from '../../plugins/app-error.ts';

const STATUS_OF: Record<ShipmentRefusalKey, [number, ErrorCode]> = {
  orderNotShippable: [409, ERROR_CODES.CONFLICT],
  paymentPending: [409, ERROR_CODES.CONFLICT],
  nothingLeft: [409, ERROR_CODES.CONFLICT],
  emptyParcel: [400, ERROR_CODES.VALIDATION_FAILED],
  unknownLine: [400, ERROR_CODES.VALIDATION_FAILED],
  tooMany: [409, ERROR_CODES.CONFLICT],
  changedMeanwhile: [409, ERROR_CODES.CONFLICT],
  notManual: [409, ERROR_CODES.CONFLICT],
  stepNotAllowed: [409, ERROR_CODES.CONFLICT],
  transitionRefused: [409, ERROR_CODES.CONFLICT],
  alreadyInStatus: [409, ERROR_CODES.CONFLICT],
  orderNotFound: [404, ERROR_CODES.NOT_FOUND],
};

/**
 * A refusal of the fulfilment flow: the message in the admin's language (the request's
 * Accept-Language, as the admin page sends it), the key and values in `reason` for a page that
 * words it itself.
 */
export function fulfilmentRefusal(
  key: ShipmentRefusalKey,
  language: Language,
  params: Record<string, string | number> = {},
): AppError {
  const [status, code] = STATUS_OF[key];
  return new AppError(status, code, wordRefusal(SHIPMENT_REFUSALS[key], language, params), {
    key: `fulfilment.${key}`,
    params,
  });
}

/** A field refused with a message already in the admin's language (the envelope's `errors`). */
class WordedFieldError extends FieldError {
  constructor(field: string, detail: string) {
    super(field, detail);
    this.message = detail;
  }
}

export function trackingNumberRefusal(
  problem: TrackingNumberProblem,
  language: Language,
): FieldError {
  return new WordedFieldError('trackingNumber', TRACKING_NUMBER_PROBLEM_TEXTS[problem][language]);
}

/**
 * The provider's refusal or silence as the API's error (carrierAppError: the key and the
 * provider's own words in `reason`), its message in the admin's language with those words.
 */
export function carrierRefusal(error: unknown, language: Language): unknown {
  const translated = carrierAppError(error);
  if (!(error instanceof CarrierError) || !(translated instanceof AppError)) return translated;
  const text = CARRIER_ERROR_TEXTS[error.key][language];
  const message = error.providerMessage ? `${text}: ${error.providerMessage}` : text;
  return new AppError(translated.statusCode, translated.code, message, translated.reason);
}

/** The words of an AppError for a bulk outcome: its message and reason as they are. */
export function outcomeOf(error: unknown): {
  message: string;
  reason: { key: string; params: Record<string, string | number> } | null;
} | null {
  if (error instanceof AppError) {
    return { message: error.message, reason: error.reason ?? null };
  }
  return null;
}
