import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { tagChipColor } from './tagType';

/** An item's label on a chip coloured by its tag type: how the item looks wherever the dictionary is shown. */
export const TagChip = ({ label, tagType }: { label: string; tagType: string | null | undefined }) => <Chip size="small" label={label} color={tagChipColor(tagType)} />;

export const TagChipField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ label?: string; tagType?: string | null }>();
  if (!record) return null;
  return <TagChip label={record.label ?? ''} tagType={record.tagType} />;
};
