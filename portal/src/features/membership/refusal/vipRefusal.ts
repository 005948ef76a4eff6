import { vipPaths } from '../../../app/paths';
import { ApiError } from '../../../session/apiClient';

/**
 * The page a refusal points to: the api refuses a quota with A0440 and `data: { link: '/vip' }` (posting beyond the
 * free allowance or the membership's jobs, promoting without ads). Only our own VIP page is followed, never an
 * address a response could make up.
 */
export function vipLinkOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const link = (error.data as { link?: unknown } | null)?.link;
  return link === vipPaths.home || link === vipPaths.register ? vipPaths.home : undefined;
}
