import { bindEmailForm, bindMobileForm, roleCodes, roleNamesText, type UserProfile } from '@jobmarket/contracts';
import { Box, Button, Card, CardContent, Container, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { PageLoading } from '../../../app/PageLoading';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { MobileCodeFields } from '../MobileCodeFields';
import { SendCodeButton } from '../SendCodeButton';
import { useForm } from '../../../forms/useForm';
import { StudentSchoolCard } from '../../meetings/seeker/StudentSchoolCard';
import { AvatarEditor } from './AvatarEditor';
import { PasswordChangeForm } from './PasswordChangeForm';

const profileKey = ['profile'] as const;
const genderLabels: Record<number, PortalMessageKey> = { 0: 'portal.fields.genders.secret', 1: 'portal.fields.genders.male', 2: 'portal.fields.genders.female' };

/** Sends a binding code to a mobile or e-mail (`/users/send-verification-code`); a bad address is marked on its field. */
function useBindingCode(contactType: 'MOBILE' | 'EMAIL', markContact: (message: string) => void) {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  return async (contact: string): Promise<boolean> => {
    const check = (contactType === 'MOBILE' ? bindMobileForm.shape.mobile : bindEmailForm.shape.email).safeParse(contact);
    if (!check.success) {
      markContact(t((check.error.issues[0]?.message ?? 'validation.invalid') as PortalMessageKey));
      return false;
    }
    try {
      await api.request(`/users/send-verification-code?${new URLSearchParams({ contact: check.data, contactType })}`, { method: 'POST' });
      notify(t('portal.code.sent'), 'success');
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : t('portal.code.sendFailed'), 'error');
      return false;
    }
  };
}

/** The api ends the account's other sessions and keeps this one, as the back office's profile does. */
const PasswordCard = () => <PasswordChangeForm />;

const BindCard = ({ contactType }: { contactType: 'MOBILE' | 'EMAIL' }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const field = contactType === 'MOBILE' ? 'mobile' : 'email';
  const form = useForm({ [field]: '', code: '' } as Record<'mobile' | 'email' | 'code', string>);
  const sendCode = useBindingCode(contactType, (message) => form.setErrors((current) => ({ ...current, [field]: message })));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const values = form.validate(contactType === 'MOBILE' ? bindMobileForm : bindEmailForm);
        if (!values) return;
        try {
          await api.request(`/users/${field}`, { method: 'PUT', json: values });
          notify(t(contactType === 'MOBILE' ? 'portal.profile.mobileBound' : 'portal.profile.emailBound'), 'success');
          form.setValue('code', '');
          await queryClient.invalidateQueries({ queryKey: profileKey });
        } catch (error) {
          form.showFailure(error, t('errors.B0001', { requestId: '-' }));
        }
      }}
    >
      <Stack spacing={1}>
        {form.errors.form && <Typography color="error">{form.errors.form}</Typography>}
        {contactType === 'MOBILE' ? (
          <MobileCodeFields mobile={form.fieldProps('mobile')} code={form.fieldProps('code')} onSendCode={() => sendCode(form.values.mobile)} />
        ) : (
          <>
            <TextField label={t('portal.fields.email')} type="email" autoComplete="email" required fullWidth {...form.fieldProps('email')} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField label={t('portal.fields.code')} autoComplete="one-time-code" required fullWidth {...form.fieldProps('code')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
              <SendCodeButton onSend={() => sendCode(form.values.email)} />
            </Stack>
          </>
        )}
        <Button type="submit" variant="contained">
          {t(contactType === 'MOBILE' ? 'portal.profile.bindMobile' : 'portal.profile.bindEmail')}
        </Button>
      </Stack>
    </Box>
  );
};

/** Spec §2 profile: account info with the avatar, and security settings (password, bind mobile or e-mail). */
const ProfilePage = () => {
  const { t } = useI18n();
  const { api, me } = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: profileKey, queryFn: () => api.request<UserProfile>('/users/profile') });
  const data = profile.data;
  const rows: [PortalMessageKey, string][] = data
    ? [
        ['portal.fields.username', data.username],
        ['portal.fields.nickname', data.nickname],
        ['portal.fields.gender', t(genderLabels[data.gender] ?? 'portal.fields.genders.secret')],
        ['portal.fields.mobile', data.mobile || t('portal.profile.notSet')],
        ['portal.fields.email', data.email || t('portal.profile.notSet')],
        ['portal.profile.roles', roleNamesText(data.roleNames) || '—'],
        ['portal.profile.createTime', data.createTime],
      ]
    : [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('portal.profile.title')}
      </Typography>
      {profile.isLoading && <PageLoading />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="account-info">
            <CardContent>
              <Typography id="account-info" variant="h6" component="h2" gutterBottom>
                {t('portal.profile.account')}
              </Typography>
              {data && <AvatarEditor profile={data} onChanged={() => queryClient.invalidateQueries({ queryKey: profileKey })} />}
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography variant="caption" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
                </Box>
              ))}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            {(
              [
                ['portal.profile.changePassword', <PasswordCard key="password" />],
                ['portal.profile.bindMobile', <BindCard key="mobile" contactType="MOBILE" />],
                ['portal.profile.bindEmail', <BindCard key="email" contactType="EMAIL" />],
              ] as const
            ).map(([title, body]) => (
              <Card key={title} variant="outlined" component="section" aria-label={t(title)}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t(title)}
                  </Typography>
                  {body}
                </CardContent>
              </Card>
            ))}
            {/* job fairs for one school's students are open to the seekers who declared it (meetings) */}
            {me?.roles.includes(roleCodes.seeker) && <StudentSchoolCard />}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
};

export default ProfilePage;
