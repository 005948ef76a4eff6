import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon } from './detailIcons';

/** Back to the search a visitor most likely came from. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link component={RouterLink} to={to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
    <ArrowBackIcon fontSize="small" />
    {label}
  </Link>
);
