import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { LANGUAGES } from '@store/shared/locales';
import { siteInfoInputSchema, type AdminSiteSettings } from '@store/shared/schemas/settings';
import { Field, SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { SettingsCard } from './settings-card.tsx';

type SiteInfo = z.input<typeof siteInfoInputSchema>;

export function SiteInfoForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { form, save, onSubmit } = useSettingsGroup<SiteInfo>({
    group: 'siteInfo',
    schema: siteInfoInputSchema,
    settings,
    pick: (s) => s.siteInfo,
  });
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <SettingsCard
      id="settings-site-info"
      title={t('settings.siteInfo.title')}
      description={t('settings.siteInfo.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      <BilingualInput
        id="site-name"
        label={t('settings.siteInfo.siteName')}
        required
        form={form}
        name="siteName"
        testId="settings-site-name"
      />
      <BilingualInput
        id="site-tagline"
        label={t('settings.siteInfo.tagline')}
        form={form}
        name="tagline"
      />
      <BilingualInput
        id="site-description"
        label={t('settings.siteInfo.about')}
        multiline
        rows={3}
        form={form}
        name="description"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label={t('settings.siteInfo.logo')}
          htmlFor="site-logo"
          error={e.logo?.message}
          hint={t('settings.siteInfo.addressHint')}
        >
          <TextInput id="site-logo" dir="ltr" invalid={Boolean(e.logo)} {...register('logo')} />
        </Field>
        <Field
          label={t('settings.siteInfo.favicon')}
          htmlFor="site-favicon"
          error={e.favicon?.message}
          hint={t('settings.siteInfo.addressHint')}
        >
          <TextInput
            id="site-favicon"
            dir="ltr"
            invalid={Boolean(e.favicon)}
            {...register('favicon')}
          />
        </Field>
      </div>
      <Field
        label={t('settings.siteInfo.defaultLanguage')}
        htmlFor="site-default-language"
        hint={t('settings.siteInfo.defaultLanguageHint')}
      >
        <SelectInput
          id="site-default-language"
          data-testid="settings-default-language"
          {...register('defaultLanguage')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`settings.siteInfo.languages.${language}`)}
            </option>
          ))}
        </SelectInput>
      </Field>
    </SettingsCard>
  );
}
