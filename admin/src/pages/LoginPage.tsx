import LockOutlined from '@mui/icons-material/LockOutlined';
import { Avatar, Box, Button, ButtonBase, Card, CardContent, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import {
  Form,
  InputHelperText,
  LocalesMenuButton,
  minLength,
  PasswordInput,
  required,
  TextInput,
  useInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { tokens } from '../auth/tokenStorage';
import { API_BASE, http } from '../providers/httpClient';
import { PageTitle } from '../routing/PageTitle';
import { redirectTargetFrom } from '../routing/routeTree';

/** Remember me keeps only the username (never the password), under our own key so react-admin's logout leaves it. */
export const REMEMBERED_USERNAME_KEY = 'jobmarket.admin.rememberedUsername';

interface Captcha {
  captchaKey: string;
  captchaBase64: string;
}

interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
}

/** Spec §5 login rules, in the current language (react-admin translates the keys). */
const validateUsername = required('admin.login.usernameRequired');
const validatePassword = [required('admin.login.passwordRequired'), minLength(6, 'admin.login.passwordTooShort')];
const validateCaptcha = required('admin.login.captchaRequired');

function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    try {
      const { json } = await http.json<Captcha>(`${API_BASE}/auth/captcha`, { auth: false });
      setCaptcha(json);
      setFailed(false);
    } catch {
      setCaptcha(undefined);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, failed, refresh };
}

const portalLinks = [
  { href: '/register-publisher', label: 'admin.login.registerPublisher' },
  { href: '/register-job-seeker', label: 'admin.login.registerJobSeeker' },
  { href: '/register-school-admin', label: 'admin.login.registerSchoolAdmin' },
] as const;

/** Inside <Form>, so a failed attempt can empty the used captcha answer. */
const LoginFields = ({ captcha, captchaFailed, onRefreshCaptcha, rememberMe, onRememberMe, isSubmitting, failedAttempts }: {
  captcha: Captcha | undefined;
  failedAttempts: number;
  captchaFailed: boolean;
  onRefreshCaptcha: () => void;
  rememberMe: boolean;
  onRememberMe: (checked: boolean) => void;
  isSubmitting: boolean;
}) => {
  const translate = useTranslate();
  const [isCapsLockOn, setCapsLockOn] = useState(false);
  const watchCapsLock = (event: KeyboardEvent) => setCapsLockOn(event.getModifierState?.('CapsLock') ?? false);

  return (
    <>
      <TextInput source="username" label="admin.login.username" validate={validateUsername} autoComplete="username" autoFocus fullWidth />
      <PasswordInput
        source="password"
        label="admin.login.password"
        validate={validatePassword}
        autoComplete="current-password"
        onKeyDown={watchCapsLock}
        onKeyUp={watchCapsLock}
        onBlur={() => setCapsLockOn(false)}
        fullWidth
      />
      {isCapsLockOn && (
        <Typography role="alert" variant="body2" color="warning.main" sx={{ mt: -1, mb: 1 }}>
          {translate('admin.login.capsLockOn')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CaptchaCodeInput clearSignal={failedAttempts} />
        <ButtonBase
          onClick={onRefreshCaptcha}
          aria-label={translate(captchaFailed ? 'admin.login.captchaFailed' : 'admin.login.captchaImage')}
          title={translate(captchaFailed ? 'admin.login.captchaFailed' : 'admin.login.captchaImage')}
          sx={{ mt: 1, width: 120, height: 40, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', flexShrink: 0 }}
        >
          {captcha ? (
            <img src={captcha.captchaBase64} alt={translate('admin.login.captchaImage')} width={120} height={40} />
          ) : (
            <Typography variant="caption" color={captchaFailed ? 'error' : 'text.secondary'} sx={{ px: 1 }}>
              {captchaFailed ? translate('admin.login.captchaFailed') : '…'}
            </Typography>
          )}
        </ButtonBase>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(event) => onRememberMe(event.target.checked)} />}
          label={translate('admin.login.rememberMe')}
        />
        <Link href="/forget-password" variant="body2">
          {translate('admin.login.forgotPassword')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {translate('admin.login.signIn')}
      </Button>
    </>
  );
};

/**
 * The captcha answer; emptied after every failed attempt, since a captcha is single use (API-CONTRACT §2). The emptied
 * field does not turn red at once: the new image is the prompt; the rule speaks again on the next submit.
 */
const CaptchaCodeInput = ({ clearSignal }: { clearSignal: number }) => {
  const translate = useTranslate();
  const { field, fieldState, formState, isRequired } = useInput({ source: 'captchaCode', validate: validateCaptcha });
  const { onChange } = field;
  const [quietUntilSubmit, setQuietUntilSubmit] = useState<number>();
  useEffect(() => {
    if (clearSignal === 0) return;
    onChange('');
    setQuietUntilSubmit(formState.submitCount);
    // submitCount is read, not followed: only a new failed attempt clears the field
  }, [clearSignal, onChange]);
  const isQuiet = quietUntilSubmit !== undefined && quietUntilSubmit === formState.submitCount && !field.value;
  const showError = fieldState.invalid && !isQuiet;
  return (
    <TextField
      {...field}
      id="captchaCode"
      label={translate('admin.login.captcha')}
      required={isRequired}
      autoComplete="off"
      error={showError}
      helperText={<InputHelperText {...(showError ? { error: fieldState.error?.message } : {})} />}
      variant="filled"
      margin="dense"
      size="small"
      sx={{ flex: 1 }}
    />
  );
};

const LoginScreen = ({ redirectTo }: { redirectTo: string }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const { captcha, failed: captchaFailed, refresh: refreshCaptcha } = useCaptcha();
  const [rememberedUsername] = useState(() => window.localStorage.getItem(REMEMBERED_USERNAME_KEY));
  const [rememberMe, setRememberMe] = useState(rememberedUsername !== null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const submit = async (values: Partial<LoginValues>) => {
    const username = values.username?.trim() ?? '';
    setSubmitting(true);
    try {
      await login({ username, password: values.password ?? '', captchaKey: captcha?.captchaKey ?? '', captchaCode: values.captchaCode?.trim() ?? '' }, redirectTo);
      if (rememberMe) window.localStorage.setItem(REMEMBERED_USERNAME_KEY, username);
      else window.localStorage.removeItem(REMEMBERED_USERNAME_KEY);
    } catch (error) {
      // the api's msg, already in the user's language (wrong password, wrong or expired captcha, too many attempts…)
      notify((error as Error | undefined)?.message || 'ra.auth.sign_in_error', { type: 'error' });
      setFailedAttempts((count) => count + 1);
      void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', px: 2, py: 4 }}
    >
      <PageTitle />
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -2, mr: -2 }}>
            <LocalesMenuButton />
          </Stack>
          <Stack sx={{ alignItems: 'center', mb: 3 }} spacing={1}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockOutlined />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.adminTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('admin.login.title')}
            </Typography>
          </Stack>
          <Form onSubmit={submit} defaultValues={{ username: rememberedUsername ?? '', password: '', captchaCode: '' }} noValidate>
            <LoginFields
              captcha={captcha}
              captchaFailed={captchaFailed}
              onRefreshCaptcha={() => void refreshCaptcha()}
              rememberMe={rememberMe}
              onRememberMe={setRememberMe}
              isSubmitting={isSubmitting}
              failedAttempts={failedAttempts}
            />
          </Form>
          <Box component="nav" sx={{ mt: 3, textAlign: 'center' }} aria-label={translate('admin.login.registerPrompt')}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('admin.login.registerPrompt')}
            </Typography>
            <Stack spacing={0.5}>
              {portalLinks.map((link) => (
                <Link key={link.href} href={link.href} variant="body2">
                  {translate(link.label)}
                </Link>
              ))}
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

/** /login (spec §2, §5): signed-in users go to the dashboard; after signing in, back to `redirect` (path and query) or the dashboard. */
export const LoginPage = () => {
  const location = useLocation();
  if (tokens.accessToken()) return <Navigate to="/" replace />;
  return <LoginScreen redirectTo={redirectTargetFrom(location.search)} />;
};
