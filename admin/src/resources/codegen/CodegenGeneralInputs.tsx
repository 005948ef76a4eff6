import { locales } from '@jobmarket/contracts/i18n/locales';
import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import type { CatalogChoice } from './codegenApi';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' } as const;

export const CodegenSection = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" color="text.secondary" component="h3" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

// read-only rather than disabled: a disabled input's value is left out of what the form submits
const Name = ({ source, readOnly }: { source: string; readOnly?: boolean }) => (
  <TextInput source={source} label={`codegenScreen.editor.fields.${source}`} helperText={`codegenScreen.editor.hints.${source}`} readOnly={readOnly ?? false} />
);

/**
 * The entity as a whole: the table it starts from (fixed once chosen), its name in English and in every language, the
 * names of its module, type and resource, its permission prefix, the catalog its menu hangs under, and the author.
 */
export const CodegenGeneralInputs = ({ isNew, catalogs }: { isNew: boolean; catalogs: CatalogChoice[] }) => {
  const translate = useTranslate();
  return (
    <>
      <CodegenSection title="codegenScreen.editor.sections.general" />
      <Box sx={grid}>
        <Name source="tableName" readOnly={!isNew} />
        <TextInput source="businessName" label="codegenScreen.editor.fields.businessName" helperText={false} />
        <TextInput source="author" label="codegenScreen.editor.fields.author" helperText={false} />
        <SelectInput
          source="parentMenuId"
          label="codegenScreen.editor.fields.parentMenuId"
          choices={catalogs}
          emptyText="codegenScreen.editor.noParent"
          helperText={false}
        />
        <Name source="moduleName" />
        <Name source="entityName" />
        <Name source="resource" />
        <Name source="permissionPrefix" />
      </Box>
      <CodegenSection title="codegenScreen.editor.sections.labels" />
      <Box sx={grid}>
        {locales.map((locale) => (
          <TextInput
            key={locale}
            source={`businessLabels.${locale}`}
            label={translate('codegenScreen.editor.fields.nameIn', { language: translate(`codegenScreen.languages.${locale}`) })}
            helperText={false}
          />
        ))}
      </Box>
    </>
  );
};
