import { TablePagination } from '@mui/material';
import { useState } from 'react';

/** A table's page (from 0) and its size, as `useTablePage` keeps them. */
export interface TablePage {
  page: number;
  size: number;
}

/** The sizes a paged table offers; the first is where it starts. */
export const TABLE_PAGE_SIZES = [10, 25, 50];

/** The page of a table paged by the api (not react-admin's list): page 0, the smallest size. */
export const useTablePage = () => useState<TablePage>({ page: 0, size: TABLE_PAGE_SIZES[0]! });

/** The pager under such a table, shown only when there is more than the smallest page; a new size goes back to page 0. */
export const PagedTablePagination = ({ total, page, onChange }: { total: number; page: TablePage; onChange: (next: TablePage) => void }) =>
  total > TABLE_PAGE_SIZES[0]! ? (
    <TablePagination
      component="div"
      count={total}
      page={page.page}
      rowsPerPage={page.size}
      rowsPerPageOptions={TABLE_PAGE_SIZES}
      onPageChange={(_event, next) => onChange({ ...page, page: next })}
      onRowsPerPageChange={(event) => onChange({ page: 0, size: Number(event.target.value) })}
    />
  ) : null;
