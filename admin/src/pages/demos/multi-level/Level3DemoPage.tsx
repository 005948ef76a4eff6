import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DemoPage } from '../DemoPage';
import { MenuPlace } from './MenuPlace';
import { useMenuPlace } from './useMenuPlace';

/**
 * demo/multi-level/level3: one component under two third-level menus; each menu's `item` route parameter arrives as a
 * query value. Links to the other menus that open this page with another item.
 */
export const Level3DemoPage = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const item = searchParams.get('item');
  const { trail } = useMenuPlace();
  const parent = trail.at(-2);
  const otherItems = (parent?.children ?? []).filter((entry) => entry.to && entry.params?.item && entry.params.item !== item);
  return (
    <DemoPage fallbackTitle="menus.demo.multiLevel" intro="demoBasics.multiLevel.introLevel3" source={['admin/src/pages/demos/multi-level/Level3DemoPage.tsx', 'api/src/modules/identity/seed/demoMenus.ts']}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {item ? (
            <Typography variant="h6" component="p" role="status">
              {translate('demoBasics.multiLevel.item', { item })}
            </Typography>
          ) : (
            <Alert severity="info">{translate('demoBasics.multiLevel.noItem')}</Alert>
          )}
          <MenuPlace />
          {otherItems.length > 0 ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {otherItems.map((entry) => (
                <Button key={entry.key} component={RouterLink} to={entry.to!} variant="outlined" size="small">
                  {translate('demoBasics.multiLevel.otherItem', { item: entry.params!.item })}
                </Button>
              ))}
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </DemoPage>
  );
};
