import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { mockApi, renderWithApp } from '../test/render.tsx';

const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

/** Attribute order and white space aside, the same markup. */
function normalized(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  const walk = (node: Element) => {
    const attributes = [...node.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) node.removeAttribute(name);
    for (const { name, value } of attributes) node.setAttribute(name, value);
    for (const child of node.children) walk(child);
  };
  walk(copy);
  return copy.outerHTML.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('index.html', () => {
  it('runs no inline script: the CSP allows only files from the site', () => {
    for (const script of page.querySelectorAll('script')) {
      expect(script.getAttribute('src'), script.outerHTML).toBeTruthy();
      expect(script.textContent?.trim()).toBe('');
    }
  });

  it('sets the language, then starts page-boot.js, both without holding up the first paint', () => {
    const scripts = [...page.querySelectorAll('head script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([
      '/language-boot.js',
      '/page-boot.js',
    ]);
    // Deferred, not async: they run in this order, and before the app's module.
    for (const script of scripts) expect(script.hasAttribute('defer'), script.outerHTML).toBe(true);
  });

  it('paints the app’s full-screen spinner before the app runs', () => {
    const shell = page.querySelector('#root > [data-testid="page-spinner"]');
    expect(shell).not.toBeNull();
    // An SVG paint counts as the first contentful paint; a bordered box does not.
    expect(shell?.querySelector('svg')).not.toBeNull();
  });

  async function appSpinner(language: Language) {
    vi.stubGlobal('fetch', mockApi({}));
    const { container } = await renderWithApp(<PageSpinner fullScreen />, { language });
    return container.querySelector<HTMLElement>('[data-testid="page-spinner"]')!;
  }

  it('shows the same spinner React renders first, so the swap is invisible', async () => {
    const app = await appSpinner('en');
    const shell = page.querySelector('#root > [data-testid="page-spinner"]')!;
    expect(shell.className).toBe(app.className);
    expect(normalized(shell.querySelector('svg')!)).toBe(normalized(app.querySelector('svg')!));
  });

  it('labels it as the app does, in English and in Arabic (the other label hidden by dir)', async () => {
    const [en, ar] = [...page.querySelectorAll('#root .sr-only')];
    expect(en?.className).toContain('rtl:hidden');
    expect(ar?.className).toContain('ltr:hidden');
    // Not the web fonts: their download would start before the app's code is in.
    expect(en?.className).toContain('font-[system-ui]');
    expect(ar?.className).toContain('font-[system-ui]');
    expect(en?.textContent).toBe((await appSpinner('en')).textContent);
    expect(ar?.textContent).toBe((await appSpinner('ar')).textContent);
  });
});
