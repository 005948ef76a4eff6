import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a list or a record view shows in place of its content when it could not be loaded (react-admin's `error`
 * slot), in a message of the resource's own.
 */
export const LoadFailed = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate(message)}
    </Alert>
  );
};
