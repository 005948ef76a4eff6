import type { FeatureTexts } from '../../featureTexts';
import type { counselingMailEn } from './en';

export const counselingMailZhCn: FeatureTexts<typeof counselingMailEn> = {
  counselingMail: {
    eventTitle: '职业咨询：%{seeker} 与 %{counselor}',
    how: { online: '线上', inPerson: '面谈：%{place}' },
    details: '预约：%{orderNo}\n时间：%{start} – %{end}\n方式：%{how}',
    topic: '主题：%{topic}',
    reason: '原因：%{reason}',
    refund: '您支付的 %{amount} 正在退还给您。',
    confirmed: {
      subject: '咨询预约已确认：%{start}',
      body: '%{name}，您好：\n\n您与 %{with} 的职业咨询预约已确认。\n\n%{details}\n\n日历邀请已附上。开始前 %{hours} 小时之前，您可以在"我的预约"中取消或改期。\n\nJobMarket',
    },
    booked: {
      subject: '新的咨询预约：%{start}',
      body: '%{name}，您好：\n\n%{with} 预约了您的职业咨询。\n\n%{details}\n\n日历邀请已附上。您的日程在咨询师主页上。\n\nJobMarket',
    },
    rescheduled: {
      subject: '咨询预约已改期：%{start}',
      body: '%{name}，您好：\n\n您与 %{with} 的职业咨询已改到新的时间（原为 %{previous}）。\n\n%{details}\n\n附上的日历更新会调整您日历中的时间。\n\nJobMarket',
    },
    cancelled: {
      subject: '咨询预约已取消：%{start}',
      body: '%{name}，您好：\n\n您与 %{with} 在 %{start} 的职业咨询已取消。\n\n%{details}\n\n附上的日历更新会将其从您的日历中删除。\n\nJobMarket',
    },
    reminder: {
      subject: '提醒：明天有咨询预约，%{start}',
      body: '%{name}，您好：\n\n提醒您与 %{with} 的职业咨询预约。\n\n%{details}\n\nJobMarket',
    },
    notices: {
      awaitingPayment: { title: '已预约：请付款', content: '您与 %{with} 在 %{start} 的预约 %{orderNo} 为您保留至 %{payBefore}。请在此之前付款以确认。' },
      confirmed: { title: '预约已确认', content: '您与 %{with} 在 %{start} 的预约 %{orderNo} 已确认。日历邀请已发送到您的邮箱。' },
      booked: { title: '新的预约', content: '%{with} 预约了您 %{start} 的咨询 %{orderNo}。' },
      expired: { title: '预约已过期', content: '与 %{with} 在 %{start} 的预约 %{orderNo} 未按时付款，该时段已释放。' },
      rescheduled: { title: '预约已改期', content: '与 %{with} 的预约 %{orderNo} 已改到 %{start}。' },
      cancelled: { title: '预约已取消', content: '与 %{with} 在 %{start} 的预约 %{orderNo} 已取消。' },
      completed: { title: '咨询体验如何？', content: '您与 %{with} 的预约 %{orderNo} 已完成。请在"我的预约"中评分，帮助其他求职者。' },
      reminder: { title: '明天有预约', content: '提醒：与 %{with} 在 %{start} 的预约 %{orderNo}。' },
    },
  },
};
