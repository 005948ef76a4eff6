import { AutocompleteInput } from 'react-admin';
import { useProvinceChoices, type ProvinceChoice } from './useProvinceChoices';

/** The location filter: one province of Laos, Thailand or China, searchable, grouped by country. */
export const ProvinceInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const choices = useProvinceChoices();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      groupBy={(choice: ProvinceChoice) => choice.country}
      // the choices load after the filter may already hold a code (a shared link): wait for them rather than show the code
      isPending={choices.length === 0}
      sx={{ minWidth: 220 }}
    />
  );
};
