import { Button, Container, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nContext';

const PageLoadFailed = () => {
  const { t } = useI18n();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="alert">
      <Typography sx={{ mb: 3 }}>{t('portal.common.loadFailed')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('portal.common.reload')}
      </Button>
    </Container>
  );
};

/** A page whose chunk could not be fetched (a dropped connection, a deploy that replaced the files) or that threw. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

/** Keeps the header and footer on screen when a page fails, with a way to reload; another address tries again. */
export const PageLoadBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
};
