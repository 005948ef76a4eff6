/**
 * The back office's VIP screens (admin/src/resources/membership): levels, VIP list, orders, featured jobs, dashboard
 * card. The domain's words (fields, states, actions, messages) are `membership.*`; only what the screens add is here.
 * No `resources.<name>.name`: the screens are titled by the server's menus (`menus.vip*`), which a name would override.
 */
export const membershipAdminEn = {
  resources: {
    'vip-levels': {
      actions: { create: 'New membership level', edit: 'Edit membership level' },
      fields: { nameIn: 'Name in %{language}', priceIn: 'Price (%{currency})' },
      sections: { names: 'Name in every language', offer: 'Price and validity', quotas: 'What one membership period grants' },
      enabled: { yes: 'Enabled', no: 'Disabled' },
      empty: {
        none: 'No membership levels yet. Create the levels publishers can buy, for example Basic, Gold and Platinum.',
        filtered: 'No membership level matches these filters.',
      },
      show: { title: 'Membership level: %{name}' },
      deleteConfirm: 'Delete the membership level “%{name}”? Publishers can no longer choose it; orders already submitted keep what they bought.',
      history: {
        events: { VipLevelCreated: 'Level created', VipLevelUpdated: 'Level edited', VipLevelDeleted: 'Level deleted' },
      },
    },
    'vip-members': {
      empty: {
        none: 'No publisher has bought a VIP membership yet. Members appear here once their first order is paid.',
        filtered: 'No VIP member matches these filters.',
      },
    },
    'vip-orders': {
      filters: { paidFrom: 'Paid from', paidTo: 'Paid until' },
      empty: {
        none: 'No VIP orders yet. They appear here when publishers choose a level on the VIP page.',
        filtered: 'No VIP order matches these filters.',
      },
      show: { title: 'VIP order %{orderNo}' },
      reason: 'Reason',
      cancel: {
        title: 'Cancel order %{orderNo}',
        content: '%{publisher} can no longer pay this order and its QR code is withdrawn. Money that still arrives for it is recorded for staff to accept or refund.',
      },
      refund: {
        title: 'Refund order %{orderNo}',
        content: 'Refund %{amount} to %{publisher}. If this order activated a membership, the membership is revoked at once.',
      },
      acceptLatePayment: {
        title: 'Accept the late payment of order %{orderNo}',
        content: '%{publisher} paid %{amount} after the order was cancelled. Accepting it activates the membership as if the order had been paid in time.',
      },
      flow: {
        ordered: '%{level} for %{amount}',
        creditDays: '%{smart_count} day credited from the current level |||| %{smart_count} days credited from the current level',
        payBefore: 'Pay before %{time}',
        reference: 'QR reference %{reference}',
        expiresAt: 'Valid until %{time}',
        providerTxId: 'Provider reference %{providerTxId}',
        amount: 'Amount %{amount}',
        source: { webhook: 'Reported by the bank', query: 'Found by a status query' },
        withdrawn: { refreshed: 'Replaced by a new QR code', orderClosed: 'Taken back as the order closed' },
        cancelledBy: 'Cancelled by: %{by}',
        reason: 'Reason: %{reason}',
      },
      history: {
        events: {
          VipOrderSubmitted: 'Order submitted',
          PaymentQrIssued: 'QR code issued',
          PaymentQrWithdrawn: 'QR code withdrawn',
          PaymentProcessing: 'Payment in progress',
          PaymentDeclined: 'Payment declined',
          VipOrderPaid: 'Paid',
          LatePaymentReceived: 'Payment received after cancellation',
          LatePaymentAccepted: 'Late payment accepted',
          VipOrderCancelled: 'Order cancelled',
          VipOrderRefunded: 'Refunded',
        },
      },
    },
    'vip-promotions': {
      empty: {
        none: 'No job has been featured yet. Publishers feature their published jobs with the ads of their membership.',
        filtered: 'No featured job matches these filters.',
      },
      end: {
        title: 'End the promotion of “%{position}”',
        content: 'The job stops being featured in search results and hot jobs at once.',
        reason: 'Reason (optional)',
      },
    },
  },
  dashboard: {
    receivable: {
      title: 'Monthly receivable',
      monthTotal: 'Paid this month',
      monthOrders: '%{smart_count} paid order this month |||| %{smart_count} paid orders this month',
      range: 'Period',
      last7: '7 days',
      last30: '30 days',
      chartLabel: 'Paid VIP orders per day from %{from} to %{to}',
      day: '%{day}: %{amount}, %{orders}',
      orders: '%{smart_count} order |||| %{smart_count} orders',
      empty: 'No VIP order was paid in this period.',
      viewOrders: 'View VIP orders',
    },
  },
};
