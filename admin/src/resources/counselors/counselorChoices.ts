import { locales } from '@jobmarket/contracts';
import { counselorStatuses, sessionModes } from '@jobmarket/contracts/counseling/consultOrderMachine';
import { sessionLengths } from '@jobmarket/contracts/counseling/forms';
import { useDictionary } from '../system/notices/useDictionary';

/** Active or inactive (only active counselors are listed for job seekers and bookable). */
export const counselorStatusChoices = counselorStatuses.map((status) => ({ id: status, name: `counseling.counselorStatuses.${status}` }));

/** The languages a counselor may speak: the platform's four. */
export const languageChoices = locales.map((locale) => ({ id: locale, name: `resources.counselors.languages.${locale}` }));

/** Online, in person. */
export const modeChoices = sessionModes.map((mode) => ({ id: mode, name: `counseling.modes.${mode}` }));

/** 30, 45, 60 or 90 minutes, as the api takes them. */
export const sessionLengthChoices = sessionLengths.map((minutes) => ({ id: minutes, name: String(minutes) }));

/** The `counseling_specialty` dictionary's values as choices, labelled in the admin's language. */
export function useSpecialtyChoices(): { id: string; name: string }[] {
  return useDictionary('counseling_specialty').map((item) => ({ id: item.value, name: item.label }));
}

/** A specialty's label (its value while the dictionary loads, or when it was removed from it). */
export function useSpecialtyLabel(): (value: string) => string {
  const choices = useSpecialtyChoices();
  return (value) => choices.find((choice) => choice.id === value)?.name ?? value;
}
