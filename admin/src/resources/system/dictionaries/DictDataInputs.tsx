import { Stack, Typography } from '@mui/material';
import { FormDataConsumer, NumberInput, RadioButtonGroupInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { statusChoices } from '../../identity/roles/RoleInputs';
import { TagChip } from './TagChip';
import { tagTypes } from './tagType';

const tagTypeChoices = tagTypes.map((tagType) => ({ id: tagType, name: `resources.dict-data.tagTypes.${tagType}` }));

/** The chip the item will show, following the label and tag type being typed. */
const TagPreview = () => {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ label?: string; tagType?: string | null }>>
      {({ formData }) => (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.dict-data.fields.preview')}
          </Typography>
          <TagChip label={formData.label || translate('resources.dict-data.fields.label')} tagType={formData.tagType} />
        </Stack>
      )}
    </FormDataConsumer>
  );
};

/** The fields shared by creating and editing a dictionary item. */
export const DictDataInputs = () => (
  <>
    <TextInput source="dictCode" validate={required()} fullWidth />
    <TextInput source="label" validate={required()} fullWidth />
    <TextInput source="value" validate={required()} fullWidth />
    <NumberInput source="sort" min={0} defaultValue={1} />
    <RadioButtonGroupInput source="status" choices={statusChoices} defaultValue={1} />
    <SelectInput source="tagType" choices={tagTypeChoices} emptyText="resources.dict-data.tagTypes.none" emptyValue="" />
    <TagPreview />
  </>
);
