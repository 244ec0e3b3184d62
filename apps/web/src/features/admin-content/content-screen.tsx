import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { TRANSLATION_SECTIONS, type TranslationSection } from '@store/shared/constants';
import { versionedSectionSchema, type VersionedSection } from '@store/shared/schemas/content';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { cx } from '../../lib/class-names.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { HistoryTab } from './components/history-tab.tsx';
import { HomepageTab } from './components/homepage-tab.tsx';
import { TranslationsTab } from './components/translations-tab.tsx';

const TABS = ['homepage', 'translations', 'history'] as const;
type Tab = (typeof TABS)[number];

function isTranslationSection(value: string | null): value is TranslationSection {
  return (TRANSLATION_SECTIONS as readonly (string | null)[]).includes(value);
}

/**
 * /admin/content: the home page, the translated texts and their history, as tabs. The tab and the
 * section live in the address (`?tab=translations&section=footer`), so a link or a reload keeps them.
 */
export function ContentScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSite');
  const [params, setParams] = useSearchParams();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabParam = params.get('tab');
  const tab: Tab = TABS.find((name) => name === tabParam) ?? 'homepage';
  const sectionParam = params.get('section');
  const translationSection: TranslationSection = isTranslationSection(sectionParam)
    ? sectionParam
    : 'nav';
  const historySection: VersionedSection =
    versionedSectionSchema.safeParse(sectionParam).data ?? 'homepage';

  function go(next: Tab, section?: string) {
    const search = new URLSearchParams();
    if (next !== 'homepage') search.set('tab', next);
    if (section) search.set('section', section);
    setParams(search, { replace: true });
  }

  /** Arrow keys move between tabs (WAI-ARIA tabs pattern); the reading direction decides which way. */
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = document.dir === 'rtl';
    const step =
      event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    go(TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('content.title')}
        description={t('content.description')}
        actions={
          <a href="/" target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
            {t('content.viewStore')}
          </a>
        }
      />
      <div
        role="tablist"
        aria-label={t('content.tabs.label')}
        className="flex gap-6 overflow-x-auto border-b border-line"
      >
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`content-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`content-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => go(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            data-testid={`content-tab-${name}`}
            className={cx(
              '-mb-px border-b-2 px-1 pb-3 text-sm whitespace-nowrap transition-colors',
              tab === name
                ? 'border-ink font-medium text-ink'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {t(`content.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`content-panel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
        {tab === 'homepage' && <HomepageTab />}
        {tab === 'translations' && (
          <TranslationsTab
            section={translationSection}
            onSectionChange={(section) => go('translations', section)}
          />
        )}
        {tab === 'history' && (
          <HistoryTab
            section={historySection}
            onSectionChange={(section) => go('history', section)}
          />
        )}
      </div>
    </div>
  );
}
