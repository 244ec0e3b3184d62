import { useState, type FormEvent } from 'react';
import type { ShopperProfile } from '@store/shared/schemas/accounts';
import { isWellFormedEmail } from '@store/shared/schemas/orders';
import { parseMobile } from '@store/shared/saudi/mobile';
import { SIGN_IN_CODE_LENGTH } from '@store/shared/shopper-sign-in';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { latinDigits } from '@store/shared/latin-digits';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSendContactCode, useVerifyContactCode } from '../api/change-contact.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { refusalOf, type RefusalText } from '../lib/sign-in-refusal.ts';

type Kind = 'phone' | 'email';

/**
 * The shopper's details (issue 22 point 3): the name, kept as typed; the mobile and the email,
 * each changed (or the email added) through a code sent to the new one, which replaces the old
 * only once the code is typed back.
 */
export function ProfileDetails({ account }: { account: ShopperProfile }) {
  const { t } = useTranslation('account');
  const [changing, setChanging] = useState<Kind | null>(null);
  const [changed, setChanged] = useState<Kind | null>(null);
  const rows = [
    { kind: 'phone', value: account.phone, verified: account.phoneVerifiedAt },
    { kind: 'email', value: account.email, verified: account.emailVerifiedAt },
  ] as const;
  return (
    <section
      aria-labelledby="account-details-title"
      className="bg-paper p-6"
      data-testid="account-profile"
    >
      <h2 id="account-details-title" className="font-display text-xl">
        {t('page.details')}
      </h2>
      <NameField name={account.name} />
      <dl className="mt-4 grid gap-4">
        {rows.map((row) => (
          <div key={row.kind} data-testid={`account-${row.kind}`}>
            <dt className="text-xs text-ink-muted">{t(`page.${row.kind}`)}</dt>
            <dd className="mt-1 text-sm text-ink">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {row.value ? (
                  <>
                    <Ltr className="break-all">{row.value}</Ltr>
                    {row.verified && (
                      <span className="text-xs text-gold-deep">{t('page.verified')}</span>
                    )}
                  </>
                ) : (
                  <span className="text-ink-muted">{t('page.notAdded')}</span>
                )}
                {changing !== row.kind && (
                  <button
                    type="button"
                    className={buttonClass('link')}
                    onClick={() => {
                      setChanged(null);
                      setChanging(row.kind);
                    }}
                    data-testid={`account-change-${row.kind}`}
                  >
                    {row.value ? t(`profile.change.${row.kind}`) : t(`profile.add.${row.kind}`)}
                  </button>
                )}
              </div>
              {changed === row.kind && (
                <p className="mt-1 text-xs text-gold-deep" role="status">
                  {t('profile.contactChanged')}
                </p>
              )}
              {changing === row.kind && (
                <ContactChange
                  kind={row.kind}
                  onDone={() => {
                    setChanging(null);
                    setChanged(row.kind);
                  }}
                  onCancel={() => setChanging(null)}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NameField({ name }: { name: string | null }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [value, setValue] = useState(name ?? '');
  const update = useUpdateProfile();
  const unchanged = value.trim() === (name ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    update.mutate({ kind: 'name', name: value.trim(), language });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-2" data-testid="account-name">
      <TextField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={value}
        onValueChange={(next) => {
          update.reset();
          setValue(next);
        }}
        isRequired={false}
        invalid={false}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={unchanged || update.isPending}
        >
          {update.isPending ? t('profile.saving') : t('profile.saveName')}
        </Button>
        {update.isSuccess && (
          <span className="text-xs text-gold-deep" role="status">
            {t('profile.saved')}
          </span>
        )}
        {update.isError && (
          <span className="text-xs text-danger" role="alert">
            {t('profile.saveFailed')}
          </span>
        )}
      </div>
    </form>
  );
}

/** What is wrong with a new number or address before asking, worded like sign-in's refusals. */
function destinationProblem(kind: Kind, typed: string): RefusalText | null {
  if (kind === 'phone') return parseMobile(typed, 'SA') ? null : { key: 'notSaudiMobile' };
  return isWellFormedEmail(typed.trim()) ? null : { key: 'invalidEmail' };
}

function ContactChange({
  kind,
  onDone,
  onCancel,
}: {
  kind: Kind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<RefusalText | null>(null);
  const send = useSendContactCode();
  const verify = useVerifyContactCode();
  const destination = (value: string) => (kind === 'phone' ? { phone: value } : { email: value });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const problem = destinationProblem(kind, typed);
    setRefusal(problem);
    if (problem || send.isPending) return;
    send.mutate(
      { destination: destination(typed.trim()), language },
      {
        onSuccess: () => setSentTo(typed.trim()),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || verify.isPending) return;
    if (latinDigits(code).replace(/\D/g, '').length !== SIGN_IN_CODE_LENGTH) {
      setRefusal({ key: 'other' });
      return;
    }
    setRefusal(null);
    verify.mutate(
      { destination: destination(sentTo), code, language },
      { onSuccess: onDone, onError: (error) => setRefusal(refusalOf(error)) },
    );
  };

  const refusalText =
    refusal &&
    (refusal.key === 'other' && sentTo
      ? t('signIn.problems.codeIncomplete')
      : t(
          `signIn.refusals.${refusal.key}`,
          refusal.count === undefined ? {} : { count: refusal.count },
        ));

  return (
    <div className="mt-3 grid gap-3 border border-line p-4" data-testid={`contact-change-${kind}`}>
      {!sentTo ? (
        <form onSubmit={ask} noValidate className="grid gap-3">
          <TextField
            label={t(`profile.new.${kind}`)}
            name={kind}
            type={kind === 'phone' ? 'tel' : 'email'}
            inputMode={kind === 'phone' ? 'tel' : 'email'}
            autoComplete={kind === 'phone' ? 'tel' : 'email'}
            dir="ltr"
            value={typed}
            onValueChange={setTyped}
            isRequired
            invalid={refusal !== null}
          />
          <p className="text-xs text-ink-muted">{t('profile.codeExplain')}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" disabled={send.isPending}>
              {send.isPending ? t('signIn.sending') : t('signIn.send')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
              {t('addresses.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate className="grid gap-3">
          <p className="text-sm text-ink-soft" role="status">
            {t(kind === 'phone' ? 'signIn.sentPhone' : 'signIn.sentEmail', {
              destination: sentTo,
            })}
          </p>
          <TextField
            label={t('signIn.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            value={code}
            onValueChange={setCode}
            isRequired
            invalid={refusal !== null}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" disabled={verify.isPending}>
              {verify.isPending ? t('profile.confirming') : t('profile.confirm')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
              {t('addresses.cancel')}
            </Button>
          </div>
        </form>
      )}
      {refusalText && (
        <p role="alert" className="text-sm text-danger" data-testid="contact-change-error">
          {refusalText}
        </p>
      )}
    </div>
  );
}
