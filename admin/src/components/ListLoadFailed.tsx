import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a list shows in place of its rows when its page could not be loaded (react-admin's `error` slot), in a message of the resource's own. */
export const ListLoadFailed = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate(message)}
    </Alert>
  );
};
