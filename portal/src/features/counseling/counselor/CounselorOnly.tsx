import type { ReactNode } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { UnauthorizedPage } from '../../../app/UnauthorizedPage';
import { useSession } from '../../../session/SessionContext';
import { COUNSELOR_ROLE } from '../counselorRole';

/** The counselor home's pages: anyone signed in without the counselor role gets the access-denied page. */
export const CounselorOnly = ({ children }: { children: ReactNode }) => {
  const { me } = useSession();
  if (!me) return <PageLoading />;
  if (!me.roles.includes(COUNSELOR_ROLE)) return <UnauthorizedPage />;
  return children;
};
