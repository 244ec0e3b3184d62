/** Texts of the admin's Marketing & analytics screen (lazily loaded). */
export const adminMarketing = {
  title: 'Marketing & analytics',
  description:
    'Measurement and advertising tags. Each loads on the storefront only for shoppers who consent to its category, and only while it is switched on here.',
  loadError: 'The marketing tags could not be loaded.',
  analytics: 'Analytics',
  analyticsDescription: 'Loaded for shoppers who accept analytics cookies.',
  advertising: 'Advertising',
  advertisingDescription: 'Loaded for shoppers who accept advertising cookies.',
  tags: {
    ga4: {
      name: 'Google Analytics 4',
      label: 'Measurement ID',
      format: 'Starts with G-, e.g. G-A1B2C3D4E5',
    },
    gtm: {
      name: 'Google Tag Manager',
      label: 'Container ID',
      format: 'Starts with GTM-, e.g. GTM-A1B2C3',
    },
    meta: { name: 'Meta Pixel', label: 'Pixel ID', format: 'Digits only, e.g. 123456789012345' },
    snap: {
      name: 'Snap Pixel',
      label: 'Pixel ID',
      format: 'A UUID, e.g. 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    },
    tiktok: {
      name: 'TikTok Pixel',
      label: 'Pixel ID',
      format: '20 letters and digits, e.g. C4A1B2C3D4E5F6G7H8I9',
    },
  },
  enabled: 'On',
  invalid: 'This ID is not in the expected form. {{format}}.',
  required: 'Enter the ID, or switch this tag off.',
  gtmNote:
    'Tags you add inside the Tag Manager container may need more of the store’s security policy opened; only Google’s own addresses are allowed.',
  save: 'Save tags',
  saved: 'Marketing tags saved',
  saveFailed: 'The tags were not saved',
  fixErrors: 'Correct the marked IDs; nothing was saved.',
};
