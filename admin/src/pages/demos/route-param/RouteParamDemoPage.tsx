import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DemoPage } from '../DemoPage';
import { routeParamLink, routeParamPlace } from './routeParamLinks';

const exampleIds = ['42', '7'];

/**
 * demo/route-param/index, under two menus (type=a and type=b): reads the id below its menu's path (pages are routed at
 * `<path>/*`), the menu's `type` query value, and the `title` override of spec §2, which the layout shows as the title.
 */
export const RouteParamDemoPage = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const { '*': splat } = useParams();
  const place = routeParamPlace(pathname, search, splat);
  const idForTitle = place.id ?? exampleIds[0]!;
  const customTitle = translate('demoBasics.routeParam.customTitle', { id: idForTitle, type: place.type ?? '-' });

  const rows: [string, string][] = [
    [translate('demoBasics.routeParam.path'), pathname],
    [translate('demoBasics.routeParam.id'), place.id ?? translate('demoBasics.routeParam.noId')],
    [translate('demoBasics.routeParam.type'), place.type ?? translate('demoBasics.routeParam.noType')],
    [translate('demoBasics.routeParam.title'), place.title ?? translate('demoBasics.routeParam.noTitle')],
  ];

  return (
    <DemoPage
      fallbackTitle="menus.demo.routeParamA"
      intro="demoBasics.routeParam.intro"
      source={['admin/src/pages/demos/route-param/RouteParamDemoPage.tsx', 'admin/src/routing/PageTitle.tsx', 'admin/src/routing/adminResources.tsx']}
    >
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Table size="small">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: 220 }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {exampleIds.map((id) => (
              <Button key={id} component={RouterLink} to={routeParamLink(place, id, place.title ?? undefined)} variant="outlined" size="small">
                {translate('demoBasics.routeParam.openId', { id })}
              </Button>
            ))}
            <Button component={RouterLink} to={routeParamLink(place, idForTitle, customTitle)} variant="outlined" size="small">
              {translate('demoBasics.routeParam.withTitle', { title: customTitle })}
            </Button>
            {place.title ? (
              <Button component={RouterLink} to={routeParamLink(place, idForTitle)} variant="text" size="small">
                {translate('demoBasics.routeParam.withoutTitle')}
              </Button>
            ) : null}
          </Box>
        </CardContent>
      </Card>
    </DemoPage>
  );
};
