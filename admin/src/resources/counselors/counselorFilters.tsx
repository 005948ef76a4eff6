import { SearchInput, SelectInput } from 'react-admin';
import { counselorStatusChoices, languageChoices, useSpecialtyChoices } from './counselorChoices';

/** The specialty filter: the `counseling_specialty` dictionary's values. */
const SpecialtyInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const choices = useSpecialtyChoices();
  return <SelectInput {...props} choices={choices} translateChoice={false} sx={{ minWidth: 180 }} />;
};

/**
 * The counselor list's filters, named as `GET /counselors/page` takes them for staff: keywords (name, title),
 * status, specialty and a language spoken. All stay open.
 */
export const counselorFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="status" source="status" label="counseling.fields.status" choices={counselorStatusChoices} alwaysOn />,
  <SpecialtyInput key="specialty" source="specialty" label="counseling.fields.specialties" alwaysOn />,
  <SelectInput key="language" source="language" label="resources.counselors.fields.language" choices={languageChoices} alwaysOn />,
];
