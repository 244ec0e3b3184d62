/** The zatca module's face (ZATCA e-invoicing): all that other code may import from it (README.md). */
// Fatoora API
export {
  FatooraClient,
  type FatooraClientOptions,
  type FatooraOutcome,
  type FatooraRetryReason,
} from './fatoora/fatoora-client.ts';
export {
  FATOORA_API_VERSION,
  FATOORA_BASE_URLS,
  SANDBOX_ONBOARDING_OTP,
  SANDBOX_RENEWAL_OTP,
  type FatooraCredentials,
  type FatooraCsid,
  type FatooraDocument,
  type FatooraDocumentAnswer,
  type FatooraEnvironment,
  type FatooraLanguage,
  type FatooraMessage,
  type FatooraValidation,
} from './fatoora/fatoora-wire.ts';
export {
  FatooraStandIn,
  fatooraStandInRoutes,
  type FatooraFault,
  type FatooraStandInOptions,
  type StandInRequest,
} from './fatoora/fatoora-stand-in.ts';
