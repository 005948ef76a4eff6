import { codegenFieldTypes, codegenFormTypes, codegenQueryTypes } from '@jobmarket/contracts/codegen/config';
import { locales } from '@jobmarket/contracts/i18n/locales';
import { Box, Typography } from '@mui/material';
import { ArrayInput, Button, BooleanInput, NumberInput, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, useSimpleFormIterator, useSourceContext, useTranslate } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { useFormState, useWatch } from 'react-hook-form';
import type { DictionaryChoice } from './codegenApi';
import { newFieldDefaults } from './codegenForm';

const choicesOf = (values: readonly string[], prefix: string) => values.map((value) => ({ id: value, name: `codegenScreen.${prefix}.${value}` }));
const fieldTypeChoices = choicesOf(codegenFieldTypes, 'fieldTypes');
const formTypeChoices = choicesOf(codegenFormTypes, 'formTypes');
const queryTypeChoices = choicesOf(codegenQueryTypes, 'queryTypes');
const switches = ['isRequired', 'isShowInList', 'isShowInForm', 'isShowInQuery'] as const;

const row = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' } as const;
const asFlag = { format: (value: unknown) => value === 1 || value === true, parse: (value: unknown) => (value ? 1 : 0) };

/** One field of the grid: its name, type, labels, where it shows, its control (a select's dictionary) and filter match. */
const FieldInputs = ({ dictionaries }: { dictionaries: DictionaryChoice[] }) => {
  const translate = useTranslate();
  const source = useSourceContext();
  const formType = useWatch({ name: source.getSource('formType') }) as string | undefined;
  const columnName = useWatch({ name: source.getSource('columnName') }) as string | undefined;
  const columnType = useWatch({ name: source.getSource('columnType') }) as string | undefined;
  const field = (name: string) => `codegenScreen.field.${name}`;
  return (
    <Box sx={{ width: '100%', py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {columnName ? translate('codegenScreen.field.column', { column: columnName, type: columnType || '—' }) : translate('codegenScreen.field.newField')}
      </Typography>
      <Box sx={row}>
        <TextInput source="fieldName" label={field('fieldName')} helperText={false} />
        <SelectInput source="fieldType" label={field('fieldType')} choices={fieldTypeChoices} helperText={false} emptyText="" />
        <SelectInput source="formType" label={field('formType')} choices={formTypeChoices} helperText={false} />
        {formType === 'SELECT' ? (
          <SelectInput source="dictType" label={field('dictType')} choices={dictionaries} helperText={false} />
        ) : (
          <NumberInput source="maxLength" label={field('maxLength')} helperText={false} />
        )}
      </Box>
      <Box sx={row}>
        {locales.map((locale) => (
          <TextInput
            key={locale}
            source={`labels.${locale}`}
            label={translate('codegenScreen.field.labelIn', { language: translate(`codegenScreen.languages.${locale}`) })}
            helperText={false}
          />
        ))}
      </Box>
      <Box sx={{ ...row, alignItems: 'center' }}>
        {switches.map((name) => (
          <BooleanInput key={name} source={name} label={field(name)} helperText={false} {...asFlag} />
        ))}
        <SelectInput source="queryType" label={field('queryType')} choices={queryTypeChoices} helperText={false} />
      </Box>
    </Box>
  );
};

/** Says why the grid is refused as a whole: a configuration needs at least one field. */
const FieldsMessage = () => {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState({ name: 'fieldConfigs' });
  const fields = useWatch({ name: 'fieldConfigs' }) as unknown[] | undefined;
  const message = (errors.fieldConfigs as { message?: unknown } | undefined)?.message;
  if (fields?.length) return null;
  const key = isSubmitted && typeof message === 'string' ? message : 'codegenScreen.field.none';
  return (
    <Typography variant="body2" color={isSubmitted && message ? 'error' : 'text.secondary'} sx={{ py: 1 }}>
      {translate(key, { _: translate('codegenScreen.field.none') })}
    </Typography>
  );
};

/** A new field gets the grid's defaults (a text input shown in list and form), not empty selects. */
const AddFieldButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="codegenScreen.field.add" onClick={() => add(newFieldDefaults())}>
      <AddIcon />
    </Button>
  );
};

/** The fields of the entity, added, removed and reordered one by one (their order is the order of the generated code). */
export const CodegenFieldInputs = ({ dictionaries }: { dictionaries: DictionaryChoice[] }) => (
  <>
    <FieldsMessage />
    <ArrayInput source="fieldConfigs" label={false}>
      <SimpleFormIterator
        disableClear
        getItemLabel={(index) => `#${index + 1}`}
        addButton={<AddFieldButton />}
        removeButton={<RemoveItemButton label="codegenScreen.field.remove" />}
      >
        <FieldInputs dictionaries={dictionaries} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
