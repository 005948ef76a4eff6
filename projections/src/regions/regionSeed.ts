/**
 * One region as the generated data files list it (data/*.ts): its code, its parent's code, its English name and its
 * name in the country's language (Lao for LA, Thai for TH, Simplified Chinese for CN). Level, country and order
 * follow from where it stands (regionRows.ts).
 */
export interface RegionSeed {
  code: string;
  parent: string;
  en: string;
  local: string;
}
