import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { intlLocaleOf, localize } from '@store/shared/locales';
import type { MediaItem } from '@store/shared/schemas/media';
import { Button } from '../../../components/ui/button.tsx';
import {
  formatBytes,
  formatNumber,
  thumbnailUrl,
} from '../../../components/admin/media-picker.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { mimeLabel } from '../lib/media-labels.ts';

/** One image of the library: preview, file facts, where it is used, and its actions. */
export function MediaCard({
  item,
  onDelete,
  onDescribe,
}: {
  item: MediaItem;
  onDelete: () => void;
  onDescribe: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const largest = item.variants.at(-1)?.url ?? item.url;
  const date = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(
    new Date(item.createdAt),
  );

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).toString());
      toast.success(t('media.linkCopied'));
    } catch {
      // No clipboard (insecure context): the link stays visible through "Open full size".
    }
  };

  return (
    <article
      data-testid="media-card"
      data-media-id={item.id}
      className="flex h-full flex-col border border-line bg-paper"
    >
      <a
        href={largest}
        target="_blank"
        rel="noreferrer"
        className="block aspect-[4/3] overflow-hidden bg-ivory"
        aria-label={t('media.open')}
      >
        <img
          src={thumbnailUrl(item)}
          alt={localize(item.alt, language) || ''}
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 hover:scale-[1.02]"
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3
            className="truncate text-sm font-medium text-ink"
            dir="auto"
            title={item.originalName}
          >
            {item.originalName}
          </h3>
          <p className="mt-1 text-xs text-ink-muted">
            {t('media.dimensions', {
              width: formatNumber(item.width, language),
              height: formatNumber(item.height, language),
            })}
            {' · '}
            {formatBytes(item.bytes, language)}
            {' · '}
            <span dir="ltr">{mimeLabel(item.mimeType)}</span>
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">{t('media.uploadedOn', { date })}</p>
          <p
            className="mt-1.5 line-clamp-2 text-xs text-ink-soft"
            dir="auto"
            data-testid="media-alt"
          >
            {localize(item.alt, language) || (
              <span className="text-ink-muted italic">{t('media.altMissing')}</span>
            )}
          </p>
        </div>

        <div className="text-xs">
          {item.usedBy.length === 0 ? (
            <p className="text-ink-muted">{t('media.notUsed')}</p>
          ) : (
            <>
              <p className="mb-1.5 font-medium text-ink-soft">{t('media.usedBy')}</p>
              <ul className="flex flex-wrap gap-1.5" data-testid="media-used-by">
                {item.usedBy.map((usage) => (
                  <li key={`${usage.kind}-${usage.id}`}>
                    <span className="inline-flex border border-line bg-ivory px-2 py-0.5 text-[0.6875rem] text-ink-soft">
                      {t(`media.kinds.${usage.kind}`)}
                      {(usage.kind === 'product' ||
                        usage.kind === 'category' ||
                        usage.kind === 'collection') &&
                        localize(usage.label, language) &&
                        `: ${localize(usage.label, language)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={onDescribe}
            aria-label={t('media.editAltLabel', { name: item.originalName })}
            data-testid="media-describe"
          >
            {t('media.editAlt')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void copyLink()}>
            {t('media.copyLink')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ms-auto text-danger hover:bg-danger/5"
            onClick={onDelete}
            aria-label={t('media.deleteLabel', { name: item.originalName })}
            data-testid="media-delete"
          >
            {t('media.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
