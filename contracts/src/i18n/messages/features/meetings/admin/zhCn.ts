import type { FeatureTexts } from '../../featureTexts';
import type { meetingsAdminEn } from './en';

export const meetingsAdminZhCn: FeatureTexts<typeof meetingsAdminEn> = {
  resources: {
    meetings: {
      name: '双选会',
      fields: {
        waitlistCount: '候补',
        createTime: '创建时间',
        seekerName: '求职者',
        school: '学校',
        status: '状态',
        position: '候补序号',
        reservedTime: '预约时间',
      },
      filters: { from: '开始日期', to: '结束日期' },
      empty: {
        none: '还没有双选会。学校在门户中创建，也可以在这里新增。',
        filtered: '没有符合筛选条件的双选会。',
      },
      actions: { add: '新增双选会', edit: '编辑双选会' },
      show: { title: '双选会：%{title}' },
      sections: { meeting: '双选会', where: '时间和地点', content: '内容', apology: '已发送的致歉邮件', reservations: '预约' },
      counts: '已预约 %{reserved} / %{capacity} 个座位 · %{waitlisted} 人候补',
      form: {
        schoolHint: '双选会所属的学校：该学校也可在门户中管理它。',
        timeZoneHint: '时间按平台时区 %{zone} 填写。',
      },
      publish: {
        title: '发布双选会？',
        content: '确定发布“%{title}”吗？面向的求职者可立即预约座位，发布后不能再编辑。',
      },
      revoke: {
        title: '撤销双选会“%{title}”',
        content: '撤销后无法恢复：求职者将看不到该双选会，也不能再预约。',
        withPlaces: '有 %{smart_count} 位求职者已预约或候补，他们会收到这封致歉邮件（已占座位者还会收到日历取消通知）。',
        noPlaces: '没有人预约，因此无需发送邮件；如需留档仍可填写。',
        draftLoading: '正在按学校的语言加载致歉邮件…',
        draftFailed: '无法加载预填的致歉邮件，请在此填写。',
        confirm: '撤销',
      },
      reservations: {
        title: '预约',
        all: '全部',
        empty: '还没有人预约座位。',
        emptyFiltered: '没有该状态的预约。',
        loadFailed: '无法加载预约列表。',
        correctSchool: '更正学校',
      },
      studentSchool: {
        title: '%{name} 的学校',
        label: '学校',
        none: '无学校',
        hint: '仅面向本校学生的双选会只接受该校的求职者。',
        save: '保存学校',
        saved: '学校已保存。',
        failed: '无法保存学校。',
        loadFailed: '无法加载学校。',
      },
      history: {
        events: {
          MeetingCreated: '已创建',
          MeetingEdited: '已编辑',
          MeetingPublished: '已发布',
          MeetingRevoked: '已撤销',
          MeetingEnded: '已结束',
          SeatReserved: '已预约座位',
          SeatWaitlisted: '已加入候补',
          ReservationCancelled: '已取消预约',
        },
        seeker: '求职者 #%{id}',
        promoted: '求职者 #%{id}，由候补转为预约',
        waitlisted: '求职者 #%{id}，候补第 %{position} 位',
        apology: '致歉邮件：%{title}',
      },
    },
  },
  menus: {
    meetings: '双选会',
    actions: { student: '更正学生学校' },
  },
  status: {
    mailOutbox: {
      title: '邮件发件箱（开发）',
      subtitle: '未设置 SMTP_URL 时，邮件保存在这里而不发送：最新的在前，附件可下载。',
      loadFailed: '无法加载邮件发件箱。',
      empty: '发件箱中没有邮件。',
      columns: { time: '发送时间', recipient: '收件人', subject: '主题', body: '正文', attachments: '附件' },
      showBody: '显示正文',
      hideBody: '隐藏正文',
      noSubject: '（无主题）',
      downloadFailed: '无法下载附件。',
    },
  },
};
