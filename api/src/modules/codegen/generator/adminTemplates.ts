import type { CodegenFileView } from '@jobmarket/contracts';
import { file, lines, literal, type EntityModel, type FieldModel } from './model';

/** A JSX attribute value: `"text"` as JSX writes it, or `{"text"}` when it holds what JSX would read otherwise. */
const attribute = (text: string) => (/^[\w .:/-]*$/.test(text) ? `"${text}"` : `{${literal(text)}}`);

const labelOf = (model: EntityModel, field: FieldModel) => attribute(`${model.names.module}.fields.${field.name}`);

/** One filter input per list filter (a range: from and to, as react-admin sends `field: [from, to]`). */
function filterInputs(model: EntityModel, field: FieldModel): string[] {
  const source = attribute(field.name);
  const label = labelOf(model, field);
  if (field.queryType === 'BETWEEN') {
    const Input = field.kind === 'integer' || field.kind === 'decimal' ? 'NumberInput' : field.kind === 'text' ? 'TextInput' : 'DateInput';
    return ['From', 'To'].map(
      (end, index) => `  <${Input} key=${attribute(`${field.name}.${index}`)} source=${attribute(`${field.name}.${index}`)} label=${attribute(`${model.names.module}.filters.${field.name}${end}`)} alwaysOn />,`,
    );
  }
  if (field.control === 'select') return [`  <DictionaryInput key=${source} dictCode=${attribute(field.dictType)} source=${source} label=${label} alwaysOn />,`];
  switch (field.kind) {
    case 'boolean':
      return [`  <NullableBooleanInput key=${source} source=${source} label=${label} alwaysOn />,`];
    case 'integer':
    case 'decimal':
      return [`  <NumberInput key=${source} source=${source} label=${label} alwaysOn />,`];
    case 'date':
    case 'dateTime':
      return [`  <DateInput key=${source} source=${source} label=${label} alwaysOn />,`];
    default:
      return [`  <TextInput key=${source} source=${source} label=${label} alwaysOn />,`];
  }
}

/** How the list and the show page render a value. */
function rendered(field: FieldModel, record: string): string | null {
  const value = `${record}.${field.name}`;
  if (field.control === 'select') return `<DictionaryChip dictCode=${attribute(field.dictType)} value={${value}} />`;
  if (field.kind === 'boolean') return `<YesNo value={${value}} />`;
  if (field.control === 'richText') return `<RichTextContent html={${value}} />`;
  if (field.control === 'upload') return `<FileLink url={${value}} />`;
  return null;
}

const imports = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b)).join(', ');

function listFile(model: EntityModel): string {
  const { names, fields, titleField } = model;
  const resource = attribute(names.resource);
  const columns = fields.filter((field) => field.inList);
  const filters = fields.filter((field) => field.inQuery);
  const filterCode = filters.flatMap((field) => filterInputs(model, field));
  const columnCode = columns.map((field) => {
    const render = rendered(field, 'record');
    const sortable = field.control === 'richText' || field.control === 'upload' ? ' disableSort' : '';
    return `      <DataTable.Col source=${attribute(field.name)} label=${labelOf(model, field)}${sortable}${render ? ` render={(record) => ${render}}` : ''} />`;
  });
  const all = [...filterCode, ...columnCode].join('\n');
  const raNames = ['CanAccess', 'CreateButton', 'DataTable', 'EditButton', 'List', 'TopToolbar', 'useRecordContext'];
  for (const component of ['DateInput', 'NullableBooleanInput', 'NumberInput', 'TextInput']) if (all.includes(`<${component} `)) raNames.push(component);
  if (all.includes('<YesNo ')) raNames.push('useTranslate');
  return lines(
    `import type { ${names.entity}View } from '@jobmarket/contracts/${names.module}/views';`,
    `import { Box } from '@mui/material';`,
    `import { ${imports(raNames)} } from 'react-admin';`,
    `import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';`,
    `import { ListEmpty } from '../membership/shared/ListEmpty';`,
    all.includes('<DictionaryInput ') && `import { DictionaryInput } from '../resumes/DictionaryInput';`,
    all.includes('<DictionaryChip ') && `import { DictionaryChip } from '../system/notices/DictionaryChip';`,
    all.includes('<RichTextContent ') && `import { RichTextContent } from '../system/notices/RichTextContent';`,
    all.includes('<FileLink ') && `import { FileLink } from './${names.entity}UploadInput';`,
    ``,
    filterCode.length > 0 ? lines(`const filters = [`, ...filterCode, `];`, ``) : null,
    all.includes('<YesNo ')
      ? lines(
          `const YesNo = ({ value }: { value: boolean }) => {`,
          `  const translate = useTranslate();`,
          `  return <>{translate(value ? ${literal(`${names.module}.yes`)} : ${literal(`${names.module}.no`)})}</>;`,
          `};`,
          ``,
        )
      : null,
    `/** Edit (its page) and delete (after a confirmation naming it), each for staff allowed to. */`,
    `const RowActions = () => {`,
    `  const record = useRecordContext<${names.entity}View>();`,
    `  if (!record) return null;`,
    `  return (`,
    `    // a row opens the record: clicks here, and in the portalled confirmation, stay here`,
    `    <Box component="span" sx={{ display: 'inline-flex' }} onClick={(event) => event.stopPropagation()}>`,
    `      <CanAccess resource=${resource} action="edit">`,
    `        <EditButton />`,
    `      </CanAccess>`,
    `      <CanAccess resource=${resource} action="delete">`,
    `        <ConfirmDeleteButton resource=${resource} messages=${attribute(names.module)} record={{ id: record.id, name: ${titleField ? `record.${titleField.name}` : 'String(record.id)'} }} />`,
    `      </CanAccess>`,
    `    </Box>`,
    `  );`,
    `};`,
    ``,
    `/** ${names.module} (generated by the code generator): the list's columns and filters, newest first; a row opens the record. */`,
    `export const ${names.entity}List = () => (`,
    `  <List`,
    `    resource=${resource}`,
    `    sort={{ field: 'id', order: 'DESC' }}`,
    filterCode.length > 0 ? `    filters={filters}` : null,
    `    actions={`,
    `      <TopToolbar>`,
    `        <CanAccess resource=${resource} action="create">`,
    `          <CreateButton />`,
    `        </CanAccess>`,
    `      </TopToolbar>`,
    `    }`,
    `    empty={false}`,
    `    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}`,
    `  >`,
    `    <DataTable<${names.entity}View> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages=${attribute(`${names.module}.empty`)} />}>`,
    `      <DataTable.Col source="id" label=${attribute(`${names.module}.fields.id`)} />`,
    ...columnCode,
    `      <DataTable.Col source="createTime" label=${attribute(`${names.module}.fields.createTime`)} />`,
    `      <DataTable.Col label="" disableSort>`,
    `        <RowActions />`,
    `      </DataTable.Col>`,
    `    </DataTable>`,
    `  </List>`,
    `);`,
    ``,
  );
}

function inputOf(model: EntityModel, field: FieldModel): string {
  const source = attribute(field.name);
  const label = labelOf(model, field);
  const validate = `validate={validators.${field.name}}`;
  switch (field.control) {
    case 'select':
      return `<DictionarySelect dictCode=${attribute(field.dictType)} source=${source} label=${label} ${validate} />`;
    case 'upload':
      return `<${model.names.entity}UploadInput source=${source} label=${label} />`;
    case 'richText':
      return `<NoticeContentInput source=${source} label=${label} ${validate} />`;
    case 'switch':
      return `<BooleanInput source=${source} label=${label} />`;
    case 'number':
      // no min/step: the browser's own check would block the form with its words instead of ours
      return `<NumberInput source=${source} label=${label} ${validate} fullWidth />`;
    case 'date':
      return `<DateInput source=${source} label=${label} ${validate} fullWidth />`;
    case 'dateTime':
      return `<DateTimeInput source=${source} label=${label} ${validate} parse={(value: string) => (value ? new Date(value).toISOString() : null)} fullWidth />`;
    case 'text':
      return `<TextInput source=${source} label=${label} ${validate}${field.maxLength > 255 ? ' multiline minRows={3}' : ''} fullWidth />`;
  }
}

function inputsFile(model: EntityModel): string {
  const { names, fields } = model;
  const shown = fields.filter((field) => field.inForm);
  const code = shown.map((field) => `      ${inputOf(model, field)}`);
  const all = code.join('\n');
  const raNames = ['BooleanInput', 'DateInput', 'DateTimeInput', 'NumberInput', 'SelectInput', 'TextInput'].filter((component) => all.includes(`<${component} `) || (component === 'SelectInput' && all.includes('<DictionarySelect ')));
  return lines(
    `import { ${names.camel}Form } from '@jobmarket/contracts/${names.module}/forms';`,
    `import { Box } from '@mui/material';`,
    raNames.length > 0 && `import { ${imports(raNames)} } from 'react-admin';`,
    `import { validateField } from '../membership/shared/zodMessages';`,
    all.includes('<DictionarySelect ') && `import { useDictionary } from '../system/notices/useDictionary';`,
    all.includes('<NoticeContentInput ') && `import { NoticeContentInput } from '../system/notices/NoticeContentInput';`,
    all.includes('UploadInput ') && `import { ${names.entity}UploadInput } from './${names.entity}UploadInput';`,
    ``,
    `/** Each input's check, from the api's own schema (\`${names.camel}Form\`). */`,
    `const validators = Object.fromEntries(Object.entries(${names.camel}Form.shape).map(([field, schema]) => [field, validateField(schema)]));`,
    ``,
    all.includes('<DictionarySelect ')
      ? lines(
          `/** A select over one dictionary's items, labelled in the admin's language. */`,
          `const DictionarySelect = ({ dictCode, source, label, validate }: { dictCode: string; source: string; label: string; validate: ReturnType<typeof validateField> | undefined }) => {`,
          `  const items = useDictionary(dictCode);`,
          `  return <SelectInput source={source} label={label} choices={items.map((item) => ({ id: item.value, name: item.label }))} translateChoice={false} validate={validate} fullWidth />;`,
          `};`,
          ``,
        )
      : null,
    `const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, columnGap: 2, width: '100%' } as const;`,
    ``,
    `/** The form's fields (generated by the code generator), each checked with the api's own schema. */`,
    `export const ${names.entity}Inputs = () => (`,
    `  <>`,
    `    <Box sx={grid}>`,
    ...shown.filter((field) => field.control !== 'richText').map((field) => `      ${inputOf(model, field)}`),
    `    </Box>`,
    ...shown.filter((field) => field.control === 'richText').map((field) => `    ${inputOf(model, field)}`),
    `  </>`,
    `);`,
    ``,
  );
}

function uploadInputFile(model: EntityModel): string {
  const { names } = model;
  const text = (name: string) => literal(`${names.module}.upload.${name}`);
  return lines(
    `import { FILES_PATH, type UploadedFile } from '@jobmarket/contracts';`,
    `import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';`,
    `import { useRef, useState } from 'react';`,
    `import { useInput, useTranslate } from 'react-admin';`,
    `import { httpClient } from '../../providers/httpClient';`,
    ``,
    `/** A stored file's address as a link (nothing when none). */`,
    `export const FileLink = ({ url }: { url: string | null | undefined }) =>`,
    `  url ? (`,
    `    <Link href={url} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>`,
    `      {url.split('/').pop()}`,
    `    </Link>`,
    `  ) : null;`,
    ``,
    `/** One file (\`POST /files\`, a JPG, PNG or PDF the api judges by its bytes): the form keeps the stored file's address. */`,
    `export function ${names.entity}UploadInput({ source, label }: { source: string; label: string }) {`,
    `  const translate = useTranslate();`,
    `  const { field } = useInput({ source });`,
    `  const picker = useRef<HTMLInputElement>(null);`,
    `  const [state, setState] = useState<{ status: 'idle' | 'uploading' } | { status: 'failed'; message: string }>({ status: 'idle' });`,
    `  const url = typeof field.value === 'string' && field.value ? field.value : null;`,
    ``,
    `  const upload = async (file: File) => {`,
    `    setState({ status: 'uploading' });`,
    `    try {`,
    `      const form = new FormData();`,
    `      form.append('file', file, file.name);`,
    `      const uploaded = (await httpClient(FILES_PATH, { method: 'POST', body: form })).json as UploadedFile;`,
    `      field.onChange(uploaded.url);`,
    `      setState({ status: 'idle' });`,
    `    } catch (failure) {`,
    `      const reason = (failure as Error | undefined)?.message;`,
    `      setState({ status: 'failed', message: \`\${translate(${text('failed')})}\${reason ? \` \${translate(reason, { _: reason })}\` : ''}\` });`,
    `    }`,
    `  };`,
    ``,
    `  return (`,
    `    <Box sx={{ mb: 2 }}>`,
    `      <Typography variant="caption" color="text.secondary" component="div">`,
    `        {translate(label)}`,
    `      </Typography>`,
    `      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>`,
    `        <FileLink url={url} />`,
    `        <Button size="small" variant="outlined" onClick={() => picker.current?.click()} disabled={state.status === 'uploading'}>`,
    `          {translate(${text('choose')})}`,
    `        </Button>`,
    `        {url && (`,
    `          <Button size="small" onClick={() => field.onChange('')} disabled={state.status === 'uploading'}>`,
    `            {translate(${text('remove')})}`,
    `          </Button>`,
    `        )}`,
    `        {state.status === 'uploading' && <CircularProgress size={20} />}`,
    `      </Box>`,
    `      {state.status === 'failed' && (`,
    `        <Typography variant="caption" color="error" role="alert">`,
    `          {state.message}`,
    `        </Typography>`,
    `      )}`,
    `      <input`,
    `        ref={picker}`,
    `        type="file"`,
    `        hidden`,
    `        accept="image/jpeg,image/png,application/pdf"`,
    `        onChange={(event) => {`,
    `          const chosen = event.target.files?.[0];`,
    `          event.target.value = '';`,
    `          if (chosen) void upload(chosen);`,
    `        }}`,
    `      />`,
    `    </Box>`,
    `  );`,
    `}`,
    ``,
  );
}

function createFile(model: EntityModel): string {
  const { names, fields } = model;
  const defaults = fields.filter((field) => field.kind === 'boolean').map((field) => `${literal(field.name)}: false`);
  return lines(
    `import { Create, SimpleForm } from 'react-admin';`,
    `import { ${names.entity}Inputs } from './${names.entity}Inputs';`,
    ``,
    `/** A new ${names.camel}: the form, then back to the list. */`,
    `export const ${names.entity}Create = () => (`,
    `  <Create resource=${attribute(names.resource)} redirect="list">`,
    `    <SimpleForm${defaults.length > 0 ? ` defaultValues={{ ${defaults.join(', ')} }}` : ''}>`,
    `      <${names.entity}Inputs />`,
    `    </SimpleForm>`,
    `  </Create>`,
    `);`,
    ``,
  );
}

function editFile(model: EntityModel): string {
  const { names } = model;
  return lines(
    `import { Edit, SimpleForm } from 'react-admin';`,
    `import { ${names.entity}Inputs } from './${names.entity}Inputs';`,
    ``,
    `/** Editing a ${names.camel} (the api takes the whole form; the record's id and times are left out by its schema). */`,
    `export const ${names.entity}Edit = () => (`,
    `  <Edit resource=${attribute(names.resource)} mutationMode="pessimistic" redirect="show">`,
    `    <SimpleForm>`,
    `      <${names.entity}Inputs />`,
    `    </SimpleForm>`,
    `  </Edit>`,
    `);`,
    ``,
  );
}

function showFile(model: EntityModel): string {
  const { names, fields } = model;
  const rows = fields.map((field) => {
    const render = rendered(field, 'record');
    return render
      ? `      <FunctionField<${names.entity}View> source=${attribute(field.name)} label=${labelOf(model, field)} render={(record) => ${render}} />`
      : `      <TextField source=${attribute(field.name)} label=${labelOf(model, field)} />`;
  });
  const all = rows.join('\n');
  const raNames = ['EditButton', 'ListButton', 'Show', 'SimpleShowLayout', 'TextField', 'TopToolbar', 'CanAccess'];
  if (all.includes('<FunctionField')) raNames.push('FunctionField');
  if (all.includes('<YesNo ')) raNames.push('useTranslate');
  return lines(
    `import type { ${names.entity}View } from '@jobmarket/contracts/${names.module}/views';`,
    `import { ${imports(raNames)} } from 'react-admin';`,
    all.includes('<DictionaryChip ') && `import { DictionaryChip } from '../system/notices/DictionaryChip';`,
    all.includes('<RichTextContent ') && `import { RichTextContent } from '../system/notices/RichTextContent';`,
    all.includes('<FileLink ') && `import { FileLink } from './${names.entity}UploadInput';`,
    ``,
    all.includes('<YesNo ')
      ? lines(
          `const YesNo = ({ value }: { value: boolean }) => {`,
          `  const translate = useTranslate();`,
          `  return <>{translate(value ? ${literal(`${names.module}.yes`)} : ${literal(`${names.module}.no`)})}</>;`,
          `};`,
          ``,
        )
      : null,
    `/** One ${names.camel} (\`GET /${names.resource}/{id}\`): every field, and when it was created and changed. */`,
    `export const ${names.entity}Show = () => (`,
    `  <Show`,
    `    resource=${attribute(names.resource)}`,
    `    actions={`,
    `      <TopToolbar>`,
    `        <ListButton />`,
    `        <CanAccess resource=${attribute(names.resource)} action="edit">`,
    `          <EditButton />`,
    `        </CanAccess>`,
    `      </TopToolbar>`,
    `    }`,
    `  >`,
    `    <SimpleShowLayout>`,
    `      <TextField source="id" label=${attribute(`${names.module}.fields.id`)} />`,
    ...rows,
    `      <TextField source="createTime" label=${attribute(`${names.module}.fields.createTime`)} />`,
    `      <TextField source="updateTime" label=${attribute(`${names.module}.fields.updateTime`)} />`,
    `    </SimpleShowLayout>`,
    `  </Show>`,
    `);`,
    ``,
  );
}

function indexFile(model: EntityModel): string {
  const { names, titleField } = model;
  const view = (suffix: string) => `lazyView(() => import('./${names.entity}${suffix}'), (module) => module.${names.entity}${suffix})`;
  return lines(
    `import ListAltIcon from '@mui/icons-material/ListAlt';`,
    `import { lazyView } from '../../routing/lazyView';`,
    ``,
    `/** ${names.module} (menu component \`business/${names.resource}/index\`): list, create, edit and show, each its own chunk. */`,
    `export default {`,
    `  list: ${view('List')},`,
    `  create: ${view('Create')},`,
    `  edit: ${view('Edit')},`,
    `  show: ${view('Show')},`,
    `  icon: ListAltIcon,`,
    `  recordRepresentation: ${literal(titleField?.name ?? 'id')},`,
    `};`,
    ``,
  );
}

/** admin/src/resources/<resource>/: index, List, Create, Edit, Inputs, Show (and the upload input its files use). */
export function adminFiles(model: EntityModel): CodegenFileView[] {
  const { names, fields } = model;
  const path = `admin/src/resources/${names.resource}`;
  const e = names.entity;
  const usesUpload = fields.some((field) => field.control === 'upload');
  return [
    file(path, 'index.ts', indexFile(model)),
    file(path, `${e}List.tsx`, listFile(model), 'tsx'),
    file(path, `${e}Create.tsx`, createFile(model), 'tsx'),
    file(path, `${e}Edit.tsx`, editFile(model), 'tsx'),
    file(path, `${e}Inputs.tsx`, inputsFile(model), 'tsx'),
    file(path, `${e}Show.tsx`, showFile(model), 'tsx'),
    ...(usesUpload ? [file(path, `${e}UploadInput.tsx`, uploadInputFile(model), 'tsx')] : []),
  ];
}
