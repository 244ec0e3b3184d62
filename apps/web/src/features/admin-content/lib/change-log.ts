import type { TFunction } from '../../../lib/i18n/translation-keys.ts';

const PARTS = [
  'hero',
  'about',
  'featuredCollections',
  'contact',
  'seo',
  'maintenance',
  'display',
] as const;

const FIXED = {
  'Initial content': 'initial',
  'Updated the home page': 'homepageUpdated',
  'Reset the home page to its defaults': 'reset',
  'Added a hero image': 'heroImageAdded',
  'Removed a hero image': 'heroImageRemoved',
  'Updated the featured collections': 'collectionsUpdated',
  'Removed a featured collection': 'collectionRemoved',
} as const;

/**
 * A change log in the page's language when the server wrote it (the first version, a save of a
 * home-page part, a rollback); what an admin wrote is shown as written.
 */
export function describeChangeLog(log: string, t: TFunction<'adminSite'>): string {
  if (log in FIXED) return t(`content.changeLogs.${FIXED[log as keyof typeof FIXED]}`);
  const rolledBack = /^Rolled back to version (\d+)$/.exec(log);
  if (rolledBack) return t('content.changeLogs.rolledBack', { version: rolledBack[1] ?? '' });
  const section = /^Updated the (\w+) section$/.exec(log)?.[1];
  const part = PARTS.find((name) => name === section);
  if (part) {
    return t('content.changeLogs.sectionUpdated', {
      section: t(`content.changeLogs.parts.${part}`),
    });
  }
  const collection = /^(Added|Updated) the featured collection "(.*)"$/.exec(log);
  if (collection) {
    return t(
      collection[1] === 'Added'
        ? 'content.changeLogs.collectionAdded'
        : 'content.changeLogs.collectionUpdated',
      { name: collection[2] ?? '' },
    );
  }
  return log;
}
