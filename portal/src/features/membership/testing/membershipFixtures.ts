import type { MembershipView, PaymentCheckView, PaymentQrView, PromotionView, VipLevelOption, VipOrderView } from '@jobmarket/contracts';

// What the membership api answers, shaped by contracts' views, for the portal's component tests.

export const levelOption = (overrides: Partial<VipLevelOption> = {}): VipLevelOption => ({
  id: 1,
  name: 'Basic',
  price: 300_000,
  currency: 'LAK',
  validDays: 30,
  jobCount: 10,
  viewableResumes: 50,
  downloadableResumes: 20,
  adCount: 1,
  sort: 1,
  ...overrides,
});

export const levels: VipLevelOption[] = [
  levelOption(),
  levelOption({ id: 2, name: 'Gold', price: 800_000, validDays: 30, jobCount: 30, viewableResumes: 200, downloadableResumes: 80, adCount: 3, sort: 2 }),
  levelOption({ id: 3, name: 'Platinum', price: 2_000_000, validDays: 90, jobCount: 100, viewableResumes: 1000, downloadableResumes: 400, adCount: 10, sort: 3 }),
];

const quota = (total: number, used: number) => ({ total, used, left: Math.max(0, total - used) });

export const noMembership = (overrides: Partial<MembershipView> = {}): MembershipView => ({
  publisherId: 7,
  status: 'none',
  levelId: null,
  levelName: null,
  startTime: null,
  endTime: null,
  daysLeft: 0,
  quotas: { jobs: quota(3, 1), resumeViews: quota(0, 0), resumeDownloads: quota(0, 0), ads: quota(0, 0) },
  openOrderNo: null,
  ...overrides,
});

export const goldMembership = (overrides: Partial<MembershipView> = {}): MembershipView => ({
  publisherId: 7,
  status: 'active',
  levelId: 2,
  levelName: 'Gold',
  startTime: '2026-03-01 10:00:00',
  endTime: '2026-03-31 10:00:00',
  daysLeft: 15,
  quotas: { jobs: quota(30, 12), resumeViews: quota(200, 40), resumeDownloads: quota(80, 80), ads: quota(3, 1) },
  openOrderNo: null,
  ...overrides,
});

export const order = (overrides: Partial<VipOrderView> = {}): VipOrderView => ({
  orderNo: 'VIP20260316000042',
  publisherId: 7,
  publisherName: 'Somchai',
  levelId: 3,
  levelName: 'Platinum',
  amount: 2_000_000,
  currency: 'LAK',
  change: 'upgrade',
  creditDays: 5,
  status: 'awaitingPayment',
  submitTime: '2026-03-16 09:00:00',
  payBefore: '2026-03-19 09:00:00',
  paidTime: null,
  providerTxId: null,
  reference: null,
  qrExpiresAt: null,
  cancelledBy: null,
  reason: null,
  refundTime: null,
  allowedActions: ['issueQr', 'cancel'],
  ...overrides,
});

export const paymentQr = (overrides: Partial<PaymentQrView> = {}): PaymentQrView => ({
  orderNo: 'VIP20260316000042',
  reference: 'R000042A',
  payload: '00020101021238570016A00526628466257701082771041802030020314mch0000000000153034185406200000',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  amount: 2_000_000,
  currency: 'LAK',
  merchantName: 'JobMarket',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  isExpired: false,
  ...overrides,
});

export const check = (result: PaymentCheckView['result'], message: string, membership?: MembershipView): PaymentCheckView => ({ orderNo: 'VIP20260316000042', result, message, membership });

export const promotion = (overrides: Partial<PromotionView> = {}): PromotionView => ({
  id: 9,
  publisherId: 7,
  publisherName: 'Somchai',
  jobId: 1,
  position: 'Senior software engineer',
  startTime: '2026-03-16 09:00:00',
  endTime: '2099-03-23 09:00:00',
  status: 'active',
  endedBy: null,
  reason: null,
  ...overrides,
});
