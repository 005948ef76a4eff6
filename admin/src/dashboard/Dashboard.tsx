import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { productVersion } from '../productVersion';

export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.adminTitle')}
        </Typography>
        <Typography variant="body1" gutterBottom>
          {translate('app.comingSoon')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.version', { version: productVersion })}
        </Typography>
      </CardContent>
    </Card>
  );
};
