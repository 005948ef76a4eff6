import { isMasked } from '@jobmarket/contracts';
import { Stack, Typography } from '@mui/material';
import { VisibilityOffIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';

/**
 * Phone and e-mail as the api sent them: masked (`•••• ••34`) on a resume this publisher has not opened, with a word on
 * why, so a mask never reads as a wrong number.
 */
export const ContactLines = ({ phone, email }: { phone: string; email: string }) => {
  const { t } = useI18n();
  const isHidden = isMasked(phone) || isMasked(email);
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">
        <Typography component="span" variant="body2" color="text.secondary">
          {t('resumes.fields.phone')}:
        </Typography>{' '}
        <span dir="ltr">{phone}</span>
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('resumes.fields.email')}:
        </Typography>{' '}
        <span dir="ltr">{email}</span>
      </Typography>
      {isHidden && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <VisibilityOffIcon sx={{ fontSize: 16 }} aria-hidden />
          {t('resumes.masked')}
        </Typography>
      )}
    </Stack>
  );
};
