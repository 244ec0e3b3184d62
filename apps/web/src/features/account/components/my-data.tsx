import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * "Your data" (PDPL, issue 22 point 6): a copy of everything kept about the shopper, and the
 * deletion of the account after a confirmation that says what goes and what the law keeps.
 */
export function MyData() {
  const { t } = useTranslation('privacy');
  const paths = usePaths();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const failure = remove.error?.message;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const erase = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('myData.deleted'));
        void navigate(paths.home, { replace: true });
      },
    });

  return (
    <section aria-labelledby="my-data-title" className="bg-paper p-6" data-testid="account-my-data">
      <h2 id="my-data-title" className="font-display text-xl">
        {t('myData.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('myData.text')}</p>
      <div className="mt-4 flex flex-col items-start gap-3">
        <a
          href="/api/account/data"
          download
          className="text-sm text-ink underline decoration-champagne underline-offset-4"
          data-testid="account-download-data"
        >
          {t('myData.download')}
        </a>
        <Link
          to={paths.privacy}
          className="text-sm text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
        >
          {t('myData.policyLink')}
        </Link>
        {!confirming ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="text-sm text-danger underline decoration-danger/40 underline-offset-4 hover:decoration-danger"
            data-testid="account-delete"
          >
            {t('myData.delete')}
          </button>
        ) : (
          <div
            role="group"
            aria-labelledby="delete-account-title"
            className="mt-2 grid gap-3 border border-danger/40 p-4"
            data-testid="account-delete-confirm"
          >
            <h3 id="delete-account-title" className="font-medium text-ink">
              {t('myData.confirmTitle')}
            </h3>
            <p className="text-sm text-ink-soft">{t('myData.confirmText')}</p>
            <div className="flex flex-wrap gap-3">
              <Button
                className="bg-danger hover:bg-danger/85"
                disabled={remove.isPending}
                onClick={erase}
                data-testid="account-delete-yes"
              >
                {remove.isPending ? t('myData.deleting') : t('myData.confirm')}
              </Button>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => {
                  remove.reset();
                  setConfirming(false);
                }}
              >
                {t('myData.cancel')}
              </Button>
            </div>
            {failure && (
              <p
                ref={alertRef}
                tabIndex={-1}
                role="alert"
                className="text-sm text-danger"
                data-testid="account-delete-error"
              >
                {failure}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
