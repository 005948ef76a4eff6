import { TagChip } from '../dictionaries/TagChip';
import { useDictionary } from './useDictionary';

/** A notice's type or level as its dictionary shows it: the item's label on a chip of its tag colour (the raw value if unknown). */
export const DictionaryChip = ({ dictCode, value }: { dictCode: string; value: string | null | undefined }) => {
  const items = useDictionary(dictCode);
  if (value === null || value === undefined || value === '') return null;
  const item = items.find((candidate) => candidate.value === String(value));
  return <TagChip label={item?.label ?? String(value)} tagType={item?.tagType} />;
};
