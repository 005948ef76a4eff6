import { Box } from '@mui/material';
import { useMemo } from 'react';
import { richTextNodes } from './richTextNodes';

/** Notice content shown as formatted text, rebuilt from an allow-list rather than injected as HTML. */
export const RichTextContent = ({ html }: { html: string }) => {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return (
    <Box className="notice-content" sx={{ typography: 'body1', wordBreak: 'break-word', '& img': { maxWidth: '100%' }, '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' } }}>
      {nodes}
    </Box>
  );
};
