import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Button, CanAccess, Title, TopToolbar, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { DeleteWithConfirmButton } from '../users/DeleteWithConfirmButton';
import { DeptFormDialog, type DeptFormTarget } from './DeptFormDialog';
import { visibleRows, type DeptNode } from './deptTree';

/** Departments as the spec's tree (GET /dept), with create, edit and delete. */
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
                    <Button label="resources.dept.actions.edit" onClick={() => setTarget({ mode: 'edit', node })}>
                      <EditIcon />
                    </Button>
                  </CanAccess>
                  <CanAccess resource="dept" action="delete">
                    <DeleteWithConfirmButton apiPath="dept" messages="resources.dept" ids={[node.id]} onDeleted={reload} />
                  </CanAccess>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography variant="body2">{translate('resources.dept.messages.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <DeptFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={reload} />
    </>
  );
};
