import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  CircularProgress,
  IconButton,
  InputAdornment,
  Popover,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TableSelectPage<Row> {
  list: Row[];
  total: number;
}

export interface TableSelectColumn<Row> {
  key: string;
  /** An i18n key. */
  label: string;
  render: (row: Row) => ReactNode;
}

export interface TableSelectProps<Row> {
  /** An i18n key. */
  label: string;
  value: Row | null;
  onChange: (row: Row | null) => void;
  /** One page of rows matching the keywords (the spec's `/page` dialect: pageNum from 1). */
  fetchPage: (query: { pageNum: number; pageSize: number; keywords: string; signal: AbortSignal }) => Promise<TableSelectPage<Row>>;
  columns: readonly TableSelectColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The chosen row as the input shows it. */
  optionText: (row: Row) => string;
  pageSize?: number;
  /** How long typing must pause before the search goes (ms). */
  debounceMs?: number;
  helperText?: ReactNode;
}

type Load<Row> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; page: TableSelectPage<Row> };

/**
 * A select whose drop-down is a table: searchable (debounced keywords) and paginated by the api, one row chosen with
 * a click or Enter. Generic over the row: the caller says how to fetch a page and which columns to show.
 */
export function TableSelect<Row>({ label, value, onChange, fetchPage, columns, rowKey, optionText, pageSize = 5, debounceMs = 300, helperText }: TableSelectProps<Row>) {
  const translate = useTranslate();
  const anchor = useRef<HTMLDivElement>(null);
  const dropDownId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [load, setLoad] = useState<Load<Row>>({ status: 'loading' });

  useEffect(() => {
    if (typed === keywords) return;
    const timer = setTimeout(() => {
      setKeywords(typed);
      setPageNum(1);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, keywords, debounceMs]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPage({ pageNum, pageSize, keywords: keywords.trim(), signal: controller.signal })
      .then((page) => {
        if (!controller.signal.aborted) setLoad({ status: 'loaded', page });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: String((error as Error).message) });
      });
    return () => controller.abort();
  }, [open, pageNum, pageSize, keywords, fetchPage]);

  const choose = (row: Row) => {
    onChange(row);
    setOpen(false);
  };

  return (
    <>
      <TextField
        ref={anchor}
        label={translate(label)}
        value={value ? optionText(value) : ''}
        placeholder={translate('demoWidgets.tableSelect.placeholder')}
        helperText={helperText}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        slotProps={{
          htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': open, 'aria-controls': open ? dropDownId : undefined, 'aria-haspopup': 'dialog' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value && (
                  <IconButton
                    size="small"
                    aria-label={translate('demoWidgets.tableSelect.clear')}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(null);
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <ArrowDropDownIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 360 }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: dropDownId, role: 'dialog', 'aria-label': translate(label), sx: { width: { xs: '95vw', sm: 640 }, p: 1 } } as object }}
      >
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={translate('demoWidgets.tableSelect.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('demoWidgets.tableSelect.search'), maxLength: 50 },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
          sx={{ mb: 1 }}
        />
        <Box sx={{ position: 'relative', minHeight: 120 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key}>{translate(column.label)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {load.status === 'loaded' &&
                load.page.list.map((row) => {
                  const selected = value !== null && rowKey(value) === rowKey(row);
                  return (
                    <TableRow
                      key={rowKey(row)}
                      hover
                      selected={selected}
                      tabIndex={0}
                      aria-selected={selected}
                      onClick={() => choose(row)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          choose(row);
                        }
                      }}
                      sx={{ cursor: 'pointer' }}
                    >
                      {columns.map((column) => (
                        <TableCell key={column.key}>{column.render(row)}</TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              {load.status === 'loaded' && load.page.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length}>
                    <Typography variant="body2" color="text.secondary">
                      {translate('demoWidgets.tableSelect.noRows')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {load.status === 'failed' && (
                <TableRow>
                  <TableCell colSpan={columns.length}>
                    <Typography variant="body2" color="error" role="alert">
                      {translate('demoWidgets.tableSelect.loadFailed', { message: translate(load.message, { _: load.message }) })}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {load.status === 'loading' && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} aria-label={translate('demoWidgets.tableSelect.loading')} />
            </Box>
          )}
        </Box>
        <TablePagination
          component="div"
          count={load.status === 'loaded' ? load.page.total : 0}
          page={pageNum - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, page) => setPageNum(page + 1)}
          labelDisplayedRows={({ from, to, count }) => translate('demoWidgets.tableSelect.rows', { from, to, count })}
          getItemAriaLabel={(type) => translate(`demoWidgets.tableSelect.${type}Page`)}
        />
      </Popover>
    </>
  );
}
