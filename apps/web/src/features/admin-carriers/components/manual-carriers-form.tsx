import { useId, useState, type FormEvent } from 'react';
import { LANGUAGES } from '@store/shared/locales';
import {
  trackingUrlTemplateSchema,
  type CarrierId,
  type CarrierSettings,
} from '@store/shared/schemas/carriers';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveManualCarriers } from '../api/save-manual-carriers.ts';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';

/**
 * The carriers shipped with by hand: the other courier's name, and each carrier's tracking page
 * (the merchant's in place of the carrier's own; empty: the carrier's own, and none for the other
 * courier). Each page is checked as typed with the server's rule (https, `{tracking}`).
 */
export function ManualCarriersForm({ settings }: { settings: CarrierSettings['manual'] }) {
  const { t } = useTranslation('adminFulfilment');
  const { language } = useLanguage();
  const id = useId();
  const save = useSaveManualCarriers();
  const custom = settings.carriers.find((carrier) => carrier.id === 'custom');
  const [name, setName] = useState({ en: custom?.name.en ?? '', ar: custom?.name.ar ?? '' });
  const [templates, setTemplates] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      settings.carriers.map((carrier) => [
        carrier.id,
        carrier.trackingUrlTemplate && carrier.trackingUrlTemplate !== carrier.defaultTemplate
          ? carrier.trackingUrlTemplate
          : '',
      ]),
    ),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const problemOf = (carrierId: string) => {
    const value = templates[carrierId]?.trim() ?? '';
    if (value === '') return serverErrors[`templates.${carrierId}`];
    return trackingUrlTemplateSchema.safeParse(value).success
      ? serverErrors[`templates.${carrierId}`]
      : t('settings.invalidTemplate');
  };
  const invalid = settings.carriers.some((carrier) => {
    const value = templates[carrier.id]?.trim() ?? '';
    return value !== '' && !trackingUrlTemplateSchema.safeParse(value).success;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || save.isPending) return;
    setServerErrors({});
    save.mutate(
      {
        customName: { en: name.en.trim(), ar: name.ar.trim() },
        templates: Object.fromEntries(
          settings.carriers.map((carrier) => [
            carrier.id,
            templates[carrier.id]?.trim() ? templates[carrier.id]!.trim() : null,
          ]),
        ) as Partial<Record<CarrierId, string | null>>,
      },
      {
        onSuccess: () => toast.success(t('settings.saved')),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : [];
          setServerErrors(Object.fromEntries(fields.map((entry) => [entry.field, entry.message])));
          toast.error(t('settings.saveFailed'), error.message);
        },
      },
    );
  };

  return (
    <SettingsCard
      title={t('settings.manual')}
      description={t('settings.manualDescription')}
      testId="carriers-manual"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {LANGUAGES.map((lang) => (
            <Field
              key={lang}
              label={lang === 'en' ? t('settings.customNameEn') : t('settings.customNameAr')}
              htmlFor={`${id}-name-${lang}`}
            >
              <TextInput
                id={`${id}-name-${lang}`}
                dir={lang === 'en' ? 'ltr' : 'rtl'}
                lang={lang}
                maxLength={100}
                value={name[lang]}
                onChange={(event) => setName({ ...name, [lang]: event.target.value })}
                data-testid={`carriers-custom-name-${lang}`}
              />
            </Field>
          ))}
        </div>
        <ul className="flex flex-col gap-4">
          {settings.carriers.map((carrier) => {
            const inputId = `${id}-template-${carrier.id}`;
            const error = problemOf(carrier.id);
            const name =
              carrier.id === 'custom'
                ? t('settings.custom')
                : carrier.name[language] || carrier.name.en;
            const hint = carrier.defaultTemplate ? (
              <span className="break-all">
                {t('settings.defaultTemplate')} <Ltr>{carrier.defaultTemplate}</Ltr>
              </span>
            ) : (
              t('settings.templateHint')
            );
            return (
              <li key={carrier.id}>
                <Field
                  label={`${name} · ${t('settings.template')}`}
                  htmlFor={inputId}
                  hint={hint}
                  error={error}
                >
                  <TextInput
                    id={inputId}
                    dir="ltr"
                    inputMode="url"
                    value={templates[carrier.id] ?? ''}
                    placeholder={
                      carrier.defaultTemplate ?? 'https://courier.example/track?n={tracking}'
                    }
                    invalid={Boolean(error)}
                    aria-describedby={describedBy(inputId, { error, hint: true })}
                    onChange={(event) => {
                      setTemplates((current) => ({ ...current, [carrier.id]: event.target.value }));
                      setServerErrors({});
                    }}
                    data-testid={`carriers-template-${carrier.id}`}
                  />
                </Field>
              </li>
            );
          })}
        </ul>
        <div className="flex justify-end border-t border-line pt-4">
          <Button
            type="submit"
            size="sm"
            disabled={save.isPending}
            data-testid="carriers-manual-save"
          >
            {t('settings.saveManual')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
