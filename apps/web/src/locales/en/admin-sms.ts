/** Texts of the admin's "Text messages" screen: Unifonic's settings, the test message, the outbox. */
export const adminSms = {
  title: 'Text messages (SMS)',
  description:
    'Sign-in codes and other texts to shoppers’ mobiles go through Unifonic, a Saudi SMS provider, with your application’s AppSid and the sender name Unifonic registered for you.',
  loadError: 'The SMS settings could not be loaded',
  delivery: {
    provider: {
      title: 'Sending through Unifonic',
      body: 'Messages reach shoppers’ phones from the sender name',
    },
    outbox: {
      title: 'Development outbox: nothing is sent',
      body: 'Without a Unifonic AppSid, each message is written as a file to the outbox folder below, where a developer reads it; none reaches a phone.',
    },
    production: {
      title: 'No SMS provider: no message reaches a phone',
      body: 'The store runs in production without a Unifonic AppSid, so shoppers receive no text message, sign-in codes included: each is only written to the outbox folder on the server. Enter the AppSid and the sender name below.',
    },
  },
  form: {
    title: 'Unifonic',
    description:
      'The AppSid is in Unifonic Cloud, under your SMS application. The sender name must be one Unifonic activated for your account.',
    appSid: 'AppSid',
    appSidSet: 'Saved, ending in {{last4}}. Leave empty to keep it.',
    appSidNotSet: 'Not set',
    clearAppSid: 'Remove the saved AppSid (stop sending through Unifonic)',
    senderId: 'Sender name',
    senderIdHint: 'Up to 11 Latin letters and digits, exactly as registered, e.g. PerfumeSA',
    save: 'Save SMS settings',
    saving: 'Saving…',
    saved: 'SMS settings saved',
    saveFailed: 'The SMS settings were not saved',
  },
  problems: {
    senderRequired: 'Enter the sender name registered with Unifonic.',
    senderTooLong: 'A sender name has at most 11 characters.',
    senderFormat: 'Use only Latin letters, digits and spaces, with at least one letter.',
    replaceAndClear: 'Type a new AppSid or remove the saved one, not both.',
    appSidTooLong: 'An AppSid has at most 200 characters.',
    invalidMobile: 'Enter a Saudi mobile number, e.g. 05XXXXXXXX.',
  },
  test: {
    title: 'Send a test message',
    description:
      'Sends a short test text, in English and Arabic, to the number you type, with the saved settings.',
    to: 'Mobile number',
    toHint: 'Any of these forms:',
    send: 'Send test message',
    sending: 'Sending…',
    failed: 'The test message could not be sent.',
    sentProvider: 'Unifonic accepted the message to {{to}}.',
    messageId: 'Unifonic’s message id:',
    sentOutbox: 'Written to the outbox folder for {{to}}: nothing was sent.',
    outboxFile: 'File:',
    notSent: 'Not sent to {{to}}.',
    providerSaid: 'Unifonic said:',
    reasons: {
      'bad-credentials': 'Unifonic refused the AppSid. Check it in Unifonic Cloud.',
      'sender-not-approved': 'Unifonic does not allow this sender name for your account.',
      'invalid-number': 'Unifonic refused the number.',
      'rate-limited': 'Unifonic says too many messages were sent. Try again in a while.',
      refused: 'Unifonic refused the message.',
      'provider-down': 'Unifonic did not answer. Try again in a while.',
    },
  },
  outbox: {
    title: 'Outbox folder (messages not sent)',
    folder: 'Folder on the server',
    latest: 'Latest messages',
    empty: 'No message written yet.',
    to: 'To',
    at: 'Written',
    text: 'Text',
  },
};
