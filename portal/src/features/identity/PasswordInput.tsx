import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18nContext';

/** A password field with show/hide and the caps-lock warning (spec §2 login). */
export const PasswordInput = (props: TextFieldProps) => {
  const { t } = useI18n();
  const [isVisible, setVisible] = useState(false);
  const [isCapsLockOn, setCapsLockOn] = useState(false);
  const watchCapsLock = (event: KeyboardEvent) => setCapsLockOn(event.getModifierState?.('CapsLock') ?? false);
  const helper = isCapsLockOn && !props.error ? t('portal.login.capsLockOn') : props.helperText;
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      onKeyDown={watchCapsLock}
      onKeyUp={watchCapsLock}
      onBlur={() => setCapsLockOn(false)}
      helperText={helper}
      slotProps={{
        formHelperText: isCapsLockOn && !props.error ? { role: 'alert', sx: { color: 'warning.main' } } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t(isVisible ? 'portal.login.hidePassword' : 'portal.login.showPassword')} onClick={() => setVisible(!isVisible)} edge="end">
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
