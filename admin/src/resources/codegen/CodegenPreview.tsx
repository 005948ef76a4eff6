import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, CircularProgress, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Typography } from '@mui/material';
import type { CodegenFileView } from '@jobmarket/contracts/codegen/views';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { fetchDraftPreview, fetchSavedPreview } from './codegenApi';
import { filePathOf, filesByFolder, highlightedHtml } from './highlightCode';

/** What the preview generates from: the saved configuration, or the form's values (unsaved, already checked). */
export type PreviewSource = { kind: 'saved'; tableName: string } | { kind: 'draft'; config: unknown } | { kind: 'invalid' };

// highlight.js's classes in the theme's colours, so the code reads in light and dark mode alike
const codeColours = {
  '& .hljs-keyword, & .hljs-built_in, & .hljs-selector-tag': { color: 'secondary.main', fontWeight: 600 },
  '& .hljs-string, & .hljs-regexp, & .hljs-addition': { color: 'success.main' },
  '& .hljs-number, & .hljs-literal, & .hljs-symbol': { color: 'warning.main' },
  '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: 'text.secondary', fontStyle: 'italic' },
  '& .hljs-title, & .hljs-title.class_, & .hljs-title.function_, & .hljs-section': { color: 'primary.main' },
  '& .hljs-type, & .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-variable': { color: 'info.main' },
  '& .hljs-deletion': { color: 'error.main' },
} as const;

const FileTree = ({ files, selected, onSelect }: { files: CodegenFileView[]; selected: string | undefined; onSelect: (path: string) => void }) => {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('codegenScreen.preview.tree')} sx={{ py: 0 }}>
      {filesByFolder(files).map(({ folder, files: inFolder }) => (
        <li key={folder}>
          <ul style={{ padding: 0 }}>
            <ListSubheader sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              <FolderOutlinedIcon fontSize="small" />
              {folder || '/'}
            </ListSubheader>
            {inFolder.map((file) => {
              const path = filePathOf(file);
              return (
                <ListItemButton key={path} selected={path === selected} onClick={() => onSelect(path)} sx={{ pl: 4 }} aria-current={path === selected ? 'true' : undefined}>
                  <ListItemIcon sx={{ minWidth: 28 }}>
                    <DescriptionOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={file.fileName} slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13 } } }} />
                </ListItemButton>
              );
            })}
          </ul>
        </li>
      ))}
    </List>
  );
};

const CodeView = ({ file }: { file: CodegenFileView }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const html = useMemo(() => highlightedHtml(file.content, file.language), [file]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file.content);
      notify('codegenScreen.preview.copied', { type: 'success' });
    } catch {
      notify('codegenScreen.preview.copyFailed', { type: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {filePathOf(file)}
        </Typography>
        <Button label="codegenScreen.preview.copy" onClick={() => void copy()}>
          <ContentCopyIcon />
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 2, overflow: 'auto', maxHeight: '70vh', fontSize: 13, lineHeight: 1.5, ...codeColours }}
        aria-label={translate('codegenScreen.preview.code', { file: file.fileName })}
      >
        {/* highlight.js escapes the code and adds only its own spans */}
        <code className={`hljs language-${file.language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </Box>
    </Paper>
  );
};

/**
 * Every file the configuration generates (`GET /codegen/{table}/preview` for the saved one, `POST /codegen/preview` for
 * the form's values): a tree by folder and the chosen file's code, highlighted, with a copy button.
 */
export const CodegenPreview = ({ source, onRegenerate }: { source: PreviewSource; onRegenerate: () => void }) => {
  const translate = useTranslate();
  const [selected, setSelected] = useState<string>();
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: ['codegen', 'preview', source],
    queryFn: ({ signal }) => (source.kind === 'saved' ? fetchSavedPreview(source.tableName, signal) : fetchDraftPreview(source.kind === 'draft' ? source.config : null, signal)),
    enabled: source.kind !== 'invalid',
    retry: false,
  });
  if (source.kind === 'invalid') return <Alert severity="warning">{translate('codegenScreen.preview.invalid')}</Alert>;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (error || !data) {
    const message = (error as Error | null)?.message;
    return (
      <Alert severity="error">
        {translate('codegenScreen.preview.loadFailed')}
        {message ? ` — ${translate(message, { _: message })}` : ''}
      </Alert>
    );
  }
  if (data.length === 0) return <Typography color="text.secondary">{translate('codegenScreen.preview.empty')}</Typography>;
  const file = data.find((candidate) => filePathOf(candidate) === selected) ?? filesByFolder(data)[0]!.files[0]!;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(source.kind === 'saved' ? 'codegenScreen.preview.fromSaved' : 'codegenScreen.preview.fromDraft')} · {translate('codegenScreen.preview.count', { smart_count: data.length })}
        </Typography>
        <Button label="codegenScreen.preview.regenerate" onClick={onRegenerate} disabled={isFetching}>
          <RefreshIcon />
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 3fr' }, gap: 2, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ maxHeight: '75vh', overflow: 'auto' }}>
          <FileTree files={data} selected={filePathOf(file)} onSelect={setSelected} />
        </Paper>
        <CodeView file={file} />
      </Box>
    </>
  );
};
