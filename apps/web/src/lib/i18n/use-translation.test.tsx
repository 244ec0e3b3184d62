import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-context.tsx';
import { createTranslator } from './translator.ts';
import { useTranslation } from './use-translation.ts';

let renders = 0;

function Menu() {
  const { t } = useTranslation(['nav', 'footer']);
  renders += 1;
  return (
    <p>
      {t('home')} / {t('footer:rights')}
    </p>
  );
}

/** Never rendered: `npm run check` fails when a wrong key stops being a type error. */
export function KeysAreChecked() {
  const { t } = useTranslation(['catalog', 'common']);
  return [
    t('listing.noProducts'),
    t('common:account.logout'),
    t('cart:items', { count: 2 }),
    t('account.logout', { ns: 'common' }),
    // The six editable sections take any key: the content API may add some.
    t('nav:anything'),
    // @ts-expect-error not a key of the default namespace
    t('account.logout'),
    // @ts-expect-error not a key of `common`
    t('common:account.nowhere'),
    // @ts-expect-error not a key of the namespace the option names
    t('listing.noProducts', { ns: 'common' }),
  ];
}

describe('useTranslation', () => {
  it('translates in the first namespace, reaches the others by prefix, and re-renders on changes', () => {
    const i18n = createTranslator({ en: { nav: { home: 'Home' }, footer: { rights: 'Rights' } } });
    i18n.addTexts('ar', 'nav', { home: 'الرئيسية' }, { overwrite: false });
    render(
      <I18nProvider i18n={i18n}>
        <Menu />
      </I18nProvider>,
    );
    expect(screen.getByText('Home / Rights')).toBeTruthy();

    act(() => i18n.changeLanguage('ar'));
    // Arabic lacks the footer: English stays.
    expect(screen.getByText('الرئيسية / Rights')).toBeTruthy();

    act(() => i18n.addTexts('ar', 'footer', { rights: 'الحقوق' }, { overwrite: true }));
    expect(screen.getByText('الرئيسية / الحقوق')).toBeTruthy();

    const before = renders;
    act(() => i18n.addTexts('ar', 'footer', { rights: 'صامت' }, { overwrite: true, silent: true }));
    expect(renders).toBe(before);
  });

  it('refuses to translate outside the provider', () => {
    expect(() => render(<Menu />)).toThrow(/I18nProvider/);
  });
});
