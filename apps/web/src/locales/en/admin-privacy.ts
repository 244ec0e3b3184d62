/** Texts of the admin's "Privacy" screen: the privacy policy and the retention period (PDPL). */
export const adminPrivacy = {
  title: 'Privacy policy',
  description:
    'What shoppers read on the privacy page, in each language, and how long orders and tax invoices keep their buyer’s details. Each save publishes a new version: consents given from then on name it.',
  viewPage: 'View the page',
  loadError: 'The privacy policy could not be loaded',
  current: 'Version {{version}} in force since {{date}}',
  text: 'Policy',
  textHint: 'Paragraphs separated by a blank line; no formatting.',
  textMissing: 'Write the policy in this language.',
  textTooLong: 'At most {{max}} characters.',
  retention: 'Retention period (years)',
  retentionHint:
    'Saudi VAT law keeps tax records six years; after this period the erased buyers’ invoices lose their name too.',
  retentionError: 'A whole number of years from {{min}} to {{max}}.',
  publish: 'Publish a new version',
  publishing: 'Publishing…',
  published: 'Version {{version}} published',
  publishFailed: 'The policy could not be published',
};
