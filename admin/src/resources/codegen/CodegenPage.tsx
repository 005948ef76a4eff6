import { ResourceContextProvider } from 'react-admin';
import { Route, Routes, useParams } from 'react-router';
import { CodegenEditor } from './CodegenEditor';
import { CodegenTableList } from './CodegenTableList';

const TableEditor = () => {
  const { tableName } = useParams();
  return <CodegenEditor tableName={tableName} />;
};

/**
 * System → Code generator (menu component `system/codegen/index`, sys:codegen:query): the read-model tables, and below
 * the page's path one table's configuration (`<path>/<table>`) or a new entity from scratch (`<path>/new`).
 */
export const CodegenPage = () => (
  // the form's array input asks for a resource; the generator's configurations are this one
  <ResourceContextProvider value="codegen">
    <Routes>
      <Route index element={<CodegenTableList />} />
      <Route path="new" element={<CodegenEditor />} />
      <Route path=":tableName" element={<TableEditor />} />
    </Routes>
  </ResourceContextProvider>
);
