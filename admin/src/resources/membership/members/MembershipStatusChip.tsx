import type { MembershipStatus } from '@jobmarket/contracts/membership/views';
import { StatusChip, type ChipColour } from '../shared/StatusChip';

const colours: Record<MembershipStatus, ChipColour> = { none: 'default', active: 'success', expired: 'default', revoked: 'error' };

/** A publisher's membership: active, expired, revoked (refunded), or none. */
export const MembershipStatusChip = ({ status }: { status: MembershipStatus }) => <StatusChip messages="membership.status" status={status} colours={colours} />;
