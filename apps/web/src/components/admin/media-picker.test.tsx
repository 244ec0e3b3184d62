import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@store/shared/schemas/media';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MediaPicker } from './media-picker.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function mediaItem(id: string, name: string): MediaItem {
  return {
    id,
    url: `/media/${id}-800.webp`,
    width: 1200,
    height: 800,
    mimeType: 'image/jpeg',
    bytes: 240_000,
    originalName: name,
    alt: { en: '', ar: '' },
    variants: [
      { width: 400, height: 267, format: 'webp', url: `/media/${id}-400.webp`, bytes: 20_000 },
      { width: 800, height: 533, format: 'webp', url: `/media/${id}-800.webp`, bytes: 60_000 },
    ],
    usedBy: [],
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

const library = [
  mediaItem('a', 'amber.jpg'),
  mediaItem('b', 'oud.jpg'),
  mediaItem('c', 'rose.jpg'),
];

/** The media list endpoint, with search by name. */
function listFetch(items: MediaItem[]) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/media') {
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'x' }), {
        status: 404,
      });
    }
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const data = items.filter((i) => i.originalName.toLowerCase().includes(search));
    return new Response(
      JSON.stringify({
        success: true,
        data,
        pagination: {
          page: 1,
          limit: 24,
          total: data.length,
          pages: 1,
          hasNext: false,
          hasPrev: false,
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
}

/** An XMLHttpRequest that answers uploads with the given status and body. */
function fakeXhr(status: number, body: unknown) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(form: FormData) {
      FakeXhr.sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
    static sent: FormData[] = [];
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', listFetch(library));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPicker(props: { multiple?: boolean; language?: 'en' | 'ar' } = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const view = await renderWithApp(
    <Texts>
      <MediaPicker open multiple={props.multiple} onClose={onClose} onSelect={onSelect} />
    </Texts>,
    { language: props.language ?? 'en' },
  );
  await screen.findAllByTestId('media-picker-item');
  return { ...view, onSelect, onClose };
}

describe('MediaPicker', () => {
  it('selects several images in the order they were picked and hands them over', async () => {
    const user = userEvent.setup();
    const { onSelect, onClose } = await renderPicker({ multiple: true });
    const confirm = screen.getByTestId('media-picker-confirm');
    expect(confirm).toHaveProperty('disabled', true);

    const items = screen.getAllByTestId('media-picker-item');
    await user.click(items[2]!);
    await user.click(items[0]!);
    expect(items[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.click(confirm);
    expect(onSelect).toHaveBeenCalledWith([library[2], library[0]]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps one image at most without `multiple`', async () => {
    const user = userEvent.setup();
    const { onSelect } = await renderPicker();
    const items = screen.getAllByTestId('media-picker-item');
    await user.click(items[0]!);
    await user.click(items[1]!);
    expect(items[0]!.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByTestId('media-picker-confirm'));
    expect(onSelect).toHaveBeenCalledWith([library[1]]);
  });

  it('searches by file name', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.type(screen.getByTestId('media-picker-search'), 'oud');
    await waitFor(() => expect(screen.getAllByTestId('media-picker-item')).toHaveLength(1));
    expect(screen.getByText('oud.jpg')).toBeTruthy();
  });

  it('uploads a dropped-in file on the spot and selects it', async () => {
    const uploaded = mediaItem('new', 'fresh.png');
    const Xhr = fakeXhr(201, { success: true, data: { items: [uploaded], rejected: [] } });
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const user = userEvent.setup();
    const { onSelect } = await renderPicker({ multiple: true });

    const file = new File([new Uint8Array([1, 2, 3])], 'fresh.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('media-picker-upload-input'), file);
    await waitFor(() =>
      expect(screen.getByTestId('media-upload-entry').getAttribute('data-status')).toBe('done'),
    );
    expect((Xhr.sent[0]?.get('files') as File).name).toBe('fresh.png');
    await user.click(screen.getByTestId('media-picker-confirm'));
    expect(onSelect).toHaveBeenCalledWith([uploaded]);
  });

  it('says in Arabic why a file was refused, naming it', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: '"notes.jpg" is not a JPEG, PNG, WebP or AVIF image.',
        errors: [{ field: 'notes.jpg', message: 'x' }],
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await renderPicker({ language: 'ar' });
    const file = new File(['text'], 'notes.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('media-picker-upload-input'), file);
    const entry = await screen.findByTestId('media-upload-entry');
    await waitFor(() => expect(entry.getAttribute('data-status')).toBe('error'));
    expect(within(entry).getByRole('alert').textContent).toBe(
      '«notes.jpg» ليست صورة JPEG أو PNG أو WebP أو AVIF.',
    );
  });

  it('says in Arabic that the image storage is down, not the server’s English', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(503, {
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message:
          '"oud.jpg" was not saved: the image storage cannot be reached. Try again in a moment.',
        errors: [{ field: 'oud.jpg', message: 'x' }],
      }),
    );
    const user = userEvent.setup();
    await renderPicker({ language: 'ar' });
    const file = new File(['jpeg'], 'oud.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('media-picker-upload-input'), file);
    const entry = await screen.findByTestId('media-upload-entry');
    await waitFor(() => expect(entry.getAttribute('data-status')).toBe('error'));
    expect(within(entry).getByRole('alert').textContent).toBe(
      'لم تُحفظ «oud.jpg»: تعذّر الوصول إلى مخزن الصور. حاول مجددًا بعد قليل.',
    );
  });

  it('refuses a file over the size limit without sending it', async () => {
    const Xhr = fakeXhr(201, {});
    Xhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const user = userEvent.setup();
    await renderPicker();
    const big = new File([new Uint8Array(1)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByTestId('media-picker-upload-input'), big);
    const entry = await screen.findByTestId('media-upload-entry');
    await waitFor(() => expect(entry.getAttribute('data-status')).toBe('error'));
    expect(within(entry).getByRole('alert').textContent).toContain('“huge.jpg” is too large');
    expect(Xhr.sent).toHaveLength(0);
  });
});
