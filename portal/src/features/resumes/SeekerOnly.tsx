import { roleCodes } from '@jobmarket/contracts';
import type { ReactNode } from 'react';
import { PageLoading } from '../../app/PageLoading';
import { UnauthorizedPage } from '../../app/UnauthorizedPage';
import { useSession } from '../../session/SessionContext';

/** The seeker's resume pages: anyone signed in without the job seeker role gets the access-denied page. */
export const SeekerOnly = ({ children }: { children: ReactNode }) => {
  const { me } = useSession();
  if (!me) return <PageLoading />;
  if (!me.roles.includes(roleCodes.seeker)) return <UnauthorizedPage />;
  return children;
};

/** The resume id in the address, or undefined when it is not one (the page then says "not found"). */
export function resumeIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
