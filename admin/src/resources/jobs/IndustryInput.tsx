import { SelectInput } from 'react-admin';
import { useDictionary } from '../system/notices/useDictionary';

/** The industry filter: the values of the `industry` dictionary, labelled in the admin's language. */
export const IndustryInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const items = useDictionary('industry');
  return <SelectInput source={source} label={label} choices={items.map((item) => ({ id: item.value, name: item.label }))} translateChoice={false} sx={{ minWidth: 180 }} />;
};
