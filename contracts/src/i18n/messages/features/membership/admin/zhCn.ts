import type { FeatureTexts } from '../../featureTexts';
import type { membershipAdminEn } from './en';

export const membershipAdminZhCn: FeatureTexts<typeof membershipAdminEn> = {
  resources: {
    'vip-levels': {
      actions: { create: '新增会员等级', edit: '编辑会员等级' },
      fields: { nameIn: '%{language}名称', priceIn: '价格（%{currency}）' },
      sections: { names: '各语言名称', offer: '价格与有效期', quotas: '每个会员周期的权益' },
      enabled: { yes: '已启用', no: '已停用' },
      empty: {
        none: '还没有会员等级。请创建发布者可购买的等级，例如基础版、黄金版和白金版。',
        filtered: '没有符合筛选条件的会员等级。',
      },
      show: { title: '会员等级：%{name}' },
      deleteConfirm: '确定删除会员等级“%{name}”吗？发布者将无法再选择该等级；已提交的订单保留其所购内容。',
      history: {
        events: { VipLevelCreated: '创建等级', VipLevelUpdated: '编辑等级', VipLevelDeleted: '删除等级' },
      },
    },
    'vip-members': {
      empty: {
        none: '还没有发布者购买 VIP 会员。首笔订单支付后，会员会显示在这里。',
        filtered: '没有符合筛选条件的 VIP 会员。',
      },
    },
    'vip-orders': {
      filters: { paidFrom: '支付日期从', paidTo: '支付日期至' },
      empty: {
        none: '还没有 VIP 订单。发布者在 VIP 页面选择等级后，订单会显示在这里。',
        filtered: '没有符合筛选条件的 VIP 订单。',
      },
      show: { title: 'VIP 订单 %{orderNo}' },
      reason: '原因',
      cancel: {
        title: '取消订单 %{orderNo}',
        content: '%{publisher} 将无法再支付此订单，其二维码会被撤回。之后仍到账的款项会被记录，由工作人员决定接受或退款。',
      },
      refund: {
        title: '退款订单 %{orderNo}',
        content: '向 %{publisher} 退款 %{amount}。如果此订单已开通会员，该会员将立即被撤销。',
      },
      acceptLatePayment: {
        title: '接受订单 %{orderNo} 的逾期付款',
        content: '%{publisher} 在订单取消后支付了 %{amount}。接受后将开通会员，如同订单按时支付。',
      },
      flow: {
        ordered: '%{level}，金额 %{amount}',
        creditDays: '从当前等级折算 %{smart_count} 天',
        payBefore: '请在 %{time} 前支付',
        reference: '二维码参考号 %{reference}',
        expiresAt: '有效期至 %{time}',
        providerTxId: '支付机构流水号 %{providerTxId}',
        amount: '金额 %{amount}',
        source: { webhook: '由银行通知', query: '由状态查询发现' },
        withdrawn: { refreshed: '已由新二维码替换', orderClosed: '订单关闭时撤回' },
        cancelledBy: '取消方：%{by}',
        reason: '原因：%{reason}',
      },
      history: {
        events: {
          VipOrderSubmitted: '提交订单',
          PaymentQrIssued: '生成二维码',
          PaymentQrWithdrawn: '撤回二维码',
          PaymentProcessing: '支付处理中',
          PaymentDeclined: '支付被拒绝',
          VipOrderPaid: '已支付',
          LatePaymentReceived: '取消后收到付款',
          LatePaymentAccepted: '接受逾期付款',
          VipOrderCancelled: '取消订单',
          VipOrderRefunded: '已退款',
        },
      },
    },
    'vip-promotions': {
      empty: {
        none: '还没有推荐职位。发布者可使用会员的广告额度推荐其已发布的职位。',
        filtered: '没有符合筛选条件的推荐职位。',
      },
      end: {
        title: '结束“%{position}”的推广',
        content: '该职位将立即不再在搜索结果和热门职位中推荐展示。',
        reason: '原因（选填）',
      },
    },
  },
  dashboard: {
    receivable: {
      title: '本月应收',
      monthTotal: '本月已收款',
      monthOrders: '本月已支付订单 %{smart_count} 笔',
      range: '时间段',
      last7: '近 7 天',
      last30: '近 30 天',
      chartLabel: '%{from} 至 %{to} 每日已支付的 VIP 订单',
      day: '%{day}：%{amount}，%{orders}',
      orders: '%{smart_count} 笔订单',
      empty: '此时间段内没有已支付的 VIP 订单。',
      viewOrders: '查看 VIP 订单',
    },
  },
};
