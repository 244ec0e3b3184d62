/** The SMS module's face (Unifonic's API, the development outbox, their settings): all that other code may import from it (README.md). */
export { assertSendable, type SmsMessage, type SmsOutcome, type SmsSender } from './sms-sender.ts';
export {
  resolveSmsSettings,
  SMS_SETTINGS_KEY,
  smsDeliveryOf,
  smsSenderInForce,
  type ResolvedSmsSettings,
  type SmsSenderDeps,
} from './sms-settings.service.ts';
export { UnifonicClient, type UnifonicClientOptions } from './unifonic/unifonic-client.ts';
export { OutboxSmsSender, recentOutboxMessages, smsOutboxDirectory } from './outbox/sms-outbox.ts';
// Routes
export { SMS_TEST_TEXT, smsSettingsRoutes } from './sms-settings.routes.ts';
