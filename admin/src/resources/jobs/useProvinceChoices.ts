import type { RegionOption } from '@jobmarket/contracts/jobs/regions';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { API_BASE, httpClient } from '../../providers/httpClient';

/** A province to filter by, with the country it belongs to (the choices are grouped by country). */
export interface ProvinceChoice {
  id: string;
  name: string;
  country: string;
}

const optionsOf = async (parentCode: string | undefined, signal: AbortSignal): Promise<RegionOption[]> => {
  const query = parentCode ? `?${new URLSearchParams({ parentCode })}` : '';
  const { json } = await httpClient(`${API_BASE}/regions/options${query}`, { signal });
  return Array.isArray(json) ? (json as RegionOption[]) : [];
};

/**
 * Every province of the countries jobs are in (`GET /regions/options`: the countries, then each one's provinces), named
 * in the admin's language and loaded again when it changes; empty while loading or when the regions cannot be read.
 */
export function useProvinceChoices(): ProvinceChoice[] {
  const [locale] = useLocaleState();
  const [choices, setChoices] = useState<ProvinceChoice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    optionsOf(undefined, controller.signal)
      .then((countries) =>
        Promise.all(
          countries.map(async (country) => (await optionsOf(country.value, controller.signal)).map((province) => ({ id: province.value, name: province.label, country: country.label }))),
        ),
      )
      .then((perCountry) => setChoices(perCountry.flat()))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  return choices;
}
