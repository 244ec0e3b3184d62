import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { latinDigits } from '@store/shared/latin-digits';
import { SIGN_IN_CODE_LENGTH } from '@store/shared/shopper-sign-in';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { useMyAccount } from '../api/get-my-account.ts';
import { useSendSignInCode, type SignInDestination } from '../api/send-sign-in-code.ts';
import { useVerifySignInCode } from '../api/verify-sign-in-code.ts';
import { refusalOf, safeNext, type RefusalText } from '../lib/sign-in-refusal.ts';

type Method = 'phone' | 'email';
type Problem = 'phoneRequired' | 'emailRequired' | 'codeIncomplete';

/** Seconds before another code may be asked for: time for an SMS to arrive. */
export const RESEND_AFTER_SECONDS = 30;

/** The code as the server takes it: Latin digits only (Arabic-Indic typed or pasted too), six at most. */
function codeDigits(typed: string): string {
  return latinDigits(typed).replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH);
}

/** Seconds left until `until` (ms), counted down once a second while above zero. */
function useSecondsLeft(until: number): number {
  // Re-rendered by the tick; the time is read at each render, so a new `until` counts at once.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * /account/sign-in (issue 22): the shopper signs in without a password. A Saudi mobile number or
 * an email address gets a six-digit code; the code trades for a session. Every refusal is worded
 * here, in the page's language, from the server's `reason.key`; then to `next` (a path of this
 * store) or the account page.
 */
export function ShopperSignInPage() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const paths = usePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? paths.account;
  usePrivatePageHead(t('signIn.documentTitle'));

  const me = useMyAccount();
  const send = useSendSignInCode();
  const verify = useVerifySignInCode();

  const [method, setMethod] = useState<Method>('phone');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<SignInDestination | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<RefusalText | null>(null);
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeInput = useRef<HTMLInputElement>(null);
  const destinationInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  // Already signed in (a second tab, a bookmark): straight on.
  // (Only on an answer of this visit: what the cache kept may be of a session just ended.)
  if (me.isSuccess && !me.isFetching && !verify.isPending && !verify.isSuccess) {
    return <Navigate to={next} replace />;
  }

  const askForCode = (destination: SignInDestination, again: boolean) => {
    setRefusal(null);
    setProblem(null);
    setResent(false);
    send.mutate(
      { destination, language },
      {
        onSuccess: () => {
          setSentTo(destination);
          setCode('');
          setResent(again);
          setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000);
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  const submitDestination = (event: FormEvent) => {
    event.preventDefault();
    const value = (method === 'phone' ? phone : email).trim();
    if (!value) {
      setRefusal(null);
      setProblem(method === 'phone' ? 'phoneRequired' : 'emailRequired');
      destinationInput.current?.focus();
      return;
    }
    askForCode(method === 'phone' ? { phone: value } : { email: value }, false);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (code.length !== SIGN_IN_CODE_LENGTH) {
      setRefusal(null);
      setProblem('codeIncomplete');
      codeInput.current?.focus();
      return;
    }
    setProblem(null);
    setRefusal(null);
    setResent(false);
    verify.mutate(
      { destination: sentTo, code, language },
      {
        onSuccess: () => void navigate(next, { replace: true }),
        onError: (error) => {
          const why = refusalOf(error);
          setRefusal(why);
          // A dead code cannot be tried again: a new one may be asked for at once.
          if (why.key === 'codeDead' || why.key === 'tooManyTries') {
            setCode('');
            setResendAt(0);
          }
          codeInput.current?.focus();
        },
      },
    );
  };

  const startOver = () => {
    setSentTo(null);
    setCode('');
    setRefusal(null);
    setProblem(null);
    setResent(false);
  };

  const alert = refusal ? (
    <p
      role="alert"
      className="flex items-start gap-3 border border-danger/40 bg-danger/5 p-4 text-sm text-danger"
      data-testid="sign-in-error"
    >
      <AlertIcon size={18} className="mt-0.5 shrink-0" />
      {t(
        `signIn.refusals.${refusal.key}`,
        refusal.count === undefined ? {} : { count: refusal.count },
      )}
    </p>
  ) : null;

  return (
    <div className="mx-auto max-w-xl px-5 py-16 sm:px-6 lg:py-24">
      <SectionHeading
        as="h1"
        eyebrow={t('signIn.eyebrow')}
        title={t('signIn.title')}
        lead={t('signIn.intro')}
      />
      {!sentTo ? (
        <form
          noValidate
          onSubmit={submitDestination}
          className="mt-10 grid gap-6 bg-paper p-6 sm:p-8"
          aria-busy={send.isPending || undefined}
          data-testid="sign-in-destination"
        >
          <fieldset>
            <legend className="mb-3 text-sm text-ink-soft">{t('signIn.method')}</legend>
            <div className="grid grid-cols-2 border border-line">
              {(['phone', 'email'] as const).map((choice) => (
                <label
                  key={choice}
                  className={cx(
                    'flex h-12 cursor-pointer items-center justify-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink',
                    method === choice ? 'bg-ink text-ivory' : 'text-ink-soft hover:text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="method"
                    value={choice}
                    checked={method === choice}
                    onChange={() => {
                      setMethod(choice);
                      setProblem(null);
                      setRefusal(null);
                    }}
                    className="sr-only"
                    data-testid={`sign-in-method-${choice}`}
                  />
                  {t(choice === 'phone' ? 'signIn.byPhone' : 'signIn.byEmail')}
                </label>
              ))}
            </div>
          </fieldset>
          {method === 'phone' ? (
            <Field
              ref={destinationInput}
              key="phone"
              label={t('signIn.phone')}
              hint={t('signIn.phoneHint')}
              problem={problem === 'phoneRequired' ? t('signIn.problems.phoneRequired') : null}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              data-testid="sign-in-phone"
            />
          ) : (
            <Field
              ref={destinationInput}
              key="email"
              label={t('signIn.email')}
              problem={problem === 'emailRequired' ? t('signIn.problems.emailRequired') : null}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              data-testid="sign-in-email"
            />
          )}
          {alert}
          <Button
            type="submit"
            size="lg"
            disabled={send.isPending}
            className="w-full"
            data-testid="sign-in-send"
          >
            {send.isPending ? t('signIn.sending') : t('signIn.send')}
          </Button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={submitCode}
          className="mt-10 grid gap-6 bg-paper p-6 sm:p-8"
          aria-busy={verify.isPending || undefined}
          data-testid="sign-in-code-form"
        >
          <p className="text-sm text-ink-soft" data-testid="sign-in-sent">
            <TextWithSlot
              translate={(destination) =>
                t('phone' in sentTo ? 'signIn.sentPhone' : 'signIn.sentEmail', { destination })
              }
              slot={
                <Ltr className="font-medium text-ink">
                  {'phone' in sentTo ? sentTo.phone : sentTo.email}
                </Ltr>
              }
            />
          </p>
          <Field
            ref={codeInput}
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            problem={problem === 'codeIncomplete' ? t('signIn.problems.codeIncomplete') : null}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={SIGN_IN_CODE_LENGTH * 3}
            value={code}
            onChange={(event) => setCode(codeDigits(event.target.value))}
            className="text-center font-sans text-2xl tracking-[0.5em] tabular-nums"
            data-testid="sign-in-code"
          />
          {alert}
          {resent && !refusal && (
            <p role="status" className="text-sm text-ink-soft" data-testid="sign-in-resent">
              {t('signIn.resent')}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            disabled={verify.isPending}
            className="w-full"
            data-testid="sign-in-verify"
          >
            {verify.isPending ? t('signIn.verifying') : t('signIn.verify')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm">
            {secondsLeft > 0 ? (
              <p className="text-ink-muted" data-testid="sign-in-resend-wait">
                {t('signIn.resendIn', { count: secondsLeft })}
              </p>
            ) : (
              <button
                type="button"
                className={buttonClass('link')}
                disabled={send.isPending}
                onClick={() => askForCode(sentTo, true)}
                data-testid="sign-in-resend"
              >
                {t('signIn.resend')}
              </button>
            )}
            <button
              type="button"
              className={buttonClass('link')}
              onClick={startOver}
              data-testid="sign-in-change"
            >
              {t('signIn.change')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  problem: string | null;
  ref?: Ref<HTMLInputElement>;
}

function Field({ label, hint, problem, className, ref, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = problem ?? hint;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        {...input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cx(
          'h-12 w-full border bg-paper px-4 text-base text-ink',
          problem ? 'border-danger' : 'border-line focus:border-ink',
          className,
        )}
      />
      {note && (
        <p
          id={noteId}
          className={cx('mt-2 text-sm', problem ? 'text-danger' : 'text-xs text-ink-muted')}
          data-testid={problem ? 'sign-in-problem' : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}
