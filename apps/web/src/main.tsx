import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguagePath } from '@store/shared/page-addresses';
import { App } from './app/app.tsx';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { preloadPageOf } from './app/router.tsx';
import { mergeCachedRemoteTranslations } from './app/use-remote-translations.ts';
import { applyCacheRules } from './lib/cache-rules.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { readStoredLanguage, storeLanguage } from './lib/i18n/language-storage.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startAuthStoreWhenSignedIn } from './stores/auth-start.ts';
import './styles/index.css';

try {
  applyCacheRules(window.localStorage, window.sessionStorage);
} catch {
  // storage blocked: nothing cached to expire
}
// After the cache rules, which may clear a stale sign-in; before the first render, which shows it.
const authStarted = startAuthStoreWhenSignedIn();

// A storefront page's language is its address's (decision 027); stored before anything reads it
// (the API client's Accept-Language, the texts), as public/language-boot.js did already.
const language = splitLanguagePath(window.location.pathname)?.language ?? readStoredLanguage();
storeLanguage(language);
const { i18n, ready } = createI18n(language);
const queryClient = createQueryClient();

// Not a top-level await: the Arabic texts and the auth store are chunks that import from this
// one, and a chunk still awaiting at its top level never finishes loading for them (a deadlock).
async function start() {
  // index.html shows the spinner meanwhile: waiting here costs no paint.
  await Promise.all([
    ready,
    authStarted,
    prefetchFirstScreen(queryClient, window.location),
    preloadPageOf(window.location.pathname),
  ]);
  mergeCachedRemoteTranslations(i18n, queryClient, language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>
  );
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // long task, so a phone stays responsive (Total Blocking Time) while it builds the page.
  startTransition(() => {
    if (hydrates(root, language)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The page marks #root once its buttons work (app/page-ready.tsx).
}

/**
 * Whether the page in `#root` is the server's render of what this first render will be (the
 * server's plugins/storefront-render.ts): in the address's language, and nobody signed in, since the
 * server renders what a shopper sees (page-boot.js then took the answers it was rendered from).
 * Otherwise the app replaces it, as it replaces index.html's spinner.
 */
function hydrates(root: HTMLElement, language: string): boolean {
  return root.dataset.renderedLanguage === language && window.__earlyResponses !== undefined;
}

void start();
