import { Card, CardContent } from '@mui/material';
import { DemoPage } from '../DemoPage';
import { MenuPlace } from './MenuPlace';

/** demo/multi-level/level1: a page one level below the multi-level directory, showing where it sits and its route. */
export const Level1DemoPage = () => (
  <DemoPage fallbackTitle="menus.demo.level1" intro="demoBasics.multiLevel.introLevel1" source={['admin/src/pages/demos/multi-level/Level1DemoPage.tsx', 'api/src/modules/identity/seed/demoMenus.ts']}>
    <Card variant="outlined">
      <CardContent>
        <MenuPlace />
      </CardContent>
    </Card>
  </DemoPage>
);
