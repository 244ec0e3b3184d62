/** Stable error codes of the API envelope; clients branch on these, never on message text. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  // Checkout and payment (the client shows the message; it appends the code unless CAPTURE_FAILED).
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PRODUCT_UNAVAILABLE: 'PRODUCT_UNAVAILABLE',
  PRICE_MISMATCH: 'PRICE_MISMATCH',
  /** A discount code that does not apply; `reason.key` says why (DISCOUNT_REFUSALS). */
  DISCOUNT_NOT_APPLICABLE: 'DISCOUNT_NOT_APPLICABLE',
  PAYMENT_CREATE_FAILED: 'PAYMENT_CREATE_FAILED',
  CAPTURE_FAILED: 'CAPTURE_FAILED',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  PAYMENT_NOT_APPROVED: 'PAYMENT_NOT_APPROVED',
  PAYMENT_EXPIRED: 'PAYMENT_EXPIRED',
  PAYMENT_CANCELLED: 'PAYMENT_CANCELLED',
  PAYMENT_METHOD_UNAVAILABLE: 'PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  // ZATCA e-invoicing: onboarding stopped at a step (the status names it, with ZATCA's words).
  ZATCA_ONBOARDING_FAILED: 'ZATCA_ONBOARDING_FAILED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  WEBHOOK_UNVERIFIED: 'WEBHOOK_UNVERIFIED',
  // Shipping provider: it did not answer, or it refused (the reason names why, with its words).
  CARRIER_UNAVAILABLE: 'CARRIER_UNAVAILABLE',
  CARRIER_REFUSED: 'CARRIER_REFUSED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  /** For validation failures: which field, and what is wrong with it. */
  errors?: { field: string; message: string }[];
  /**
   * Why, as a key and values, where a screen words the refusal in its own language (the message
   * is the same in English). Amounts are halalas.
   */
  reason?: ErrorReason;
}

export interface ErrorReason {
  key: string;
  params: Record<string, string | number>;
}
