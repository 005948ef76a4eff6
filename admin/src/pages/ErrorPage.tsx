import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';

interface ErrorPageProps {
  code: string;
  /** Catalog key prefix with `title`, `message` and `back` under it. */
  messages: 'admin.pages.notFound' | 'admin.pages.unauthorized';
}

/** The 404 and 401 pages (spec §2): what happened, in the user's language, and the way back to the dashboard. */
export const ErrorPage = ({ code, messages }: ErrorPageProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${messages}.title`} />
      <CardContent>
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
            {code}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(`${messages}.title`)}
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${messages}.message`)}
          </Typography>
          <Button variant="contained" component={Link} to="/">
            {translate(`${messages}.back`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
