import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from './use-translation.ts';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { renderWithApp } from '../../test/render.tsx';
import { createI18n } from './i18n.ts';
import { changeLanguage, LANGUAGE_CHANGE_EVENT } from './language-events.ts';
import { readStoredLanguage } from './language-storage.ts';

function Title() {
  const { t } = useTranslation('catalog');
  return <h1>{t('listing.noProducts')}</h1>;
}

describe('language', () => {
  it('defaults to English, left to right', async () => {
    expect(readStoredLanguage()).toBe('en');
    const { i18n, ready } = createI18n();
    await ready;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(readStoredLanguage()).toBe('en');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'ar');
    const { i18n, ready } = createI18n();
    await ready;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('catalog:listing.noProducts')).toBe('لم يتم العثور على منتجات');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switches from the header control: stores it, sets <html lang dir>, re-renders without reload', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    window.addEventListener(LANGUAGE_CHANGE_EVENT, heard);
    await renderWithApp(
      <>
        <LanguageSwitch />
        <Title />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('No products found');
    expect(
      screen.getByRole('button', { name: /Switch to English/ }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: /التبديل إلى العربية/ }));
    await screen.findByText('لم يتم العثور على منتجات');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(heard).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: /Switch to English/ }));
    await screen.findByText('No products found');
    expect(document.documentElement.dir).toBe('ltr');
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, heard);
  });

  it('follows a language-change event sent from anywhere', async () => {
    const { i18n } = await renderWithApp(<Title />);
    await act(async () => {
      changeLanguage('ar');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await screen.findByText('لم يتم العثور على منتجات');
    expect(i18n.language).toBe('ar');
  });
});
