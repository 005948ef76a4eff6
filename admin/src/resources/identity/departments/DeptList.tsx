import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Button, CanAccess, Title, TopToolbar, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog } from '../../../components/RecordFormDialog';
import { DeptInputs } from './DeptInputs';
import { visibleRows, type DeptNode } from './deptTree';
import { TableMessageRow } from '../../../components/TableMessageRow';

/** Departments as the spec's tree (GET /dept), with create, edit and delete. */
/** A new department under a parent, or an existing one. */
type DeptFormTarget = { mode: 'create'; parentId: number } | { mode: 'edit'; id: number };

/** What POST and PUT take: the form's fields, numbers as numbers (the record also carries its children and times). */
const toDeptForm = (data: Record<string, unknown>) => ({
  parentId: Number(data.parentId ?? 0),
  name: data.name,
  code: data.code,
  sort: Number(data.sort ?? 0),
  status: Number(data.status ?? 1),
});

export const DeptList = () => {
  const translate = useTranslate();
  const [tree, setTree] = useState<DeptNode[]>([]);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<DeptFormTarget | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    httpClient(`${API_BASE}/dept`, { signal: controller.signal })
      .then(({ json }) => setTree(Array.isArray(json) ? (json as DeptNode[]) : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [version]);

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rows = visibleRows(tree, collapsed);
  const field = (name: string) => translate(`resources.dept.fields.${name}`);

  return (
    <>
      <Title title={translate('menus.departments')} />
      <TopToolbar>
        <CanAccess resource="dept" action="create">
          <Button label="resources.dept.actions.add" onClick={() => setTarget({ mode: 'create', parentId: 0 })}>
            <AddIcon />
          </Button>
        </CanAccess>
      </TopToolbar>
      <Card>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('name')}</TableCell>
              <TableCell>{field('code')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell>{field('sort')}</TableCell>
              <TableCell>{field('createTime')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ node, depth }) => (
              <TableRow key={node.id} hover>
                <TableCell sx={{ pl: 1 + depth * 3 }}>
                  {node.children?.length ? (
                    <IconButton size="small" onClick={() => toggle(node.id)} aria-expanded={!collapsed.has(node.id)} aria-label={node.name}>
                      {collapsed.has(node.id) ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                    </IconButton>
                  ) : (
                    <span style={{ display: 'inline-block', width: 34 }} />
                  )}
                  {node.name}
                </TableCell>
                <TableCell>{node.code}</TableCell>
                <TableCell>
                  <Chip size="small" color={node.status === 1 ? 'success' : 'default'} label={translate(node.status === 1 ? 'resources.dept.status.enabled' : 'resources.dept.status.disabled')} />
                </TableCell>
                <TableCell>{node.sort}</TableCell>
                <TableCell>{node.createTime}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <CanAccess resource="dept" action="create">
                    <Button label="resources.dept.actions.addChild" onClick={() => setTarget({ mode: 'create', parentId: node.id })}>
                      <AddIcon />
                    </Button>
                  </CanAccess>
                  <CanAccess resource="dept" action="edit">
                    <Button label="resources.dept.actions.edit" onClick={() => setTarget({ mode: 'edit', id: node.id })}>
                      <EditIcon />
                    </Button>
                  </CanAccess>
                  <CanAccess resource="dept" action="delete">
                    <ConfirmDeleteButton resource="dept" messages="resources.dept" ids={[node.id]} onDeleted={reload} />
                  </CanAccess>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableMessageRow colSpan={6}>
                <Typography variant="body2">{translate('resources.dept.messages.empty')}</Typography>
              </TableMessageRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <RecordFormDialog
        resource="dept"
        state={target}
        onClose={() => setTarget(undefined)}
        onSaved={reload}
        titles={{ create: 'resources.dept.actions.add', edit: 'resources.dept.actions.edit' }}
        savedMessages={{ create: 'resources.dept.messages.added', edit: 'resources.dept.messages.modified' }}
        {...(target?.mode === 'create' ? { defaults: { parentId: target.parentId, name: '', code: '', sort: 0, status: 1 } } : {})}
        transform={toDeptForm}
      >
        <DeptInputs />
      </RecordFormDialog>
    </>
  );
};
