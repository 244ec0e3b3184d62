import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { LogoutIcon } from '../../../components/ui/icons/logout-icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { useMyAccount } from '../api/get-my-account.ts';
import { useSignOut } from '../api/sign-out.ts';
import { isSignedOut } from '../lib/sign-in-refusal.ts';
import { MyData } from './my-data.tsx';
import { MarketingChoices } from './marketing-choices.tsx';
import { MyAddresses } from './my-addresses.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { MyOrders } from './my-orders.tsx';

/**
 * /account (issue 22): the signed-in shopper's details, their orders (guest ones of the same
 * verified phone or email too), their saved addresses and signing out, here or on every device. Signed out, the page
 * sends to sign-in, which comes back here.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const me = useMyAccount();
  const signOut = useSignOut();
  usePrivatePageHead(t('page.documentTitle'));

  const toSignIn = paths.accountSignIn(pathname + search);
  // Signed out here: to sign-in, with nowhere to come back to.
  if (signOut.isSuccess) return <Navigate to={paths.accountSignIn()} replace />;
  if (isSignedOut(me.error)) return <Navigate to={toSignIn} replace />;

  const leave = (everywhere: boolean) => signOut.mutate({ everywhere });

  return (
    <div className="mx-auto max-w-5xl px-5 py-16 sm:px-6 lg:py-24">
      <SectionHeading as="h1" align="start" eyebrow={t('page.eyebrow')} title={t('page.title')} />
      {me.isPending && (
        <p className="mt-10 text-sm text-ink-muted" role="status">
          {t('page.loading')}
        </p>
      )}
      {me.isError && (
        <div className="mt-10 flex flex-wrap items-center gap-4" role="alert">
          <p className="flex items-center gap-3 text-sm text-danger">
            <AlertIcon size={18} className="shrink-0" />
            {t('page.loadError')}
          </p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      )}
      {me.data && (
        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <MyOrders onSignedOut={() => void navigate(toSignIn, { replace: true })} />
            <MyAddresses />
          </div>
          <aside className="flex min-w-0 flex-col gap-6">
            <ProfileDetails account={me.data.account} />
            <MarketingChoices account={me.data.account} />
            <MyData />
            <section
              aria-label={t('page.signOut')}
              className="grid gap-4 bg-paper p-6"
              data-testid="account-sign-out"
            >
              <Button
                variant="secondary"
                disabled={signOut.isPending}
                onClick={() => leave(false)}
                data-testid="account-sign-out-here"
              >
                <LogoutIcon size={16} className="rtl:-scale-x-100" />
                {signOut.isPending ? t('page.signingOut') : t('page.signOut')}
              </Button>
              <div>
                <button
                  type="button"
                  disabled={signOut.isPending}
                  onClick={() => leave(true)}
                  className="text-sm text-ink underline decoration-line underline-offset-4 hover:decoration-ink disabled:opacity-50"
                  data-testid="account-sign-out-everywhere"
                >
                  {t('page.signOutEverywhere')}
                </button>
                <p className="mt-1 text-xs text-ink-muted">{t('page.signOutEverywhereHint')}</p>
              </div>
              {signOut.isError && (
                <p role="alert" className="text-sm text-danger">
                  {t('page.signOutFailed')}
                </p>
              )}
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
