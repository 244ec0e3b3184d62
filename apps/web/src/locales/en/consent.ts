/** The cookie banner and its preferences (issue 20 point 6). */
export const consent = {
  banner: {
    label: 'Cookie consent',
    title: 'Your privacy',
    text: 'We use cookies to understand how our store is used and to measure our advertising. Nothing is loaded until you choose. You can change your mind at any time from “Cookie preferences” at the foot of every page.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    choose: 'Choose',
  },
  preferences: {
    title: 'Cookie preferences',
    intro: 'Choose which cookies we may use. Your choice is kept on this device.',
    necessary: 'Strictly necessary',
    necessaryText:
      'Your cart, language and sign-in. Always on: the store cannot work without them.',
    analytics: 'Analytics',
    analyticsText: 'Counts visits and purchases so we can improve the store.',
    advertising: 'Advertising',
    advertisingText: 'Measures our ads and may show you our perfumes on other platforms.',
    usedBy: 'Used by:',
    alwaysOn: 'Always on',
    save: 'Save my choice',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    close: 'Close',
  },
  footerLink: 'Cookie preferences',
};
