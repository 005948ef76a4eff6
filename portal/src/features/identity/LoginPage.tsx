import { loginForm, PASSWORD_MIN_LENGTH } from '@jobmarket/contracts';
import type { TokenPair } from '@jobmarket/contracts/platform/tokenStorage';
import { Alert, Box, Button, ButtonBase, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { afterSignInPath, ROLE_HOME } from '../../app/routeGuard';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';
import { AccountCard } from './AccountCard';
import { PasswordInput } from './PasswordInput';
import { useForm } from '../../forms/useForm';

/** Remember me keeps only the username (never the password). */
export const REMEMBERED_USERNAME_KEY = 'jobmarket.portal.rememberedUsername';

/** Spec §5 login: username required; password required and at least 6; captcha required. */
const loginRules = loginForm.extend({
  password: z.string().min(1, 'portal.login.passwordRequired').min(PASSWORD_MIN_LENGTH, 'portal.login.passwordTooShort'),
  username: z.string().trim().min(1, 'portal.login.usernameRequired'),
  captchaCode: z.string().trim().min(1, 'portal.login.captchaRequired'),
});

interface Captcha {
  captchaKey: string;
  captchaBase64: string;
}

const LoginPage = () => {
  const { t } = useI18n();
  const { api, isSignedIn, signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // a registration that just succeeded hands over the new username and what to say about it
  const arrival = (useLocation().state ?? {}) as { username?: string; registered?: PortalMessageKey };
  const remembered = localStorage.getItem(REMEMBERED_USERNAME_KEY);
  const form = useForm({ username: arrival.username ?? remembered ?? '', password: '', captchaCode: '' });
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [isSubmitting, setSubmitting] = useState(false);
  // set while this page signs in, so the signed-in check below does not send the visitor to / instead of their redirect
  const signingIn = useRef(false);
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: () => api.request<Captcha>('/auth/captcha', { auth: false }),
    staleTime: 100_000,
    refetchOnWindowFocus: false,
  });

  if (isSignedIn && !signingIn.current) return <Navigate to="/" replace />;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = form.validate(loginRules);
    if (!values) return;
    setSubmitting(true);
    signingIn.current = true;
    try {
      const body = new FormData();
      body.set('username', values.username);
      body.set('password', values.password);
      body.set('captchaKey', captcha.data?.captchaKey ?? '');
      body.set('captchaCode', values.captchaCode);
      const pair = await api.request<TokenPair>('/auth/login', { method: 'POST', form: body, auth: false });
      if (rememberMe) localStorage.setItem(REMEMBERED_USERNAME_KEY, values.username);
      else localStorage.removeItem(REMEMBERED_USERNAME_KEY);
      await signIn(pair);
      navigate(afterSignInPath(searchParams.get('redirect'), ROLE_HOME), { replace: true });
    } catch (error) {
      signingIn.current = false;
      form.showFailure(error, t('errors.B0001', { requestId: '-' }));
      // a captcha answer is single use: a new picture for the next attempt
      form.setValue('captchaCode', '');
      void captcha.refetch();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={t('portal.login.title')} intro={t('portal.login.intro')} error={form.errors.form} maxWidth="xs">
      {arrival.registered && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(arrival.registered)}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          <TextField label={t('portal.login.username')} autoComplete="username" autoFocus required fullWidth {...form.fieldProps('username')} />
          <PasswordInput label={t('portal.login.password')} autoComplete="current-password" required fullWidth {...form.fieldProps('password')} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField label={t('portal.login.captcha')} autoComplete="off" required fullWidth {...form.fieldProps('captchaCode')} />
            <ButtonBase
              onClick={() => void captcha.refetch()}
              aria-label={t('portal.login.refreshCaptcha')}
              title={t('portal.login.refreshCaptcha')}
              sx={{ width: 120, height: 56, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', flexShrink: 0 }}
            >
              {captcha.data ? (
                <img src={captcha.data.captchaBase64} alt={t('portal.login.captchaImage')} width={120} height={56} />
              ) : (
                <Typography variant="caption" color={captcha.isError ? 'error' : 'text.secondary'} sx={{ px: 1 }}>
                  {captcha.isError ? t('portal.login.captchaFailed') : t('portal.common.loading')}
                </Typography>
              )}
            </ButtonBase>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />} label={t('portal.login.rememberMe')} />
            <Link component={RouterLink} to="/forget-password" variant="body2">
              {t('portal.login.forgotPassword')}
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
            {t('portal.login.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
        {t('portal.login.noAccount')}
      </Typography>
      <Stack spacing={0.5}>
        <Link component={RouterLink} to="/register-job-seeker">
          {t('portal.login.registerJobSeeker')}
        </Link>
        <Link component={RouterLink} to="/register-publisher">
          {t('portal.login.registerPublisher')}
        </Link>
        <Link component={RouterLink} to="/register-school-admin">
          {t('portal.login.registerSchoolAdmin')}
        </Link>
      </Stack>
    </AccountCard>
  );
};

export default LoginPage;
