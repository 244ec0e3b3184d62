import { describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import { renderWithApp } from '../../test/render.tsx';
import { Price } from './price.tsx';

describe('money formatting', () => {
  it('shows SAR in English inside a left-to-right span', async () => {
    const { container } = await renderWithApp(<Price amount={1150} />);
    const price = container.querySelector('span[dir="ltr"]');
    expect(price?.textContent).toBe(formatSar(1150, 'en'));
    expect(price?.textContent).toMatch(/SAR\s1,150/);
  });

  it('shows SAR in Arabic with Latin digits and two decimals, never reversed', async () => {
    const { container } = await renderWithApp(<Price amount={89.5} />, { language: 'ar' });
    const price = container.querySelector('span[dir="ltr"]');
    expect(price?.textContent).toBe(formatSar(89.5, 'ar'));
    expect(price?.textContent).toMatch(/89\.50/);
    expect(price?.textContent).toMatch(/ر\.س/);
    expect(price?.textContent).not.toMatch(/\$/);
  });
});
