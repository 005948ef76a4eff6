import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, IconButton, Stack, SvgIcon, type SvgIconProps, TextField, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';

// Material icons as paths (as app/icons does): the editor needs eight, not the icon package.
const icon = (path: string) => {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon fontSize="small" {...props}>
      <path d={path} />
    </SvgIcon>
  );
  return Icon;
};
const BoldIcon = icon('M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42M10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5');
const ItalicIcon = icon('M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z');
const UnderlineIcon = icon('M12 17c3.31 0 6-2.69 6-6V3h-2.5v8c0 1.93-1.57 3.5-3.5 3.5S8.5 12.93 8.5 11V3H6v8c0 3.31 2.69 6 6 6m-7 2v2h14v-2z');
const HeadingIcon = icon('M5 4v3h5.5v12h3V7H19V4z');
const BulletListIcon = icon('M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5m0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5m0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5M7 19h14v-2H7zm0-6h14v-2H7zm0-8v2h14V5z');
const NumberedListIcon = icon('M2 17h2v.5H3v1h1v.5H2v1h3v-4H2zm1-9h1V4H2v1h1zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2zm5-6v2h14V5zm0 14h14v-2H7zm0-6h14v-2H7z');
const LinkIcon = icon('M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5');
const ClearIcon = icon('M3.27 5 2 6.27l6.97 6.97L6.5 19h3l1.57-3.66L16.73 21 18 19.73 3.55 5.27zM6 5v.18L8.82 8h2.4l-.72 1.68 2.1 2.1L14.21 8H20V5z');

/** A browser editing command (`document.execCommand`: deprecated, yet the one way every browser edits rich text without a library). */
function exec(command: string, value?: string): void {
  if (typeof document.execCommand !== 'function') return;
  // tags, not style attributes: the api's sanitiser keeps <strong> and drops style="font-weight: bold"
  document.execCommand('styleWithCSS', false, 'false');
  document.execCommand(command, false, value);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A link the sanitiser keeps: http(s) or mailto, written out in full. */
export function isKeptLink(url: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(url.trim()).protocol);
  } catch {
    return false;
  }
}

/** What the editor holds as the form's value: its HTML, or '' when nothing readable was written (so "required" holds). */
const valueOf = (editor: HTMLElement): string => (editor.textContent?.trim() || editor.querySelector('img') ? editor.innerHTML : '');

interface RichTextFieldProps {
  name: string;
  label: string;
  /** The starting HTML (a saved meeting's content); the field keeps its own from then on, so the caret never jumps. */
  initialValue: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
}

/**
 * Rich text for a job fair's content, as HTML the api sanitises (system/notices/richText): headings, bold, italic,
 * underline, lists and links — only what the sanitiser keeps. Pasted text arrives as plain text, so another page's
 * styles never come along. A labelled multi-line text box for assistive technology; its error is said like a field's.
 */
export const RichTextField = ({ name, label, initialValue, onChange, required, error, helperText }: RichTextFieldProps) => {
  const { t } = useI18n();
  const labelId = useId();
  const helperId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [isLinkOpen, setLinkOpen] = useState(false);

  // the starting value only, once: later values come from the editor itself
  const startingValue = useRef(initialValue);
  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = startingValue.current;
  }, []);

  const emit = () => editorRef.current && onChange(valueOf(editorRef.current));
  // text is written in paragraphs: an empty editor starts one, and Enter starts the next (not the <div> Chromium makes)
  const startParagraph = () => {
    const editor = editorRef.current;
    if (!editor || typeof document.execCommand !== 'function') return;
    document.execCommand('defaultParagraphSeparator', false, 'p');
    if (editor.innerHTML !== '') return;
    const paragraph = editor.appendChild(document.createElement('p'));
    paragraph.appendChild(document.createElement('br'));
    const range = document.createRange();
    range.setStart(paragraph, 0);
    range.collapse(true);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };
  const run = (command: string, value?: string) => {
    editorRef.current?.focus();
    exec(command, value);
    emit();
  };
  const toggleHeading = () => {
    const block = typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock').toLowerCase() : '';
    run('formatBlock', block === 'h3' ? '<p>' : '<h3>');
  };

  function openLink() {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && editorRef.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkOpen(true);
  }

  function addLink(url: string) {
    setLinkOpen(false);
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    // with nothing selected the address itself becomes the link's text
    if (!savedRange.current || savedRange.current.collapsed) run('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    else run('createLink', url);
  }

  const tools: { label: PortalMessageKey; icon: ReactNode; onClick: () => void }[] = [
    { label: 'portal.meetings.school.editor.heading', icon: <HeadingIcon />, onClick: toggleHeading },
    { label: 'portal.meetings.school.editor.bold', icon: <BoldIcon />, onClick: () => run('bold') },
    { label: 'portal.meetings.school.editor.italic', icon: <ItalicIcon />, onClick: () => run('italic') },
    { label: 'portal.meetings.school.editor.underline', icon: <UnderlineIcon />, onClick: () => run('underline') },
    { label: 'portal.meetings.school.editor.bulletList', icon: <BulletListIcon />, onClick: () => run('insertUnorderedList') },
    { label: 'portal.meetings.school.editor.numberedList', icon: <NumberedListIcon />, onClick: () => run('insertOrderedList') },
    { label: 'portal.meetings.school.editor.link', icon: <LinkIcon />, onClick: openLink },
    {
      label: 'portal.meetings.school.editor.clear',
      icon: <ClearIcon />,
      onClick: () => {
        run('removeFormat');
        run('unlink');
      },
    },
  ];

  return (
    <Box>
      <Typography id={labelId} component="label" variant="body2" color={error ? 'error' : 'text.secondary'} onClick={() => editorRef.current?.focus()} sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
        }}
      >
        <Stack direction="row" role="toolbar" aria-label={t('portal.meetings.school.editor.toolbar')} aria-controls={`${name}-editor`} spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {tools.map((tool) => (
            <Tooltip key={tool.label} title={t(tool.label)}>
              {/* the mouse must not take the focus (and the selection) from the text being formatted */}
              <IconButton size="small" aria-label={t(tool.label)} onMouseDown={(event) => event.preventDefault()} onClick={tool.onClick}>
                {tool.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          id={`${name}-editor`}
          ref={editorRef}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helperId}
          aria-required={required || undefined}
          aria-invalid={Boolean(error)}
          data-name={name}
          onFocus={startParagraph}
          onInput={emit}
          onBlur={emit}
          onPaste={(event: React.ClipboardEvent) => {
            event.preventDefault();
            exec('insertText', event.clipboardData.getData('text/plain'));
            emit();
          }}
          sx={{
            minHeight: 180,
            maxHeight: 480,
            overflowY: 'auto',
            px: 1.5,
            py: 1,
            outline: 'none',
            overflowWrap: 'anywhere',
            '& p': { my: 1 },
            '& h3': { fontSize: '1.15rem', my: 1 },
          }}
        />
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? helperText ?? ' '}
      </FormHelperText>
      {isLinkOpen && <LinkDialog onAdd={addLink} onClose={() => setLinkOpen(false)} />}
    </Box>
  );
};

/** The address of a link to add, checked before it is: only what the sanitiser keeps. */
const LinkDialog = ({ onAdd, onClose }: { onAdd: (url: string) => void; onClose: () => void }) => {
  const { t } = useI18n();
  const titleId = useId();
  const [url, setUrl] = useState('https://');
  const [isInvalid, setInvalid] = useState(false);
  const add = () => {
    if (isKeptLink(url)) onAdd(url.trim());
    else setInvalid(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.meetings.school.editor.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="url"
          label={t('portal.meetings.school.editor.linkUrl')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={isInvalid}
          helperText={isInvalid ? t('portal.meetings.school.editor.linkInvalid') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.meetings.school.common.cancel')}</Button>
        <Button variant="contained" onClick={add}>
          {t('portal.meetings.school.editor.linkConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
