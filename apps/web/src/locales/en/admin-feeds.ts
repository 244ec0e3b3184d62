/** Texts of the admin's "Product feeds" screen: the addresses crawlers and ad platforms fetch. */
export const adminFeeds = {
  title: 'Product feeds',
  description:
    'The addresses search engines and ad platforms read your catalogue from. They never change: paste each one once and the platform fetches it again on its own schedule. Prices include VAT, availability follows stock, and only published products are listed.',
  copy: 'Copy',
  copyLabel: 'Copy the address: {{name}}',
  copied: 'Address copied',
  copyFailed: 'This browser did not allow copying. Select the address and copy it by hand.',
  languages: {
    ar: 'Arabic',
    en: 'English',
  },
  sitemap: {
    title: 'Google Search Console',
    where:
      'Submit the sitemap under Sitemaps, for your store’s property. It lists every published page in both languages and points Google to each page’s other language; robots.txt names it too.',
    label: 'Sitemap',
  },
  platforms: {
    google: {
      title: 'Google Merchant Center',
      where:
        'Add a product source that Google fetches from a link, one per language: the Arabic file in Arabic and the English file in English, both for Saudi Arabia.',
    },
    meta: {
      title: 'Meta Commerce Manager (Facebook and Instagram)',
      where:
        'In your catalogue, add a data source of the scheduled-feed kind and paste the address; choose how often Meta fetches it.',
    },
    snapchat: {
      title: 'Snapchat',
      where:
        'In Ads Manager, create a catalogue from a product feed and paste the same address as for Meta: Snapchat reads the same columns.',
    },
    tiktok: {
      title: 'TikTok',
      where:
        'In TikTok Ads Manager, add products to a catalogue with a data feed (scheduled) and paste the address: this file uses TikTok’s own column names.',
    },
  },
};
