import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@store/shared/schemas/media';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MediaScreen } from './media-screen.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function mediaItem(id: string, name: string, usedBy: MediaItem['usedBy'] = []): MediaItem {
  return {
    id,
    url: `/media/${id}-800.webp`,
    width: 1600,
    height: 1200,
    mimeType: 'image/png',
    bytes: 2_500_000,
    originalName: name,
    alt: { en: '', ar: '' },
    variants: [
      { width: 400, height: 300, format: 'webp', url: `/media/${id}-400.webp`, bytes: 20_000 },
    ],
    usedBy,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

const inUse = mediaItem('used', 'hero.png', [
  { kind: 'product', id: 'p1', label: { en: 'Oud Royal', ar: 'عود ملكي' } },
  { kind: 'hero', id: 's1', label: { en: 'Hero slideshow, slide 1', ar: 'الشريحة 1' } },
]);
const unused = mediaItem('free', 'spare.png');

function api(deleteStatus: number, calls: string[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(
      `${init?.method ?? 'GET'} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`,
    );
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/admin/media') {
      return json(200, {
        success: true,
        data: [inUse, unused],
        pagination: { page: 1, limit: 24, total: 2, pages: 1, hasNext: false, hasPrev: false },
      });
    }
    if (url.pathname === '/api/admin/media/free' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { alt: MediaItem['alt'] };
      return json(200, { success: true, data: { ...unused, alt: body.alt } });
    }
    if (url.pathname === '/api/admin/media/free' && init?.method === 'DELETE') {
      return deleteStatus === 200
        ? json(200, { success: true, data: { id: 'free' } })
        : json(deleteStatus, {
            success: false,
            code: 'CONFLICT',
            message: 'This image is in use and cannot be deleted',
          });
    }
    return json(404, { success: false, code: 'NOT_FOUND', message: 'x' });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of toastStore.getState()) toastStore.dismiss(toast.id);
});

async function renderScreen(language: 'en' | 'ar' = 'en') {
  await renderWithApp(
    <Texts>
      <MediaScreen />
    </Texts>,
    { route: '/admin/media', language },
  );
  return screen.findAllByTestId('media-card');
}

describe('MediaScreen', () => {
  it('shows each image with its size, dimensions and where it is used', async () => {
    vi.stubGlobal('fetch', api(200, []));
    const [first] = await renderScreen();
    expect(within(first!).getByText('hero.png')).toBeTruthy();
    expect(within(first!).getByText(/1,600 × 1,200 px/)).toBeTruthy();
    expect(within(first!).getByText(/2\.4 MB/)).toBeTruthy();
    const usage = within(first!).getByTestId('media-used-by');
    expect(usage.textContent).toContain('Product: Oud Royal');
    expect(usage.textContent).toContain('Hero slideshow');
  });

  it('refuses up front to delete an image in use, listing where (in Arabic)', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', api(200, calls));
    const user = userEvent.setup();
    const [first] = await renderScreen('ar');
    await user.click(within(first!).getByTestId('media-delete'));
    const dialog = await screen.findByTestId('media-in-use-dialog');
    expect(within(dialog).getByText('هذه الصورة مستخدمة')).toBeTruthy();
    expect(dialog.textContent).toContain('منتج: عود ملكي');
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });

  it('deletes an unused image after confirmation', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', api(200, calls));
    const user = userEvent.setup();
    const cards = await renderScreen();
    await user.click(within(cards[1]!).getByTestId('media-delete'));
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/media/free'));
    await waitFor(() =>
      expect(toastStore.getState().map((t) => t.title)).toContain('Image deleted'),
    );
  });

  it('says plainly when the server refuses because the image came into use', async () => {
    vi.stubGlobal('fetch', api(409, []));
    const user = userEvent.setup();
    const cards = await renderScreen();
    await user.click(within(cards[1]!).getByTestId('media-delete'));
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(toastStore.getState()).toHaveLength(1));
    expect(toastStore.getState()[0]).toMatchObject({
      type: 'error',
      title: 'The image could not be deleted',
      message: 'This image is in use and cannot be deleted: remove it where it is used first.',
    });
  });
});

describe('describing an image', () => {
  it('checks the length in the page language, then saves both texts', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', api(200, calls));
    const user = userEvent.setup();
    const cards = await renderScreen('ar');
    await user.click(within(cards[1]!).getByTestId('media-describe'));
    const dialog = await screen.findByTestId('media-alt-dialog');
    const en = within(dialog).getByTestId('media-alt-en');
    await user.click(en);
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('بحد أقصى 250 حرفًا.')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('PATCH'))).toBe(false);

    await user.clear(en);
    await user.type(en, 'Amber bottle');
    await user.type(within(dialog).getByTestId('media-alt-ar'), 'زجاجة عنبر');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(calls).toContain(
        'PATCH /api/admin/media/free {"alt":{"en":"Amber bottle","ar":"زجاجة عنبر"}}',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('media-alt-dialog')).toBeNull());
  });
});
