/** The privacy module's face (the privacy policy's versions and shoppers' consents): all that other code may import from it (README.md). */
export {
  consentHistory,
  forgetConsentsOf,
  hasConsent,
  recordConsent,
  type ConsentHolder,
  type ConsentInput,
} from './consents.service.ts';
export { currentPrivacyPolicy } from './privacy-policy.service.ts';
export { privacyRoutes } from './privacy.routes.ts';
