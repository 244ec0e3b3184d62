import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicSellerProfile } from '@store/shared/schemas/settings';
import { siteSettingsQuery } from '../../api/get-site-settings.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

const seller: PublicSellerProfile = {
  legalName: { en: 'Maison Anbar Trading Co.', ar: 'شركة دار عنبر للتجارة' },
  crNumber: '1010123456',
  vatNumber: '310123456700003',
};

async function renderFooter(sellerProfile: PublicSellerProfile, language: 'en' | 'ar' = 'en') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsQuery.queryKey, { ...makeSettings(), sellerProfile });
  await renderWithApp(<Footer />, { queryClient, language });
}

describe('the footer’s seller details (Saudi e-commerce law)', () => {
  it('shows the legal name, CR and VAT numbers, each number left-to-right', async () => {
    await renderFooter(seller);
    const details = screen.getByTestId('footer-seller');
    expect(details.textContent).toContain('Maison Anbar Trading Co.');
    const cr = screen.getByTestId('footer-cr-number');
    const vat = screen.getByTestId('footer-vat-number');
    expect(cr.textContent).toMatch(/Commercial registration/);
    expect(vat.textContent).toMatch(/VAT number/);
    expect(cr.querySelector('[dir="ltr"]')?.textContent).toBe('1010123456');
    expect(vat.querySelector('[dir="ltr"]')?.textContent).toBe('310123456700003');
  });

  it('says them in Arabic on the Arabic page', async () => {
    await renderFooter(seller, 'ar');
    expect(screen.getByTestId('footer-seller').textContent).toContain('شركة دار عنبر للتجارة');
    expect(screen.getByTestId('footer-cr-number').textContent).toMatch(/السجل التجاري/);
    expect(screen.getByTestId('footer-vat-number').textContent).toMatch(/الرقم الضريبي/);
    expect(screen.getByTestId('footer-vat-number').querySelector('[dir="ltr"]')?.textContent).toBe(
      '310123456700003',
    );
  });

  it('shows only what is filled in, and nothing when the seller has entered nothing', async () => {
    await renderFooter({ ...seller, vatNumber: '' });
    expect(screen.getByTestId('footer-cr-number')).toBeTruthy();
    expect(screen.queryByTestId('footer-vat-number')).toBeNull();
  });

  it('leaves the line out when the seller has entered nothing', async () => {
    await renderFooter({ legalName: { en: '', ar: '' }, crNumber: '', vatNumber: '' });
    expect(screen.queryByTestId('footer-seller')).toBeNull();
  });

  it('takes the other language’s legal name when the page’s is blank', async () => {
    await renderFooter({ ...seller, legalName: { en: '', ar: 'شركة دار عنبر للتجارة' } });
    expect(screen.getByTestId('footer-seller').textContent).toContain('شركة دار عنبر للتجارة');
  });
});
