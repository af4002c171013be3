/**
 * The content languages the service supports (source_language, the language model's
 * prior), as constants only: the main thread validates requests with them without
 * loading any model.
 */
export const SUPPORTED_CONTENT_LANGUAGES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'ru',
  'tr',
] as const;
export type SupportedContentLanguage = (typeof SUPPORTED_CONTENT_LANGUAGES)[number];
