import type { MembershipRow, PromotionView, ReceivableView, VipLevelView, VipOrderView } from '@jobmarket/contracts/membership/views';
import type { HistoryEntry } from '../platform/history/historyChanges';

/** VIP records as the api answers them (contracts' views), for the admin's membership screen tests. */
export function levelView(overrides: Partial<VipLevelView> = {}): VipLevelView {
  return {
    id: 2,
    names: { en: 'Gold', 'zh-cn': '黄金', lo: 'ຄຳ', th: 'ทอง' },
    name: 'Gold',
    price: 1_500_000,
    currency: 'LAK',
    validDays: 30,
    jobCount: 20,
    viewableResumes: 200,
    downloadableResumes: 50,
    adCount: 3,
    sort: 2,
    enabled: true,
    createTime: '2026-11-01 09:00:00',
    updateTime: null,
    ...overrides,
  };
}

const quota = (used: number, total: number) => ({ used, total, left: Math.max(total - used, 0) });

export function memberRow(overrides: Partial<MembershipRow> = {}): MembershipRow {
  return {
    publisherId: 11,
    publisherName: 'Somchai',
    company: 'Vientiane Logistics',
    status: 'active',
    levelId: 2,
    levelName: 'Gold',
    startTime: '2026-11-01 10:00:00',
    endTime: '2026-12-01 10:00:00',
    daysLeft: 7,
    quotas: { jobs: quota(3, 20), resumeViews: quota(200, 200), resumeDownloads: quota(0, 50), ads: quota(1, 3) },
    openOrderNo: null,
    updateTime: '2026-11-20 08:00:00',
    ...overrides,
  };
}

export function orderView(overrides: Partial<VipOrderView> = {}): VipOrderView {
  return {
    orderNo: 'VIP20261120000042',
    publisherId: 11,
    publisherName: 'Somchai',
    levelId: 2,
    levelName: 'Gold',
    amount: 1_500_000,
    currency: 'LAK',
    change: 'new',
    creditDays: 0,
    status: 'paid',
    submitTime: '2026-11-20 09:00:00',
    payBefore: '2026-11-23 09:00:00',
    paidTime: '2026-11-20 09:05:00',
    providerTxId: 'SIMTX-7788',
    reference: null,
    qrExpiresAt: null,
    cancelledBy: null,
    reason: null,
    refundTime: null,
    allowedActions: ['refund'],
    ...overrides,
  };
}

export function promotionView(overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id: 5,
    publisherId: 11,
    publisherName: 'Somchai',
    jobId: 31,
    position: 'Warehouse supervisor',
    startTime: '2026-11-20 10:00:00',
    endTime: '2026-11-27 10:00:00',
    status: 'active',
    endedBy: null,
    reason: null,
    ...overrides,
  };
}

export function receivableView(days: number, overrides: Partial<ReceivableView> = {}): ReceivableView {
  return {
    currency: 'LAK',
    monthTotal: 4_500_000,
    monthPaidOrders: 3,
    days: Array.from({ length: days }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, amount: index === days - 1 ? 1_500_000 : 0, orders: index === days - 1 ? 1 : 0 })),
    ...overrides,
  };
}

export const staff = { id: '1', username: 'root', nickname: 'Root' };
export const publisher = { id: '11', username: 'somchai', nickname: 'Somchai' };

/** A history entry of the api's `GET /<resource>/{id}/history`. */
export const historyEntry = (revision: number, type: string, data: unknown, actor: HistoryEntry['actor'] = staff, time = `2026-11-20T0${revision}:00:00Z`): HistoryEntry => ({
  revision,
  type,
  data,
  actor,
  time,
  stateAfter: {},
});

/** A `{list, total}` page answer. */
export const pageOf = <Row>(list: Row[]) => ({ list, total: list.length });
