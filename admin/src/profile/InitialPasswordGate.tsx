import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { AdminAuthProvider } from '../auth/authProvider';
import { PasswordChangeDialog } from './PasswordChangeDialog';

/**
 * A user still on the initial password staff's form gave (GET /users/me `mustChangePassword`) changes it before
 * anything else: the change-password dialog stays over every page, without a cancel, until the api clears the flag.
 */
export const InitialPasswordGate = () => {
  const { identity, refetch } = useGetIdentity();
  const authProvider = useAuthProvider<AdminAuthProvider>();
  const mustChange = identity?.mustChangePassword === true;
  const afterChange = () => void authProvider?.refreshIdentity().then(() => refetch());
  return <PasswordChangeDialog open={mustChange} onClose={afterChange} isRequired />;
};
