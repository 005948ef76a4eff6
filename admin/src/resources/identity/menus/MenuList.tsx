import type { MenuTreeNode, MenuType } from '@jobmarket/contracts';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, Card, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, CanAccess, SaveButton, Title, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog } from '../../../components/RecordFormDialog';
import { NamedIcon } from './MenuIconInput';
import { MenuInputs } from './MenuInputs';
import { MenuTypeChip, VisibleChip } from './MenuTypeChip';
import { branchIds, menuPayload, newMenuValues, visibleRows, type MenuFormValues } from './menuTree';
import { TableMessageRow } from '../../../components/TableMessageRow';

/** A new menu under a parent (a button under a menu), or an existing one. */
type MenuFormTarget = { mode: 'create'; parentId: number; type?: MenuType } | { mode: 'edit'; id: number };

/** Save only: deleting is the row's business, behind the delete permission and its confirmation. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const columns = ['name', 'type', 'icon', 'sort', 'routePath', 'component', 'perm', 'visible'] as const;

/** A row's action as an icon with its name as tooltip and accessible label, so the actions fit beside the columns. */
const RowAction = ({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) => (
  <Tooltip title={label}>
    <IconButton size="small" color="primary" aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
);

/** The menu tree (GET /menus?keywords=) with search, expand/collapse all, and create, edit and delete per spec §3 Menu. */
export const MenuList = () => {
  const translate = useTranslate();
  const [tree, setTree] = useState<MenuTreeNode[]>([]);
  const [keywords, setKeywords] = useState('');
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<MenuFormTarget | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const query = search ? `?keywords=${encodeURIComponent(search)}` : '';
    httpClient(`${API_BASE}/menus${query}`, { signal: controller.signal })
      .then(({ json }) => setTree(Array.isArray(json) ? (json as MenuTreeNode[]) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [search, version]);

  const rows = visibleRows(tree, collapsed);

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setCollapsed(new Set());
    setSearch(keywords.trim());
  };
  const resetSearch = () => {
    setKeywords('');
    setSearch('');
  };
  const field = (name: string) => translate(`resources.menus.fields.${name}`);

  return (
    <>
      <Title title={translate('menus.menus')} />
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box component="form" onSubmit={submitSearch} role="search" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            label={translate('resources.menus.search.keywords')}
            placeholder={translate('resources.menus.search.placeholder')}
          />
          <Button type="submit" label="resources.menus.search.submit">
            <SearchIcon />
          </Button>
          <Button label="resources.menus.search.reset" onClick={resetSearch}>
            <RefreshIcon />
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button label="resources.menus.actions.expandAll" onClick={() => setCollapsed(new Set())}>
            <UnfoldMoreIcon />
          </Button>
          <Button label="resources.menus.actions.collapseAll" onClick={() => setCollapsed(new Set(branchIds(tree)))}>
            <UnfoldLessIcon />
          </Button>
          <CanAccess resource="menus" action="create">
            <Button label="resources.menus.actions.create" variant="contained" onClick={() => setTarget({ mode: 'create', parentId: 0 })}>
              <AddIcon />
            </Button>
          </CanAccess>
        </Box>
      </TopToolbar>
      <Card>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{field(column)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ node, depth }) => {
              const name = node.name;
              return (
                <TableRow key={node.id} hover>
                  <TableCell sx={{ pl: 1 + depth * 3, whiteSpace: 'nowrap' }}>
                    {node.children?.length ? (
                      <IconButton size="small" onClick={() => toggle(node.id)} aria-expanded={!collapsed.has(node.id)} aria-label={name}>
                        {collapsed.has(node.id) ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    ) : (
                      <span style={{ display: 'inline-block', width: 34 }} />
                    )}
                    {name}
                  </TableCell>
                  <TableCell>
                    <MenuTypeChip type={node.type} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} title={node.icon ?? undefined}>
                      <NamedIcon name={node.icon} />
                    </Box>
                  </TableCell>
                  <TableCell>{node.sort}</TableCell>
                  <TableCell>{node.routePath}</TableCell>
                  <TableCell>{node.component}</TableCell>
                  <TableCell>{node.perm}</TableCell>
                  <TableCell>{node.type === 'BUTTON' ? null : <VisibleChip visible={node.visible} />}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {(node.type === 'CATALOG' || node.type === 'MENU') && (
                      <CanAccess resource="menus" action="create">
                        <RowAction
                          label={translate('resources.menus.actions.addChild')}
                          onClick={() => setTarget({ mode: 'create', parentId: node.id, type: node.type === 'MENU' ? 'BUTTON' : 'MENU' })}
                        >
                          <AddIcon fontSize="small" />
                        </RowAction>
                      </CanAccess>
                    )}
                    <CanAccess resource="menus" action="edit">
                      <RowAction label={translate('resources.menus.actions.edit')} onClick={() => setTarget({ mode: 'edit', id: node.id })}>
                        <EditIcon fontSize="small" />
                      </RowAction>
                    </CanAccess>
                    <CanAccess resource="menus" action="delete">
                      <ConfirmDeleteButton resource="menus" messages="resources.menus" record={{ id: node.id, name }} onDeleted={reload} />
                    </CanAccess>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableMessageRow colSpan={columns.length + 1}>
                <Typography variant="body2">{translate('resources.menus.messages.empty')}</Typography>
              </TableMessageRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <RecordFormDialog
        resource="menus"
        state={target}
        onClose={() => setTarget(undefined)}
        onSaved={reload}
        titles={{ create: 'resources.menus.actions.create', edit: 'resources.menus.actions.edit' }}
        savedMessages={{ create: 'resources.menus.messages.added', edit: 'resources.menus.messages.modified' }}
        {...(target?.mode === 'create' ? { defaults: newMenuValues(target.parentId, target.type) } : {})}
        // the payload keeps only the chosen type's fields; react-admin's form values are the caller's shape
        transform={(values: unknown) => menuPayload(values as MenuFormValues)}
        toolbar={saveOnly}
        hasHistory
      >
        {(state) => <MenuInputs {...(state.mode === 'edit' ? { menuId: Number(state.id) } : {})} />}
      </RecordFormDialog>
    </>
  );
};
