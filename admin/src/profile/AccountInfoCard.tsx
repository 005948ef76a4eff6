import { roleNamesText } from '@jobmarket/contracts';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { genderChoices } from '../resources/identity/users/UserInputs';
import { AvatarEditor } from './AvatarEditor';
import type { Profile } from './useProfile';

/** Avatar (with its change button), names and the read-only facts of the account, with a button to edit the nickname and gender. */
export const AccountInfoCard = ({ profile, onEdit, onAvatarChanged }: { profile: Profile; onEdit: () => void; onAvatarChanged: () => void }) => {
  const translate = useTranslate();
  const notSet = translate('admin.profile.account.notSet');
  const gender = genderChoices.find((choice) => choice.id === profile.gender);
  const facts: [label: string, value: string | null | undefined][] = [
    ['resources.users.fields.username', profile.username],
    ['resources.users.fields.nickname', profile.nickname],
    ['resources.users.fields.gender', gender ? translate(gender.name) : null],
    ['resources.users.fields.mobile', profile.mobile],
    ['resources.users.fields.email', profile.email],
    ['resources.users.fields.deptName', profile.deptName],
    ['resources.users.fields.roleNames', roleNamesText(profile.roleNames)],
    ['resources.users.fields.createTime', profile.createTime],
  ];
  const titleId = 'profile-account-title';

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        title={
          <Typography id={titleId} variant="h6" component="h2">
            {translate('admin.profile.account.title')}
          </Typography>
        }
        action={
          <Button startIcon={<EditIcon />} onClick={onEdit}>
            {translate('admin.profile.account.edit')}
          </Button>
        }
      />
      <Divider />
      <CardContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
          <AvatarEditor profile={profile} onChanged={onAvatarChanged} />
          <Typography variant="h6" component="p">
            {profile.nickname || profile.username}
          </Typography>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value || notSet}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
