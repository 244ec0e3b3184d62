import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  captureFailureMessage,
  confirmFailureMessage,
  confirmMayChange,
  orderFailureMessage,
} from './payment-messages.ts';

const texts = {
  createFailed: 'فشل في إنشاء الطلب',
  captureFailed: 'فشل في تأكيد الدفع',
  processingError: 'حدث خطأ أثناء معالجة الدفع، يرجى المحاولة مرة أخرى',
};

const answered = (code: ApiError['code'], message: string, status = 409) =>
  new ApiError(message, { status, code });

describe('payment failure messages (spec section 8)', () => {
  it('shows the server message of a refused capture with its code appended', () => {
    const declined = answered('PAYMENT_DECLINED', 'The payment was declined.', 402);
    expect(captureFailureMessage(declined, texts)).toBe(
      'The payment was declined. (PAYMENT_DECLINED)',
    );
    expect(captureFailureMessage(answered('PAYMENT_EXPIRED', 'Ended.'), texts)).toBe(
      'Ended. (PAYMENT_EXPIRED)',
    );
  });

  it('appends no code for CAPTURE_FAILED', () => {
    const failed = answered('CAPTURE_FAILED', 'Failed to confirm the payment', 502);
    expect(captureFailureMessage(failed, texts)).toBe('Failed to confirm the payment');
  });

  it('falls back to "failed to confirm payment" without a message from the server', () => {
    expect(captureFailureMessage(null, texts)).toBe(texts.captureFailed);
    expect(captureFailureMessage(answered('UNKNOWN', 'Bad Gateway', 502), texts)).toBe(
      texts.captureFailed,
    );
    expect(captureFailureMessage(answered('PAYMENT_DECLINED', ''), texts)).toBe(
      `${texts.captureFailed} (PAYMENT_DECLINED)`,
    );
  });

  it('uses the generic processing error when the server cannot be reached', () => {
    const offline = new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
    const slow = new ApiError('Network error', { status: 0, code: 'TIMEOUT' });
    expect(captureFailureMessage(offline, texts)).toBe(texts.processingError);
    expect(orderFailureMessage(slow, texts)).toBe(texts.processingError);
  });

  it('shows why an order could not be placed, else "failed to create order"', () => {
    const outOfStock = answered('OUT_OF_STOCK', 'عذرًا، «عود الصحراء» غير متوفر حاليًا في المخزون.');
    expect(orderFailureMessage(outOfStock, texts)).toBe(outOfStock.message);
    expect(orderFailureMessage(answered('UNKNOWN', 'Bad Gateway', 502), texts)).toBe(
      texts.createFailed,
    );
    expect(orderFailureMessage(new Error('boom'), texts)).toBe(texts.createFailed);
  });

  it("shows why a payment on the provider's page was not taken as the server says it, no code", () => {
    const declined = answered('PAYMENT_DECLINED', 'تم رفض الدفع، ولم يُخصم أي مبلغ.', 402);
    expect(confirmFailureMessage(declined, texts)).toBe('تم رفض الدفع، ولم يُخصم أي مبلغ.');
    expect(confirmFailureMessage(answered('UNKNOWN', 'Bad Gateway', 502), texts)).toBe(
      texts.captureFailed,
    );
    const offline = new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
    expect(confirmFailureMessage(offline, texts)).toBe(texts.processingError);
  });

  it('offers to ask again only while the outcome may change', () => {
    expect(confirmMayChange(answered('PAYMENT_PROVIDER_UNAVAILABLE', 'Down', 503))).toBe(true);
    expect(confirmMayChange(answered('PAYMENT_NOT_APPROVED', 'Not yet'))).toBe(true);
    expect(confirmMayChange(new ApiError('x', { status: 0, code: 'TIMEOUT' }))).toBe(true);
    for (const code of [
      'PAYMENT_DECLINED',
      'PAYMENT_CANCELLED',
      'PAYMENT_EXPIRED',
      'NOT_FOUND',
    ] as const)
      expect(confirmMayChange(answered(code, 'Final'))).toBe(false);
  });
});
