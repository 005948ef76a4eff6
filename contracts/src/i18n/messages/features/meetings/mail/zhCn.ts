import type { FeatureTexts } from '../../featureTexts';
import type { meetingsMailEn } from './en';

export const meetingsMailZhCn: FeatureTexts<typeof meetingsMailEn> = {
  meetingMail: {
    reserved: {
      subject: '预约成功：%{title}',
      body: '%{name}，您好：\n\n您已成功预约 %{school} 的双选会 %{title}。\n时间：%{start} – %{end}\n地点：%{place}\n\n日历邀请已附在本邮件中。如您无法参加，请取消预约，以便候补的同学获得您的名额。\n\nJobMarket',
    },
    promoted: {
      subject: '您已获得名额：%{title}',
      body: '%{name}，您好：\n\n%{school} 的双选会 %{title} 空出了名额，您的候补已转为正式预约。\n时间：%{start} – %{end}\n地点：%{place}\n\n日历邀请已附在本邮件中。如您无法参加，请取消预约。\n\nJobMarket',
    },
    cancelled: {
      subject: '预约已取消：%{title}',
      body: '%{name}，您好：\n\n您对 %{school} 于 %{start} 举办的双选会 %{title} 的预约已取消。\n附件中的日历更新会将其从您的日历中移除。\n\nJobMarket',
    },
    revoked: {
      footer: '%{school} 原定于 %{start} 举办的双选会 %{title} 已取消。',
      calendarNote: '附件中的日历更新会将其从您的日历中移除。',
    },
    eventTitle: '双选会：%{title}',
    notices: {
      promoted: {
        title: '您已获得名额：%{title}',
        content: '有名额空出，您的候补已转为正式预约：%{start}，%{place}。日历邀请已发送至您的邮箱。',
      },
      revoked: { title: '双选会已取消：%{title}', content: '%{school} 已取消原定于 %{start} 举办的双选会 %{title}。' },
    },
  },
};
