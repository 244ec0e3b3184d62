/** Texts of the privacy policy page and of the account's "Your data" section (issue 22 point 6). */
export const privacy = {
  page: {
    documentTitle: 'Privacy policy',
    eyebrow: 'Your data',
    title: 'Privacy policy',
    retention_one: 'Orders and tax invoices are kept for {{count}} year, as the tax law requires.',
    retention_other:
      'Orders and tax invoices are kept for {{count}} years, as the tax law requires.',
    version: 'Version {{version}}, published {{date}}',
    loadError: 'The privacy policy could not be loaded.',
    retry: 'Try again',
    rights: 'Download your data or delete your account from your account page.',
    accountLink: 'Your account',
  },
  myData: {
    title: 'Your data',
    text: 'Download a copy of everything we keep about you, or delete your account.',
    policyLink: 'Privacy policy',
    download: 'Download my data (JSON)',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    confirmText:
      'Your name, phone number, email and addresses will be erased and you will be signed out everywhere. Your past orders and their tax invoices are kept without your contact details, as the tax law requires. This cannot be undone.',
    confirm: 'Delete my account',
    cancel: 'Keep my account',
    deleting: 'Deleting…',
    deleted: 'Your account is deleted. Your personal details have been erased.',
    failed: 'Your account could not be deleted. Please try again.',
  },
};
