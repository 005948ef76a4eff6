import EmailIcon from '@mui/icons-material/Email';
import LockIcon from '@mui/icons-material/Lock';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { Button, Card, CardHeader, Divider, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ContactBindingDialog, type ContactKind } from './ContactBindingDialog';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { useCooldown } from './useCooldown';
import type { Profile } from './useProfile';

type OpenDialog = 'password' | ContactKind | null;

const SettingRow = ({ icon, label, value, action, onAction }: { icon: ReactNode; label: string; value: string; action: string; onAction: () => void }) => (
  <ListItem
    secondaryAction={
      <Button variant="text" onClick={onAction}>
        {action}
      </Button>
    }
    sx={{ pr: 22 }}
  >
    <ListItemIcon>{icon}</ListItemIcon>
    <ListItemText primary={label} secondary={value} slotProps={{ primary: { fontWeight: 500 } }} />
  </ListItem>
);

/** Password, mobile and e-mail, each with the dialog that changes it. */
export const SecuritySettingsCard = ({ profile, onChanged }: { profile: Profile; onChanged: () => void }) => {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const cooldowns = { mobile: useCooldown(), email: useCooldown() };
  const close = () => setDialog(null);
  const titleId = 'profile-security-title';
  const contactRow = (kind: ContactKind, icon: ReactNode) => {
    const current = profile[kind];
    return (
      <SettingRow
        icon={icon}
        label={translate(`admin.profile.security.${kind}.label`)}
        value={current || translate(`admin.profile.security.${kind}.unbound`)}
        action={translate(`admin.profile.security.${kind}.${current ? 'change' : 'bind'}`)}
        onAction={() => setDialog(kind)}
      />
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        title={
          <Typography id={titleId} variant="h6" component="h2">
            {translate('admin.profile.security.title')}
          </Typography>
        }
      />
      <Divider />
      <List>
        <SettingRow
          icon={<LockIcon />}
          label={translate('admin.profile.security.password.label')}
          value={translate('admin.profile.security.password.description')}
          action={translate('admin.profile.security.password.change')}
          onAction={() => setDialog('password')}
        />
        <Divider component="li" variant="inset" />
        {contactRow('mobile', <SmartphoneIcon />)}
        <Divider component="li" variant="inset" />
        {contactRow('email', <EmailIcon />)}
      </List>
      <PasswordChangeDialog open={dialog === 'password'} onClose={close} />
      {(['mobile', 'email'] as const).map((kind) => (
        <ContactBindingDialog
          key={kind}
          kind={kind}
          open={dialog === kind}
          isBound={Boolean(profile[kind])}
          cooldown={cooldowns[kind]}
          onClose={close}
          onBound={onChanged}
        />
      ))}
    </Card>
  );
};
