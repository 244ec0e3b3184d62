/** The settings module's face (Site settings and encrypted secrets): all that other code may import from it (README.md). */
export { randomSecretKey, resolveSecretKey, SecretBox } from './secret-box.ts';
export { readSellerProfile } from './seller-profile.service.ts';
export { settingsRoutes } from './settings.routes.ts';
export { getSiteSettings, storedSiteSettingsValue } from './settings.service.ts';
export {
  deleteSecret,
  putSecret,
  readSecret,
  resolveSecretInForce,
  type SecretInForce,
  type SecretName,
} from './secrets.service.ts';
export { findSettingRow, putSettingRow, readValidSettingRow } from './setting-rows.service.ts';
