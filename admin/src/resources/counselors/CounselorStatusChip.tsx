import type { CounselorStatus } from '@jobmarket/contracts/counseling/consultOrderMachine';
import { StatusChip, type ChipColour } from '../membership/shared/StatusChip';

const colours: Record<CounselorStatus, ChipColour> = { active: 'success', inactive: 'default' };

/** Whether the counselor takes bookings. */
export const CounselorStatusChip = ({ status }: { status: CounselorStatus }) => <StatusChip messages="counseling.counselorStatuses" status={status} colours={colours} />;
