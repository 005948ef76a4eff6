import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { membershipProjection } from './membership.projection';
import {
  expiryReminded,
  latePaymentAccepted,
  latePaymentReceived,
  levelCreated,
  levelDeleted,
  levelUpdated,
  membershipActivated,
  membershipExpired,
  membershipRevoked,
  orderCancelled,
  orderedLevel,
  orderPaid,
  orderRefunded,
  orderSubmitted,
  paymentDeclined,
  paymentProcessing,
  promotionEnded,
  promotionStarted,
  qrIssued,
  qrWithdrawn,
  quotaConsumed,
  vipLevelForm,
} from './membershipEventFixtures';
import { MEMBERSHIPS_TABLE, VIP_LEVELS_TABLE, VIP_ORDERS_TABLE, VIP_PROMOTIONS_TABLE } from './tables';

const DAY_MS = 24 * 3600_000;
const submitted = new Date(Date.UTC(2026, 1, 1, 3, 0, 0));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const qrExpiry = new Date(submitted.getTime() + 15 * 60_000);
const names = vipLevelForm().names;
const platinum = { en: 'Platinum', 'zh-cn': '白金会员', lo: 'ແພລທິນຳ', th: 'แพลทินัม' };

describe('membership projection', () => {
  const given = ProjectionSpec.for(membershipProjection);

  describe('levels', () => {
    it('records a created level with its names in four languages, price, validity, quotas and creator', () =>
      given([levelCreated(1)]).then(
        rowsOf(VIP_LEVELS_TABLE, {
          id: 1,
          names,
          price: 500_000,
          valid_days: 30,
          job_count: 20,
          viewable_resumes: 200,
          downloadable_resumes: 50,
          ad_count: 5,
          sort: 2,
          enabled: true,
          create_by: '1',
          create_time: specTime(1),
          update_time: null,
        }),
      ));

    it('replaces the fields of an updated level and keeps when it was created', () =>
      given([levelCreated(1)])
        .when([levelUpdated(1, { names: platinum, price: 1_200_000, validDays: 90, enabled: false })])
        .then(rowsOf(VIP_LEVELS_TABLE, { id: 1, names: platinum, price: 1_200_000, valid_days: 90, enabled: false, create_time: specTime(1), update_time: specTime(2) })));

    it('removes a deleted level', () => given([levelCreated(1), levelCreated(2, { sort: 3 })]).when([levelDeleted(1)]).then(rowsOf(VIP_LEVELS_TABLE, { id: 2 })));
  });

  describe('orders', () => {
    const no = 'VIP20260201000001';

    it('records a submitted order awaiting payment, with what it buys priced at submission', () =>
      given([orderSubmitted(no, 9, submitted, { change: 'upgrade', creditDays: 4, level: { levelId: 3, names: platinum, price: 1_200_000 } })]).then(
        rowsOf(VIP_ORDERS_TABLE, {
          order_no: no,
          publisher_id: 9,
          level_id: 3,
          level_names: platinum,
          amount: 1_200_000,
          currency: 'LAK',
          change: 'upgrade',
          credit_days: 4,
          status: 'awaitingPayment',
          submit_time: submitted,
          pay_before: plusDays(submitted, 3),
          paid_time: null,
          provider_tx_id: null,
          reference: null,
          qr_expires_at: null,
          cancelled_by: null,
          reason: null,
          refund_time: null,
          update_time: specTime(1),
        }),
      ));

    it('shows the current QR: a refresh replaces it whichever comes first, the withdrawal of the current one clears it', async () => {
      const later = new Date(qrExpiry.getTime() + 30 * 60_000);
      await given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry)])
        .when([qrWithdrawn(no, 'R1'), qrIssued(no, 'R2', later)])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'awaitingPayment', reference: 'R2', qr_expires_at: later }));
      await given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry)])
        .when([qrIssued(no, 'R2', later), qrWithdrawn(no, 'R1')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, reference: 'R2', qr_expires_at: later }));
      await given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry)])
        .when([qrWithdrawn(no, 'R1', 'orderClosed')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, reference: null, qr_expires_at: null }));
    });

    it('follows the provider: processing with its transaction, back to awaiting payment when declined', async () => {
      await given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry)])
        .when([paymentProcessing(no, 'R1', 'TX1')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'processing', provider_tx_id: 'TX1', reference: 'R1' }));
      await given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry), paymentProcessing(no, 'R1', 'TX1')])
        .when([paymentDeclined(no, 'R1', 'TX1')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'awaitingPayment', provider_tx_id: null, reference: 'R1', qr_expires_at: qrExpiry }));
    });

    it('records a payment: paid time, the provider’s transaction and the reference paid, no QR left to pay', () => {
      const paidTime = new Date(submitted.getTime() + 5 * 60_000);
      return given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry), paymentProcessing(no, 'R1', 'TX1')])
        .when([orderPaid(no, 'R1', 'TX1', paidTime)])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'paid', paid_time: paidTime, provider_tx_id: 'TX1', reference: 'R1', qr_expires_at: null, update_time: specTime(4) }));
    });

    it('cancels an order at its time limit, records money that arrives after, and a staff acceptance of it', () => {
      const paidTime = plusDays(submitted, 3.1);
      return given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry), orderCancelled(no, 'timeLimit', { noticeId: 12 })])
        .when([latePaymentReceived(no, 'R1', 'TX9', paidTime), latePaymentAccepted(no, 'Paid on the last evening')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'paid', cancelled_by: 'timeLimit', paid_time: paidTime, provider_tx_id: 'TX9', reason: 'Paid on the last evening' }));
    });

    it('keeps who cancelled and why', () =>
      given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry)])
        .when([orderCancelled(no, 'staff', { reason: 'Duplicate order' })])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'cancelled', cancelled_by: 'staff', reason: 'Duplicate order', qr_expires_at: null })));

    it('records a refund with its reason and time', () =>
      given([orderSubmitted(no, 9, submitted), qrIssued(no, 'R1', qrExpiry), orderPaid(no, 'R1', 'TX1', qrExpiry)])
        .when([orderRefunded(no, 'Paid twice')])
        .then(rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'refunded', reason: 'Paid twice', refund_time: specTime(4), paid_time: qrExpiry })));

    it('ignores events of an order whose submission it never saw', () => given([qrIssued(no, 'R1', qrExpiry), orderPaid(no, 'R1', 'TX1', qrExpiry)]).then(rowsOf(VIP_ORDERS_TABLE)));
  });

  describe('memberships', () => {
    const start = new Date(Date.UTC(2026, 1, 1, 4, 0, 0));
    const end = plusDays(start, 30);
    const totals = { total_jobs: 20, total_resume_views: 200, total_resume_downloads: 50, total_ads: 5 };
    const nothingUsed = { used_jobs: 0, used_resume_views: 0, used_resume_downloads: 0, used_ads: 0 };

    it('activates a new membership with the level’s quotas and nothing used', () =>
      given([membershipActivated(9, 'VIP1', start, end)]).then(
        rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'active', level_id: 2, level_names: names, start_time: start, end_time: end, ...totals, ...nothingUsed, update_time: specTime(1) }),
      ));

    it('counts what a member uses, each kind in its column', () =>
      given([membershipActivated(9, 'VIP1', start, end)])
        .when([quotaConsumed(9, 'jobs', 'job-1'), quotaConsumed(9, 'jobs', 'job-2'), quotaConsumed(9, 'resumeViews', 'resume-4'), quotaConsumed(9, 'resumeDownloads', 'resume-4'), quotaConsumed(9, 'ads', 'job-1')])
        .then(rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, ...totals, used_jobs: 2, used_resume_views: 1, used_resume_downloads: 1, used_ads: 1 })));

    it('makes a row without a membership for a free-tier post, using nothing of a membership', () =>
      given([quotaConsumed(9, 'jobs', 'job-1', 'free')]).then(
        rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'none', level_id: null, level_names: null, start_time: null, end_time: null, total_jobs: 0, ...nothingUsed }),
      ));

    it('renews: the period keeps its start, ends later, adds the level’s quotas and keeps what was used', () =>
      given([membershipActivated(9, 'VIP1', start, end), quotaConsumed(9, 'jobs', 'job-1'), quotaConsumed(9, 'ads', 'job-1')])
        .when([membershipActivated(9, 'VIP2', plusDays(start, 10), plusDays(end, 30), { change: 'renewal' })])
        .then(
          rowsOf(MEMBERSHIPS_TABLE, {
            publisher_id: 9,
            status: 'active',
            start_time: start,
            end_time: plusDays(end, 30),
            total_jobs: 40,
            total_resume_views: 400,
            total_resume_downloads: 100,
            total_ads: 10,
            used_jobs: 1,
            used_ads: 1,
          }),
        ));

    it('upgrades: a new period with the dearer level’s quotas, nothing used', () => {
      const upgraded = plusDays(start, 10);
      const level = orderedLevel({ levelId: 3, names: platinum, quotas: { jobs: 100, resumeViews: 1000, resumeDownloads: 300, ads: 20 } });
      return given([membershipActivated(9, 'VIP1', start, end), quotaConsumed(9, 'jobs', 'job-1')])
        .when([membershipActivated(9, 'VIP2', upgraded, plusDays(upgraded, 95), { change: 'upgrade', creditDays: 5, level })])
        .then(
          rowsOf(MEMBERSHIPS_TABLE, {
            publisher_id: 9,
            status: 'active',
            level_id: 3,
            level_names: platinum,
            start_time: upgraded,
            end_time: plusDays(upgraded, 95),
            total_jobs: 100,
            total_resume_views: 1000,
            total_resume_downloads: 300,
            total_ads: 20,
            ...nothingUsed,
          }),
        );
    });

    it('expires and revokes, keeping the level and period that ended', async () => {
      await given([membershipActivated(9, 'VIP1', start, end), expiryReminded(9, end, 31)])
        .when([membershipExpired(9, end)])
        .then(rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'expired', level_id: 2, end_time: end, update_time: specTime(3) }));
      await given([membershipActivated(9, 'VIP1', start, end)])
        .when([membershipRevoked(9, 'VIP1')])
        .then(rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'revoked', level_id: 2 }));
    });

    it('starts a new period after one expired', () =>
      given([membershipActivated(9, 'VIP1', start, end), quotaConsumed(9, 'jobs', 'job-1'), membershipExpired(9, end)])
        .when([membershipActivated(9, 'VIP2', plusDays(end, 2), plusDays(end, 32))])
        .then(rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'active', start_time: plusDays(end, 2), ...totals, ...nothingUsed })));
  });

  describe('promotions', () => {
    const start = new Date(Date.UTC(2026, 1, 2, 4, 0, 0));
    const end = plusDays(start, 7);
    const early = new Date(Date.UTC(2026, 1, 3, 4, 0, 0));

    it('records a promotion as active until its end', () =>
      given([promotionStarted(9, 5, 41, start, end)]).then(
        rowsOf(VIP_PROMOTIONS_TABLE, { id: 5, publisher_id: 9, job_id: 41, start_time: start, end_time: end, status: 'active', ended_by: null, reason: null }),
      ));

    it('ends a promotion at its planned end by the timer', () =>
      given([promotionStarted(9, 5, 41, start, end)])
        .when([promotionEnded(9, 5, 41, 'timer', null, { at: plusDays(end, 0.001) })])
        .then(rowsOf(VIP_PROMOTIONS_TABLE, { id: 5, status: 'ended', ended_by: 'timer', end_time: end })));

    it('ends a promotion early when staff end it, keeping why and when', () =>
      given([promotionStarted(9, 5, 41, start, end), promotionStarted(9, 6, 42, start, end)])
        .when([promotionEnded(9, 5, 41, 'staff', 'Misleading title', { at: early })])
        .then(
          rowsOf(VIP_PROMOTIONS_TABLE, { id: 5, status: 'ended', ended_by: 'staff', reason: 'Misleading title', end_time: early }, { id: 6, status: 'active', end_time: end }),
        ));
  });

  describe('replays', () => {
    const start = new Date(Date.UTC(2026, 1, 1, 4, 0, 0));
    const end = plusDays(start, 30);
    const no = 'VIP20260201000007';

    it('changes nothing when the same batch is applied again: no use counted twice, no order or promotion moved back', () =>
      given([levelCreated(1), orderSubmitted(no, 9, submitted), membershipActivated(9, 'VIP1', start, end)])
        .when(
          [
            levelUpdated(1, { price: 700_000 }),
            qrIssued(no, 'R1', qrExpiry),
            orderPaid(no, 'R1', 'TX1', qrExpiry),
            membershipActivated(9, no, start, end, { change: 'renewal' }),
            quotaConsumed(9, 'jobs', 'job-1'),
            quotaConsumed(9, 'ads', 'job-1'),
            promotionStarted(9, 5, 1, start, end),
            promotionEnded(9, 5, 1, 'publisher', null, { at: plusDays(start, 1) }),
          ],
          { times: 2 },
        )
        .then(
          rowsOf(VIP_LEVELS_TABLE, { id: 1, price: 700_000 }),
          rowsOf(VIP_ORDERS_TABLE, { order_no: no, status: 'paid', reference: 'R1', provider_tx_id: 'TX1' }),
          rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'active', total_jobs: 40, used_jobs: 1, used_ads: 1 }),
          rowsOf(VIP_PROMOTIONS_TABLE, { id: 5, status: 'ended', ended_by: 'publisher', end_time: plusDays(start, 1) }),
        ));

    it('applies events as a rebuild replays them (side effects suppressed, rows the same)', () =>
      given([])
        .when([membershipActivated(9, 'VIP1', start, end), quotaConsumed(9, 'resumeViews', 'resume-1')], { asReplay: true })
        .then(rowsOf(MEMBERSHIPS_TABLE, { publisher_id: 9, status: 'active', used_resume_views: 1 })));
  });
});
