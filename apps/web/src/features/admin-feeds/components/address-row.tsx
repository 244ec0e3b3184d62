import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';

/**
 * One address to paste elsewhere: its name, the address itself (left to right in either
 * language, selectable as a whole) and a copy button.
 */
export function AddressRow({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('adminFeeds');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      // No clipboard outside a secure context: the address stays there to select.
      toast.error(t('copyFailed'));
    }
  };
  return (
    <div
      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
      data-testid="feed-address"
    >
      <span className="shrink-0 text-sm font-medium text-ink sm:w-24">{name}</span>
      <input
        readOnly
        dir="ltr"
        value={url}
        aria-label={name}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-card border border-line bg-ivory px-3 py-2 font-mono text-xs text-ink"
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={t('copyLabel', { name })}
        className="self-start sm:self-auto"
      >
        {t('copy')}
      </Button>
    </div>
  );
}
