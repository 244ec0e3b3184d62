import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ProductFeedsScreen } from './product-feeds-screen.tsx';

const origin = () => window.location.origin;

function addressesIn(testId: string) {
  return within(screen.getByTestId(testId))
    .getAllByRole('textbox')
    .map((input) => [input.getAttribute('aria-label'), (input as HTMLInputElement).value]);
}

describe('product feeds screen', () => {
  it('lists the sitemap and every feed, per language, under the platform it is pasted into', async () => {
    await renderWithApp(<ProductFeedsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Product feeds' })).toBeTruthy();
    expect(addressesIn('feed-sitemap')).toEqual([['Sitemap', `${origin()}/sitemap.xml`]]);
    expect(addressesIn('feed-google')).toEqual([
      ['English', `${origin()}/feeds/google-en.xml`],
      ['Arabic', `${origin()}/feeds/google-ar.xml`],
    ]);
    expect(addressesIn('feed-meta')).toEqual([
      ['English', `${origin()}/feeds/meta-en.csv`],
      ['Arabic', `${origin()}/feeds/meta-ar.csv`],
    ]);
    // Snapchat reads Meta's file.
    expect(addressesIn('feed-snapchat')).toEqual(addressesIn('feed-meta'));
    expect(addressesIn('feed-tiktok')).toEqual([
      ['English', `${origin()}/feeds/tiktok-en.csv`],
      ['Arabic', `${origin()}/feeds/tiktok-ar.csv`],
    ]);
    expect(
      within(screen.getByTestId('feed-google')).getByText(/Google Merchant Center/),
    ).toBeTruthy();
  });

  it('copies an address and says so', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProductFeedsScreen />);
    await user.click(
      within(screen.getByTestId('feed-tiktok')).getByRole('button', {
        name: 'Copy the address: Arabic',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(`${origin()}/feeds/tiktok-ar.csv`);
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('speaks Arabic and keeps the addresses left to right', async () => {
    await renderWithApp(<ProductFeedsScreen />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'خلاصات المنتجات' })).toBeTruthy();
    const input = within(screen.getByTestId('feed-google')).getByRole('textbox', {
      name: 'العربية',
    });
    expect((input as HTMLInputElement).value).toBe(`${origin()}/feeds/google-ar.xml`);
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(
      within(screen.getByTestId('feed-google')).getAllByRole('button', { name: /^نسخ/ }),
    ).toHaveLength(2);
  });
});
