import { createI18nProvider } from '../i18n/i18nProvider';
import { preferencesStore } from '../preferences';

/**
 * The one i18nProvider of the app: <Admin> renders with it and the http client asks it for the Accept-Language.
 * It starts in the language the user chose last time (kept in our preferences, which survive sign-out); that
 * language's messages are fetched before anything renders, so the first paint is already translated.
 */
export const i18nProvider = await createI18nProvider(preferencesStore.get().language);
