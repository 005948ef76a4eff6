import WorkRoundedIcon from '@mui/icons-material/WorkRounded';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useAdminPaths } from './useAdminPaths';

/** The logo and the product's name (in the current language), linking to the dashboard. */
export const AppLogo = ({ compact = false, height }: { compact?: boolean; height: number }) => {
  const translate = useTranslate();
  const { hrefOf } = useAdminPaths();
  const title = translate('app.title');
  return (
    <Box
      component={Link}
      to={hrefOf('/')}
      aria-label={title}
      className="jm-logo"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 1,
        height,
        px: compact ? 0 : 2,
        flexShrink: 0,
        color: 'text.primary',
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 30,
          height: 30,
          flexShrink: 0,
          borderRadius: 1.5,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, var(--jm-primary-3, #79a6ff), var(--jm-primary, #4080ff) 55%, var(--jm-primary-dark, #3366cc))',
        }}
      >
        <WorkRoundedIcon sx={{ fontSize: 18 }} />
      </Box>
      {compact ? null : (
        <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '1rem', letterSpacing: 0.2 }}>
          {title}
        </Typography>
      )}
    </Box>
  );
};
