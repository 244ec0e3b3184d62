import { localize, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { type ComposedEmail, contactLines, render } from './order-emails.ts';

const TEXTS = {
  en: {
    subject: (code: string, site: string) => `${code} is your sign-in code – ${site}`,
    intro: (site: string) => `Use this code to sign in to ${site}:`,
    code: 'Sign-in code',
    validity: (minutes: number) =>
      `It works once, for ${minutes} minutes. Never share it with anyone: we will never ask you for it.`,
    notYou: 'If you did not ask to sign in, you can ignore this email.',
    sms: (code: string, site: string, minutes: number) =>
      `${code} is your ${site} sign-in code. Valid for ${minutes} minutes. Do not share it.`,
  },
  ar: {
    subject: (code: string, site: string) => `رمز الدخول الخاص بك ${code} – ${site}`,
    intro: (site: string) => `استخدم هذا الرمز لتسجيل الدخول إلى ${site}:`,
    code: 'رمز الدخول',
    validity: (minutes: number) =>
      `يُستخدم مرة واحدة خلال ${minutes} دقائق. لا تشاركه مع أي أحد، فنحن لا نطلبه منك أبدًا.`,
    notYou: 'إذا لم تطلب تسجيل الدخول، فتجاهل هذه الرسالة.',
    sms: (code: string, site: string, minutes: number) =>
      `رمز الدخول إلى ${site}: ${code}. صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`,
  },
} as const;

/** The email carrying a shopper's one-time sign-in code, in the shopper's language. */
export function signInCodeEmail(
  code: string,
  minutes: number,
  settings: SiteSettings,
  language: Language,
): ComposedEmail {
  const t = TEXTS[language];
  const site = localize(settings.siteInfo.siteName, language);
  const body = render(language, {
    paragraphs: [t.intro(site)],
    rows: [[{ label: t.code, value: code }]],
    closing: [t.validity(minutes), t.notYou, ...contactLines(settings, language)],
  });
  return { subject: t.subject(code, site), ...body };
}

/** The SMS carrying the code: one short message, the code first (phones offer to fill it in). */
export function signInCodeSms(
  code: string,
  minutes: number,
  settings: SiteSettings,
  language: Language,
): string {
  return TEXTS[language].sms(code, localize(settings.siteInfo.siteName, language), minutes);
}
