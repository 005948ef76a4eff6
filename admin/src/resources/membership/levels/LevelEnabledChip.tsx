import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether publishers can choose the level now. */
export const LevelEnabledChip = ({ enabled }: { enabled: boolean }) => {
  const translate = useTranslate();
  return <Chip size="small" color={enabled ? 'success' : 'default'} label={translate(`resources.vip-levels.enabled.${enabled ? 'yes' : 'no'}`)} />;
};
