import { directionOf, type Language } from '@store/shared/locales';
import { escapeHtml } from '../../html/escape-html.ts';

/**
 * What the built-in payment simulators' pages share (docs/decisions/005-payment-simulator.md): one
 * frame with the red "simulator" banner, in the shopper's language and direction, and one style.
 */

export interface SimulatorFrameTexts {
  /** The page's title, e.g. "Moyasar simulator". */
  title: string;
  badge: string;
  /** That no real money moves, and why this page stands in for the provider's. */
  notice: string;
  /** The name of the other language, on the link to it. */
  other: string;
}

// Inline styles are allowed by the app's CSP (style-src 'unsafe-inline'); scripts are not, and
// the pages need none: plain forms with one submit button per choice. `--accent` is the provider's.
const STYLE = `
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,Arial,sans-serif;background:#f5f7fa;color:#1a1a1a}
.banner{background:#b42318;color:#fff;padding:12px 16px;text-align:center;font-weight:600}
.banner strong{display:inline-block;border:2px solid #fff;border-radius:4px;padding:0 8px;margin-inline-end:8px;text-transform:uppercase;letter-spacing:.05em}
main{max-width:28rem;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 16px}
h2{font-size:1rem;margin:24px 0 12px;color:#555}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 8px}
dt{color:#555}dd{margin:0;font-weight:600}
.failure{background:#fef3f2;border:1px solid #b42318;color:#b42318;border-radius:8px;padding:12px;margin:16px 0 0}
label{display:block;margin-block-end:6px}
input[type=text]{box-sizing:border-box;width:100%;padding:10px;font:inherit;border:1px solid #999;border-radius:8px;margin-block-end:6px}
.hint{color:#555;font-size:.875rem;margin:0 0 12px}
button{display:block;width:100%;padding:12px;font:inherit;margin-block-end:12px;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid var(--accent)}
.pay{background:var(--accent);color:#fff}.fail{background:#fff;color:#b42318;border-color:#b42318}
.back{background:#fff;color:var(--accent)}
.lang{display:block;text-align:center;margin-top:8px;color:var(--accent)}
`;

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/**
 * One simulator's pages: `page(language, body, otherLanguageUrl)` is a whole page around `body`
 * (already HTML) in the simulator's texts and colour, with a link to the other language.
 */
export function simulatorPages(
  texts: Record<Language, SimulatorFrameTexts>,
  /** The provider's colour, for its buttons and links. */
  accent: string,
): (language: Language, body: string, otherLanguageUrl: string | null) => string {
  return (language, body, otherLanguageUrl) => {
    const t = texts[language];
    return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>:root{--accent:${accent}}${STYLE}</style>
</head>
<body>
<div class="banner" role="alert"><strong>${escapeHtml(t.badge)}</strong>${escapeHtml(t.notice)}</div>
<main>
${body}
${otherLanguageUrl ? `<a class="lang" href="${escapeHtml(otherLanguageUrl)}" lang="${otherLanguage(language)}">${escapeHtml(t.other)}</a>` : ''}
</main>
</body>
</html>`;
  };
}

/** A submit button that posts `name=value`. */
export function simulatorButton(
  className: string,
  label: string,
  field?: { name: string; value: string },
): string {
  const named = field ? ` name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}"` : '';
  return `<button class="${className}" type="submit"${named}>${escapeHtml(label)}</button>`;
}
