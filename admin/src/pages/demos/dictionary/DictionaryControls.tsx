import { Box, Typography } from '@mui/material';
import { Form, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DictionaryItem } from '../../../providers/dictionaries';
import { TagChip } from '../../../resources/system/dictionaries/TagChip';

/** The chosen value and every item as a tag, coloured by its tag type; the chosen one outlined. */
const ChosenValue = ({ items }: { items: readonly DictionaryItem[] }) => {
  const translate = useTranslate();
  const value = useWatch<{ value?: string | null }>({ name: 'value' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{translate('demoBasics.dictionary.chosen', { value: value ?? translate('demoBasics.dictionary.nothingChosen') })}</Typography>
      <Typography variant="subtitle2" component="h3">
        {translate('demoBasics.dictionary.tags')}
      </Typography>
      <Box role="list" aria-label={translate('demoBasics.dictionary.tags')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Box key={item.value} role="listitem" aria-current={item.value === value ? 'true' : undefined} sx={{ borderRadius: 4, outline: item.value === value ? '2px solid' : 'none', outlineColor: 'primary.main' }}>
            <TagChip label={item.label} tagType={item.tagType} />
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/**
 * react-admin's SelectInput and RadioButtonGroupInput fed by the dictionary (value → id, label → name), both bound to
 * the same form field, so choosing in one moves the other.
 */
export const DictionaryControls = ({ items }: { items: readonly DictionaryItem[] }) => {
  const translate = useTranslate();
  const choices = items.map((item) => ({ id: item.value, name: item.label }));
  return (
    <Form defaultValues={{ value: null }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <SelectInput source="value" label={translate('demoBasics.dictionary.select')} choices={choices} translateChoice={false} sx={{ maxWidth: 360 }} />
        <RadioButtonGroupInput source="value" label={translate('demoBasics.dictionary.radio')} choices={choices} translateChoice={false} />
        <ChosenValue items={items} />
      </Box>
    </Form>
  );
};
