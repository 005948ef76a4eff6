import { SelectInput } from 'react-admin';
import { useDictionary } from '../system/notices/useDictionary';

/** A filter on one dictionary's values (education, industry), labelled in the admin's language. */
export const DictionaryInput = ({ dictCode, source, label }: { dictCode: string; source: string; label: string; alwaysOn?: boolean }) => {
  const items = useDictionary(dictCode);
  return <SelectInput source={source} label={label} choices={items.map((item) => ({ id: item.value, name: item.label }))} translateChoice={false} sx={{ minWidth: 180 }} />;
};
