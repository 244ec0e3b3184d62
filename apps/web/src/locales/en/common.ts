/** Texts of the shell: header, menu, footer, toasts, errors, not-found, maintenance, chat. */
export const common = {
  brand: {
    name: 'Maison',
    tagline: 'Parfums of Arabia',
  },
  a11y: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    mobileNavigation: 'Mobile navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    loading: 'Loading…',
    close: 'Close',
    notifications: 'Notifications',
    previous: 'Previous',
    next: 'Next',
  },
  language: {
    label: 'Language',
    en: 'EN',
    ar: 'عربي',
    switchToEnglish: 'Switch to English',
    switchToArabic: 'التبديل إلى العربية',
  },
  account: {
    // The spec's header greets in Arabic whatever the language (section 2, "Header").
    greeting: 'مرحباً، {{name}}',
    logout: 'Logout',
    logoutSuccess: 'Logged out successfully',
  },
  accountLink: { label: 'My account' },
  cartButton: {
    label: 'Cart',
    labelWithCount_one: 'Cart, {{count}} item',
    labelWithCount_other: 'Cart, {{count}} items',
  },
  siteFooter: {
    allPerfumes: 'All perfumes',
    checkout: 'Checkout',
    trackOrder: 'Track your order',
    returnPolicy: 'Return policy',
    privacy: 'Privacy policy',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'X (Twitter)',
      youtube: 'YouTube',
      tiktok: 'TikTok',
      snapchat: 'Snapchat',
    },
    currencyNote: 'Prices in Saudi riyals (SAR), VAT included.',
    crNumber: 'Commercial registration',
    vatNumber: 'VAT number',
  },
  home: {
    slideLabel: 'Show image {{number}}',
    slideshowLabel: 'Perfume imagery',
    aboutImageAlt: 'The atelier, where each perfume is blended and aged',
    explore: 'Explore',
    emailUs: 'Write to us',
  },
  toast: {
    error: 'Error',
    success: 'Success',
    info: 'Notice',
    warning: 'Warning',
    dismiss: 'Dismiss notification',
  },
  errors: {
    network: 'Network error. Please check your connection.',
    generic: 'An error occurred',
    tryAgain: 'Try again',
    siteSettings: 'Failed to load site settings',
    content: 'Failed to load content',
  },
  units: {
    millilitres: '{{amount}} ml',
  },
  payLater: {
    line: 'or 4 interest-free payments of {{amount}} with Tabby',
  },
  whatsapp: {
    label: 'Chat with us on WhatsApp',
    tooltip: 'Questions about a scent? Chat with us.',
  },
  maintenance: {
    title: 'Site Under Maintenance',
    message:
      'We are currently performing maintenance to improve your experience. Please try again soon!',
    thanks: 'Thank you for your patience and understanding',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    description:
      'The page you are looking for may have been moved, renamed, or never existed. Let us guide you back.',
    home: 'Back to home',
    products: 'Browse our products',
    about: 'Our story',
    contact: 'Contact us',
    cart: 'View your cart',
    documentTitle: 'Page not found',
  },
} as const;
