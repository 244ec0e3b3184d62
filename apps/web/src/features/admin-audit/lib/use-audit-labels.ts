import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The localized name of an entity or action, or the recorded word itself when we have none. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('adminSystem');
  const label = (group: 'entities' | 'actions', value: string) => {
    const key = `audit.${group}.${value}`;
    return i18n.exists(key, { ns: 'adminSystem' }) ? String(t(key as never)) : value;
  };
  return {
    entity: (value: string) => label('entities', value),
    action: (value: string) => label('actions', value),
  };
}
