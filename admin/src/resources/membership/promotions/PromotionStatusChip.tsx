import type { PromotionStatus } from '@jobmarket/contracts/membership/views';
import { StatusChip, type ChipColour } from '../shared/StatusChip';

const colours: Record<PromotionStatus, ChipColour> = { active: 'success', ended: 'default' };

/** A featured job's promotion: running or ended. */
export const PromotionStatusChip = ({ status }: { status: PromotionStatus }) => <StatusChip messages="membership.promotion.status" status={status} colours={colours} />;
