import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button as MuiButton, Card, CardContent, Chip, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import type { CodegenConfigView } from '@jobmarket/contracts/codegen/views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fetchCatalogChoices, fetchConfig, fetchDictionaryChoices, resetConfig, saveConfig } from './codegenApi';
import { codegenFormErrors, configBodyOf, formValuesOf, newConfigDefaults } from './codegenForm';
import { CodegenDownloadButton } from './CodegenDownloadButton';
import { CodegenFieldInputs } from './CodegenFieldInputs';
import { CodegenGeneralInputs, CodegenSection } from './CodegenGeneralInputs';
import { CodegenHistory } from './CodegenHistory';
import { CodegenPreview, type PreviewSource } from './CodegenPreview';
import { useCodegenAccess } from './useCodegenAccess';

type EditorTab = 'config' | 'preview' | 'history';

const SaveButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <MuiButton type="submit" variant="contained" size="small" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
      {translate('ra.action.save')}
    </MuiButton>
  );
};

/** Reset: the saved configuration is removed (after a confirmation) and the editor starts again from the table's columns. */
const ResetButton = ({ tableName, onReset }: { tableName: string; onReset: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await resetConfig(tableName);
      notify('codegenScreen.editor.resetDone', { type: 'success' });
      onReset();
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="codegenScreen.editor.reset" onClick={() => setOpen(true)}>
        <RestartAltIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title="codegenScreen.editor.resetTitle"
        content={translate('codegenScreen.editor.resetQuestion', { table: tableName })}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The preview of what the form holds: the saved files while nothing changed, else the form's values once they pass the schema. */
const PreviewPanel = ({ config }: { config: CodegenConfigView | undefined }) => {
  const { getValues, trigger } = useFormContext();
  const queryClient = useQueryClient();
  const sourceNow = (): PreviewSource => {
    const values = getValues();
    // compared by value: the form's dirty flag is only tracked for subscribers that were there when the user typed
    const isChanged = !config?.saved || JSON.stringify(configBodyOf(values)) !== JSON.stringify(configBodyOf(formValuesOf(config)));
    if (config?.saved && !isChanged) return { kind: 'saved', tableName: config.tableName };
    if (Object.keys(codegenFormErrors(values)).length > 0) {
      void trigger(); // the inputs say what is wrong
      return { kind: 'invalid' };
    }
    return { kind: 'draft', config: configBodyOf(values) };
  };
  const [source, setSource] = useState<PreviewSource>(sourceNow);
  const regenerate = () => {
    setSource(sourceNow());
    void queryClient.invalidateQueries({ queryKey: ['codegen', 'preview'] });
  };
  return <CodegenPreview source={source} onRegenerate={regenerate} />;
};

interface EditorFormProps {
  tableName: string | undefined;
  config: CodegenConfigView | undefined;
  onSaved: (tableName: string) => void;
  onReset: () => void;
}

const EditorForm = ({ tableName, config, onSaved, onReset }: EditorFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { canEdit, canDownload } = useCodegenAccess();
  const [tab, setTab] = useState<EditorTab>('config');
  const isNew = tableName === undefined;
  const catalogs = useQuery({ queryKey: ['codegen', 'catalogs'], queryFn: ({ signal }) => fetchCatalogChoices(signal), staleTime: 60_000 });
  const dictionaries = useQuery({ queryKey: ['codegen', 'dictionaries'], queryFn: ({ signal }) => fetchDictionaryChoices(signal), staleTime: 60_000 });

  const submit = async (values: FieldValues) => {
    // an existing table's name is fixed: the route's, whatever the form holds
    const body = configBodyOf(isNew ? values : { ...values, tableName });
    try {
      await saveConfig(body.tableName, body);
      notify('codegenScreen.editor.saved', { type: 'success' });
      onSaved(body.tableName);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
      // the api's field errors (`fieldConfigs.1.dictType`: message) go back on their inputs
      const errors = (failure as { body?: { errors?: unknown } } | undefined)?.body?.errors;
      if (typeof errors === 'object' && errors !== null) return errors as Record<string, string>;
    }
    return undefined;
  };

  const heading = isNew ? translate('codegenScreen.editor.titleNew') : translate('codegenScreen.editor.title', { table: tableName });
  return (
    <Form
      defaultValues={config ? formValuesOf(config) : newConfigDefaults()}
      validate={codegenFormErrors}
      onSubmit={submit}
      sanitizeEmptyValues={false}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button label="codegenScreen.editor.back" onClick={() => navigate('..', { relative: 'path' })}>
          <ArrowBackIcon />
        </Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        {config && (
          <Chip
            size="small"
            color={config.saved ? 'success' : 'default'}
            label={config.saved ? translate('codegenScreen.editor.savedRevision', { revision: config.revision ?? 0 }) : translate('codegenScreen.editor.derived')}
          />
        )}
        {canEdit && !isNew && config?.saved && <ResetButton tableName={tableName} onReset={onReset} />}
        {canDownload && !isNew && <CodegenDownloadButton tableName={tableName} />}
        {canEdit && <SaveButton />}
      </Box>
      <Card>
        <Tabs value={tab} onChange={(_event, next: EditorTab) => setTab(next)} aria-label={heading} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab value="config" label={translate('codegenScreen.editor.tabs.config')} />
          <Tab value="preview" label={translate('codegenScreen.editor.tabs.preview')} />
          {!isNew && <Tab value="history" label={translate('codegenScreen.editor.tabs.history')} />}
        </Tabs>
        <CardContent>
          {/* the inputs stay mounted while another tab shows, so nothing typed is lost */}
          <Box hidden={tab !== 'config'}>
            {catalogs.error || dictionaries.error ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('codegenScreen.editor.choicesFailed')}
              </Alert>
            ) : null}
            <CodegenGeneralInputs isNew={isNew} catalogs={catalogs.data ?? []} />
            <CodegenSection title="codegenScreen.editor.sections.fields" />
            <CodegenFieldInputs dictionaries={dictionaries.data ?? []} />
          </Box>
          {tab === 'preview' && <PreviewPanel config={config} />}
          {tab === 'history' && tableName !== undefined && <CodegenHistory tableName={tableName} />}
        </CardContent>
      </Card>
    </Form>
  );
};

/**
 * One entity's generator configuration: the saved one, or one derived from the table's columns (`GET
 * /codegen/{table}/config`), or from scratch (`tableName` undefined). Saved as it is, reset after a confirmation,
 * previewed, downloaded, with its history.
 */
export const CodegenEditor = ({ tableName }: { tableName?: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['codegen', 'config', tableName],
    queryFn: ({ signal }) => fetchConfig(tableName!, signal),
    enabled: tableName !== undefined,
    retry: false,
  });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['codegen'] });
  };
  if (tableName !== undefined && isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (tableName !== undefined && (error || !data)) {
    const message = (error as Error | null)?.message;
    return (
      <Alert
        severity="error"
        action={
          <MuiButton color="inherit" size="small" onClick={() => void refetch()}>
            {translate('codegenScreen.list.retry')}
          </MuiButton>
        }
      >
        {translate('codegenScreen.editor.loadFailed')}
        {message ? ` — ${translate(message, { _: message })}` : ''}
      </Alert>
    );
  }
  return (
    <EditorForm
      // a new answer (saved, reset) starts the form afresh from it
      key={`${tableName ?? ''}:${data?.revision ?? 'none'}:${String(data?.saved)}`}
      tableName={tableName}
      config={data}
      onSaved={(saved) => {
        reload();
        if (saved !== tableName) navigate(`../${encodeURIComponent(saved)}`, { relative: 'path' });
      }}
      onReset={reload}
    />
  );
};
