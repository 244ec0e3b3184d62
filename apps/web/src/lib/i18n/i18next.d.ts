import 'i18next';
import type { TranslationSection } from '@store/shared/constants';
import type { adminAreaTexts } from '../../locales/admin-area.ts';
import type { en } from '../../locales/en/index.ts';

/**
 * The six editable sections come from shared, loosely typed data (any key may be added by the
 * content API), so their keys are typed as strings; the app's own namespaces are checked key by key.
 */
type EditableSection = { [key: string]: string };
type Resources = Omit<typeof en, TranslationSection> &
  Record<TranslationSection, EditableSection> &
  // Loaded with the admin chunks (`useAdminAreaTexts`), not with the storefront.
  (typeof adminAreaTexts)['en'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
