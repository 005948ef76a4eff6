import { locales } from '@jobmarket/contracts/i18n/locales';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { levelValidators, type LevelNumberField } from './levelForm';

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" color="text.secondary" component="h3" sx={{ mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, columnGap: 2, width: '100%' } as const;

const Count = ({ field, label }: { field: LevelNumberField; label?: string }) => (
  // no min/step: the browser's own check would block the form with its words instead of ours
  <NumberInput source={field} label={label ?? `membership.level.fields.${field}`} validate={levelValidators[field]} fullWidth />
);

/**
 * A level's fields (spec §3 VIP): its name in the four languages, the price in the configured currency (`currency`,
 * the api's answer; unknown before any level exists), validity, the four quotas, sort and enabled. Each input is
 * checked with the api's own schema.
 */
export const LevelInputs = ({ currency }: { currency: string | undefined }) => {
  const translate = useTranslate();
  const priceLabel = currency ? translate('resources.vip-levels.fields.priceIn', { currency }) : 'membership.level.fields.price';
  return (
    <>
      <Section title="resources.vip-levels.sections.names" />
      <Box sx={grid}>
        {locales.map((locale) => (
          <TextInput
            key={locale}
            source={`names.${locale}`}
            label={translate('resources.vip-levels.fields.nameIn', { language: translate(`membership.level.languages.${locale}`) })}
            validate={levelValidators.names[locale]}
            fullWidth
          />
        ))}
      </Box>
      <Section title="resources.vip-levels.sections.offer" />
      <Box sx={grid}>
        <Count field="price" label={priceLabel} />
        <Count field="validDays" />
      </Box>
      <Section title="resources.vip-levels.sections.quotas" />
      <Box sx={grid}>
        <Count field="jobCount" />
        <Count field="viewableResumes" />
        <Count field="downloadableResumes" />
        <Count field="adCount" />
      </Box>
      <Box sx={grid}>
        <Count field="sort" />
        <BooleanInput source="enabled" label="membership.level.fields.enabled" sx={{ alignSelf: 'center' }} />
      </Box>
    </>
  );
};
