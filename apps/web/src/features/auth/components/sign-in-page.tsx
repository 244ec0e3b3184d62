import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EyeIcon, EyeOffIcon } from '../../../components/admin/admin-icons.tsx';
import { BrandMark } from '../../../components/layout/brand-mark.tsx';
import { LanguageSwitch } from '../../../components/layout/language-switch.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { ClockIcon } from '../../../components/ui/icons/clock-icon.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useBrand } from '../../../hooks/use-brand.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ADMIN_ROLE } from '../../../lib/auth/auth-user.ts';
import { cx } from '../../../lib/class-names.ts';
import { useAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { useAuth } from '../../../stores/use-auth.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { loginErrorText } from '../lib/login-error.ts';
import { isSignInPath } from '../lib/return-path.ts';

const fieldClass =
  'h-12 w-full border bg-paper px-4 text-base text-ink transition-colors focus:outline-none';

/**
 * /auth, /login and /admin/login (spec section 2, "Admin sign-in"): email, password with show/hide,
 * the session notice; validation, error texts and the redirect of spec sections 4, 5 and 8.
 */
export function SignInPage() {
  useAdminAreaTexts();
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const brand = useBrand();
  const { isAuthenticated, isLoading, user, error } = useAuth();
  const { submit, clearErrors, validationError, submitted, target } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  useDocumentTitle(t('signIn.documentTitle'));

  // A message left by an ended session belongs to this visit of the page only: it goes when the
  // person leaves the sign-in page (not when the page merely re-mounts at the same address).
  useEffect(
    () => () => {
      if (!isSignInPath(window.location.pathname)) authStore.clearError();
    },
    [],
  );

  // Already signed in as an admin (another tab, or back here by the browser's history).
  if (!submitted && isAuthenticated && user?.role === ADMIN_ROLE) {
    return <Navigate to={target} replace />;
  }

  const busy = submitted && isLoading;
  let shown: string | null = null;
  if (validationError) {
    shown = t(`validation.${validationError}`);
  } else if (error) {
    const text = loginErrorText(error);
    shown = 'key' in text ? t(`errors.${text.key}`) : text.text;
  }
  const emailInvalid = validationError === 'emailRequired' || validationError === 'invalidEmail';
  const passwordInvalid = validationError === 'passwordRequired';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ email, password });
  };

  return (
    <div className="grid min-h-dvh bg-ivory lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-ink text-ivory lg:block"
      >
        <img
          src="/images/hero/hero-3.svg"
          alt=""
          className="absolute inset-0 size-full object-cover object-[72%_50%] opacity-70"
        />
        <div className="absolute inset-0 bg-linear-to-t from-ink via-ink/55 to-ink/10" />
        <div className="absolute inset-x-0 bottom-0 p-12 xl:p-16">
          <p className="font-display text-display-lg text-ivory">{brand.name}</p>
          <p className="mt-2 text-sm tracking-[0.2em] text-champagne-light uppercase rtl:tracking-normal">
            {brand.tagline}
          </p>
        </div>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-ink-soft transition-colors hover:text-ink"
          >
            <ArrowIcon size={16} className="rotate-180 rtl:rotate-0" />
            {t('signIn.backToStore')}
          </Link>
          <LanguageSwitch />
        </div>

        <main
          id="main"
          className="flex flex-1 items-center justify-center px-6 pt-4 pb-16 sm:px-10"
        >
          <div className="w-full max-w-[26rem]">
            <BrandMark className="mb-12 lg:hidden" />
            <p className="eyebrow text-gold-deep">{t('signIn.eyebrow')}</p>
            <h1 className="mt-3 font-display text-display-md text-ink">{t('signIn.title')}</h1>
            <p className="mt-3 text-sm leading-relaxed text-ink-soft">{t('signIn.subtitle')}</p>

            <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
              {shown && (
                <div
                  id={errorId}
                  role="alert"
                  data-testid="sign-in-error"
                  className="flex items-start gap-3 border border-danger/30 bg-rose-light/50 px-4 py-3 text-sm text-danger"
                >
                  <AlertIcon size={18} className="mt-0.5 shrink-0" />
                  <span>{shown}</span>
                </div>
              )}

              <div>
                <label htmlFor={emailId} className="mb-2 block text-sm text-ink-soft">
                  {t('signIn.email')}
                </label>
                <input
                  id={emailId}
                  name="email"
                  type="email"
                  dir="ltr"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={email}
                  aria-invalid={emailInvalid || undefined}
                  aria-describedby={emailInvalid ? errorId : undefined}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    clearErrors();
                  }}
                  onBlur={clearErrors}
                  className={cx(
                    fieldClass,
                    'text-start rtl:text-end',
                    emailInvalid ? 'border-danger' : 'border-line focus:border-ink',
                  )}
                />
              </div>

              <div>
                <label htmlFor={passwordId} className="mb-2 block text-sm text-ink-soft">
                  {t('signIn.password')}
                </label>
                <div className="relative">
                  <input
                    id={passwordId}
                    name="password"
                    type={passwordVisible ? 'text' : 'password'}
                    autoComplete="current-password"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={password}
                    aria-invalid={passwordInvalid || undefined}
                    aria-describedby={passwordInvalid ? errorId : undefined}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      clearErrors();
                    }}
                    onBlur={clearErrors}
                    className={cx(
                      fieldClass,
                      'pe-12',
                      passwordInvalid ? 'border-danger' : 'border-line focus:border-ink',
                    )}
                  />
                  <button
                    type="button"
                    onClick={() => setPasswordVisible((visible) => !visible)}
                    aria-pressed={passwordVisible}
                    aria-label={
                      passwordVisible ? t('signIn.hidePassword') : t('signIn.showPassword')
                    }
                    aria-controls={passwordId}
                    className="absolute inset-y-0 end-0 inline-flex w-12 items-center justify-center text-ink-muted transition-colors hover:text-ink"
                  >
                    {passwordVisible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
                  </button>
                </div>
              </div>

              <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
                {busy ? t('signIn.submitting') : t('signIn.submit')}
              </Button>
            </form>

            <p className="mt-8 flex items-start gap-3 border-t border-line pt-6 text-xs leading-relaxed text-ink-muted">
              <ClockIcon size={16} className="mt-px shrink-0 text-gold-deep" />
              <span>{t('signIn.sessionNotice')}</span>
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
