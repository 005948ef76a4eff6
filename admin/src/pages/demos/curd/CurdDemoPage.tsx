import { Alert, Box, GlobalStyles, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BasenameContextProvider, ResourceContextProvider, useResourceDefinitionContext, useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import demoItems from '../../../resources/demo-items';
import { ROUTED_PAGE_TITLE_CLASS } from '../../../routing/PageTitle';
import { DemoPage } from '../DemoPage';
import { CurdSourceTabs } from './CurdSourceTabs';
import type { CurdView } from './generatedSources';

const RESOURCE = 'demo-items';

/** Which of the resource's views a path below the page shows (`demo-items/5` → edit), as react-admin routes a resource. */
export function curdViewOf(subPath: string): CurdView {
  const path = subPath.replace(/^\/+|\/+$/g, '');
  if (path === `${RESOURCE}/create`) return 'create';
  if (new RegExp(`^${RESOURCE}/[^/]+/show$`).test(path)) return 'show';
  if (new RegExp(`^${RESOURCE}/[^/]+$`).test(path)) return 'edit';
  return 'list';
}

/**
 * The page's own path (its menu's, `/demo/curd`) and what lies below it (`demo-items/5`), read from the location at
 * the resource's segment: the router's `*` param cannot tell them, as the admin's catch-all route above the page
 * has a splat of its own that the menu's exact route inherits.
 */
export function pagePathsOf(pathname: string): { base: string; subPath: string } {
  const at = pathname.search(new RegExp(`/${RESOURCE}(/|$)`));
  if (at < 0) return { base: pathname.replace(/\/+$/, ''), subPath: '' };
  return { base: pathname.slice(0, at), subPath: pathname.slice(at + 1) };
}

/**
 * The generated resource as <Resource name="demo-items"> would register it, only while this page shows it: its label
 * in the admin's language and its record representation title the generated views.
 */
function useHostedResource() {
  const translate = useTranslate();
  const { register, unregister } = useResourceDefinitionContext();
  const label = translate('demoItems.name');
  useEffect(() => {
    const definition = { name: RESOURCE, hasList: true, hasCreate: true, hasEdit: true, hasShow: true, recordRepresentation: demoItems.recordRepresentation, icon: demoItems.icon, options: { label } };
    register(definition);
    return () => unregister(definition);
  }, [register, unregister, label]);
}

/**
 * The generated views routed below the page as react-admin routes a resource below the admin's root: react-admin
 * builds every link and redirect from the basename, so `<CreateButton>` leads to `<page>/demo-items/create` and a
 * saved form comes back here, with the code beside it.
 */
const HostedViews = ({ base, subPath }: { base: string; subPath: string }) => {
  const { list: List, create: Create, edit: Edit, show: Show } = demoItems;
  return (
    <BasenameContextProvider basename={base}>
      <ResourceContextProvider value={RESOURCE}>
        {subPath === '' ? (
          // the menu's own route has no splat, so it cannot hold descendant routes: the list is the page's first view
          <List />
        ) : (
          <Routes>
            <Route path={RESOURCE} element={<List />} />
            <Route path={`${RESOURCE}/create`} element={<Create />} />
            <Route path={`${RESOURCE}/:id`} element={<Edit />} />
            <Route path={`${RESOURCE}/:id/show`} element={<Show />} />
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        )}
      </ResourceContextProvider>
    </BasenameContextProvider>
  );
};

/**
 * demo/curd/index: list, create, edit and delete on the demo items (`/demo-items`, sys:demo-item:*) with nothing but
 * the views the code generator wrote (admin/src/resources/demo-items), and their source beside them.
 */
export const CurdDemoPage = () => {
  const translate = useTranslate();
  const { base, subPath } = pagePathsOf(useLocation().pathname);
  const view = curdViewOf(subPath);
  useHostedResource();
  return (
    <DemoPage
      fallbackTitle="menus.demo.curd"
      intro="demoCurd.intro"
      source={['admin/src/resources/demo-items', 'api/src/modules/codegen/generator/samples/demoItems.json', 'admin/src/pages/demos/curd/CurdDemoPage.tsx']}
    >
      <Alert severity="info">{translate('demoCurd.generated')}</Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-label={translate('demoCurd.demo')} sx={{ minWidth: 0, px: 2, pb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ pt: 1.5 }}>
            {translate('demoCurd.demo')}
          </Typography>
          {/* the hosted views title themselves in the app bar as a resource would; beside the page's title that reads "CRUDDemo items" */}
          <GlobalStyles styles={{ [`#react-admin-title > :not(.${ROUTED_PAGE_TITLE_CLASS})`]: { display: 'none' } }} />
          <HostedViews base={base} subPath={subPath} />
        </Paper>
        <CurdSourceTabs view={view} />
      </Box>
    </DemoPage>
  );
};
