/** The notifications module's face (Email to customers and the store): all that other code may import from it (README.md). */
export { createMailer, type Mailer } from './mailer.ts';
export { adminNotification, customerConfirmation } from './order-emails.ts';
export { type RefundFigures, refundNotice } from './refund-email.ts';
export { signInCodeEmail, signInCodeSms } from './sign-in-code-messages.ts';
export { type TaxDocumentNotice, taxDocumentNotice } from './tax-document-email.ts';
export {
  returnApprovedNotice,
  returnCashRefundNotice,
  returnRejectedNotice,
  type ReturnNotice,
} from './return-emails.ts';
export {
  type NoticeParcel,
  ORDER_STATUS_NOTICES,
  type OrderStatusNotice,
  orderStatusNotice,
} from './status-emails.ts';
export { type ReviewRequestNotice, reviewRequestNotice } from './review-request-email.ts';
export {
  cartReminderEmail,
  cartReminderSms,
  type CartReminderNotice,
} from './cart-reminder-messages.ts';
