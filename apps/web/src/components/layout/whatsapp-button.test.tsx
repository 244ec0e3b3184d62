import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsQuery } from '../../api/get-site-settings.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { WhatsAppButton } from './whatsapp-button.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderWith(contact: Parameters<typeof makeSettings>[0]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsQuery.queryKey, makeSettings(contact));
  await renderWithApp(<WhatsAppButton />, { queryClient });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('WhatsApp chat button', () => {
  it('appears after 2 s and shows its tooltip 3 s later for 5 s', async () => {
    await renderWith({ whatsapp: '+966 50 123-4567', whatsappEnabled: true });
    advance(1999);
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
    advance(1);
    const button = screen.getByTestId('whatsapp-button');
    // The number is stripped of everything but digits (spec section 5).
    expect(button.getAttribute('href')).toBe('https://wa.me/966501234567');
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('aria-hidden')).toBe('true');
    advance(3000);
    expect(screen.getByRole('tooltip').textContent).toMatch(/Chat with us/);
    advance(4999);
    expect(screen.getByRole('tooltip').getAttribute('aria-hidden')).toBe('false');
    advance(1);
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('aria-hidden')).toBe('true');
  });

  it('is hidden without a number', async () => {
    await renderWith({ whatsapp: ' - ', whatsappEnabled: true });
    advance(10_000);
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });

  it('is hidden when WhatsApp is disabled', async () => {
    await renderWith({ whatsapp: '+966501234567', whatsappEnabled: false });
    advance(10_000);
    expect(screen.queryByTestId('whatsapp-button')).toBeNull();
  });
});
