import { TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** One row across a table's columns saying something about it: that it is empty, or a placeholder while it loads. */
export const TableMessageRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <TableRow>
    <TableCell colSpan={colSpan}>{children}</TableCell>
  </TableRow>
);
