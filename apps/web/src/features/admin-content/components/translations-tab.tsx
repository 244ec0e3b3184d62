import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TRANSLATION_SECTIONS, type TranslationSection } from '@store/shared/constants';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { useContentSection } from '../api/get-content-section.ts';
import { SectionPicker } from './section-picker.tsx';
import { TranslationEditor } from './translation-editor.tsx';

/** The six translated sections of the storefront, one at a time. */
export function TranslationsTab({
  section,
  onSectionChange,
}: {
  section: TranslationSection;
  onSectionChange: (section: TranslationSection) => void;
}) {
  const { t } = useTranslation('adminSite');
  const query = useContentSection(section);
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<TranslationSection | null>(null);

  function choose(next: TranslationSection) {
    if (next === section) return;
    if (dirty) setLeavingFor(next);
    else onSectionChange(next);
  }
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-ink-soft">{t('content.translations.description')}</p>
      <SectionPicker
        sections={TRANSLATION_SECTIONS}
        value={section}
        onChange={choose}
        testIdPrefix="translations-section"
      />
      {query.isPending ? (
        <ListLoading rows={6} />
      ) : !query.data ? (
        <ListError
          title={t('content.translations.loadError')}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TranslationEditor
          key={`${section}-${query.data.version}`}
          section={section}
          data={query.data}
          onDirtyChange={setDirty}
        />
      )}
      <ConfirmDialog
        open={leavingFor !== null}
        title={t('content.translations.discardTitle')}
        message={t('content.translations.discardMessage')}
        confirmLabel={t('content.translations.discard')}
        tone="danger"
        onCancel={() => setLeavingFor(null)}
        onConfirm={() => {
          if (leavingFor) onSectionChange(leavingFor);
          setDirty(false);
          setLeavingFor(null);
        }}
      />
    </div>
  );
}
