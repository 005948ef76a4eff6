import { Grid, type GridSize } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { LookupSelect } from './LookupSelect';
import { useRegionOptions } from './useRegionOptions';

export interface RegionChoice {
  country: string;
  provinceCode: string;
  districtCode: string;
}

interface RegionSelectsProps {
  value: RegionChoice;
  /** A choice clears the levels under it. */
  onChange: (next: RegionChoice) => void;
  emptyLabel: string;
  required?: boolean;
  errors?: Partial<Record<'provinceCode' | 'districtCode', string | undefined>>;
  size?: 'small' | 'medium';
  /** Each select's width in the caller's Grid container. */
  itemSize: { xs: GridSize; sm?: GridSize; md?: GridSize };
  /** How far down the cascade goes (companies are found by province). */
  depth?: 'province' | 'district';
}

/** The location cascade country → province → city/district, each level loaded from `GET /regions/options` when its parent is chosen. */
export const RegionSelects = ({ value, onChange, emptyLabel, required, errors = {}, size, itemSize, depth = 'district' }: RegionSelectsProps) => {
  const { t } = useI18n();
  const countries = useRegionOptions(undefined);
  const provinces = useRegionOptions(value.country || null);
  const districts = useRegionOptions(depth === 'district' ? value.provinceCode || null : null);
  return (
    <>
      <Grid size={itemSize}>
        <LookupSelect
          label={t('jobs.fields.country')}
          name="country"
          value={value.country}
          options={countries.data ?? []}
          emptyLabel={emptyLabel}
          required={required}
          size={size}
          error={!value.country && Boolean(errors.provinceCode)}
          helperText={required ? ' ' : undefined}
          onChange={(country) => onChange({ country, provinceCode: '', districtCode: '' })}
        />
      </Grid>
      <Grid size={itemSize}>
        <LookupSelect
          label={t('jobs.fields.provinceCode')}
          name="provinceCode"
          value={value.provinceCode}
          options={provinces.data ?? []}
          emptyLabel={value.country ? emptyLabel : t('portal.search.chooseCountryFirst')}
          disabled={!value.country}
          required={required}
          size={size}
          error={Boolean(errors.provinceCode)}
          helperText={errors.provinceCode ?? (required ? ' ' : undefined)}
          onChange={(provinceCode) => onChange({ ...value, provinceCode, districtCode: '' })}
        />
      </Grid>
      {depth === 'district' && <Grid size={itemSize}>
        <LookupSelect
          label={t('jobs.fields.districtCode')}
          name="districtCode"
          value={value.districtCode}
          options={districts.data ?? []}
          emptyLabel={value.provinceCode ? emptyLabel : t('portal.search.chooseProvinceFirst')}
          disabled={!value.provinceCode}
          required={required}
          size={size}
          error={Boolean(errors.districtCode)}
          helperText={errors.districtCode ?? (required ? ' ' : undefined)}
          onChange={(districtCode) => onChange({ ...value, districtCode })}
        />
      </Grid>}
    </>
  );
};
