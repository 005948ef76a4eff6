import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../i18n/I18nContext';
import { AccountCard } from '../identity/AccountCard';

interface RegistrationFormProps {
  title: string;
  intro: string;
  /** A message over the whole form. */
  error?: string;
  maxWidth?: 'sm' | 'md';
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
}

/** The frame of the three registration pages: their fields, the submit button and the way back to sign-in. */
export const RegistrationForm = ({ title, intro, error, maxWidth, submitLabel, isSubmitting, onSubmit, children }: RegistrationFormProps) => {
  const { t } = useI18n();
  return (
    <AccountCard title={title} intro={intro} error={error} maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={1}>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth sx={{ mt: 3 }}>
            {submitLabel}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('portal.register.haveAccount')}
        </Link>
      </Typography>
    </AccountCard>
  );
};
