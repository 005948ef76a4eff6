import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { highlightedHtml } from '../../../resources/codegen/highlightCode';
import { fileNameOf, generatedSources, type CurdView } from './generatedSources';

// highlight.js's classes in the theme's colours (as the code generator's preview draws them), light and dark mode alike
const codeColours = {
  '& .hljs-keyword, & .hljs-built_in, & .hljs-selector-tag': { color: 'secondary.main', fontWeight: 600 },
  '& .hljs-string, & .hljs-regexp': { color: 'success.main' },
  '& .hljs-number, & .hljs-literal, & .hljs-symbol': { color: 'warning.main' },
  '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: 'text.secondary', fontStyle: 'italic' },
  '& .hljs-title, & .hljs-title.class_, & .hljs-title.function_': { color: 'primary.main' },
  '& .hljs-type, & .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-variable': { color: 'info.main' },
} as const;

const tabIndexOf = (view: CurdView) => Math.max(0, generatedSources.findIndex((source) => source.view === view));

/** The generated files in tabs, highlighted; the tab follows the view shown beside it until the reader picks another. */
export const CurdSourceTabs = ({ view }: { view: CurdView }) => {
  const translate = useTranslate();
  const [selected, setSelected] = useState(() => tabIndexOf(view));
  useEffect(() => setSelected(tabIndexOf(view)), [view]);
  const source = generatedSources[selected]!;
  const html = useMemo(() => highlightedHtml(source.content, source.language), [source]);
  return (
    <Paper variant="outlined" component="section" aria-label={translate('demoCurd.code.title')} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('demoCurd.code.title')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('demoCurd.code.following', { view: translate(`demoCurd.views.${view}`) })}
        </Typography>
      </Box>
      <Tabs
        value={selected}
        onChange={(_event, index: number) => setSelected(index)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('demoCurd.code.files')}
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontFamily: 'monospace', fontSize: 13, minHeight: 40 } }}
      >
        {generatedSources.map((file, index) => (
          <Tab key={file.path} label={fileNameOf(file)} id={`curd-source-tab-${index}`} aria-controls="curd-source-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="curd-source-panel" aria-labelledby={`curd-source-tab-${selected}`} sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="div" color="text.secondary" sx={{ px: 2, pt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {source.path}
        </Typography>
        <Box component="pre" aria-label={translate('demoCurd.code.file', { file: fileNameOf(source) })} sx={{ m: 0, p: 2, overflow: 'auto', maxHeight: '75vh', fontSize: 12.5, lineHeight: 1.5, ...codeColours }}>
          {/* highlight.js escapes the code and adds only its own spans */}
          <code className={`hljs language-${source.language}`} dangerouslySetInnerHTML={{ __html: html }} />
        </Box>
      </Box>
    </Paper>
  );
};
