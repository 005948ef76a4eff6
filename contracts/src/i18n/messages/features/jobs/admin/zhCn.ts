import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminZhCn: FeatureTexts<typeof jobsAdminEn> = {
  resources: {
    jobs: {
      fields: { publisherId: '发布者' },
      filters: {
        createdFrom: '创建日期从',
        createdTo: '创建日期至',
        publishedFrom: '发布日期从',
        publishedTo: '发布日期至',
      },
      empty: {
        none: '暂无职位。审核通过的发布者在门户网站发布职位后，职位会在这里等待审核。',
        filtered: '没有符合筛选条件的职位。',
      },
      show: { title: '职位：%{position}', publisherJobs: '#%{id} · 查看其全部职位' },
      tabs: { details: '详情', description: '职位描述', audit: '审核', applicants: '求职者' },
      audit: {
        title: '审核职位：%{position}',
        summary: '%{company} · 总佣金 %{amount}',
        decision: '审核结果',
        shareAmount: '= %{amount}',
        runningTotal: '合计：%{total}（%{amount}）',
        chooseAuditor: '请选择简历审核员',
        noAuditors: '目前还没有员工拥有审核员角色',
      },
      close: {
        title: '关闭职位',
        content: '确定关闭“%{position}”吗？关闭后求职者将立即无法再看到并申请该职位。',
      },
      commission: {
        notSet: '佣金在职位审核通过时分配。',
        share: '分配对象',
        percentage: '比例',
        amount: '金额',
      },
      auditTrail: { title: '审核记录', empty: '暂无审核记录' },
      applicants: {
        empty: '暂无人申请。求职者的申请以投递单形式到达后会显示在这里。',
        fields: {
          seekerName: '求职者',
          appliedTime: '申请时间',
          status: '状态',
          resume: '简历',
          deliveryOrderId: '投递单',
        },
      },
      history: {
        events: {
          JobPosted: '职位已提交审核',
          JobEdited: '职位已修改',
          JobSubmittedForReview: '重新提交审核',
          JobApproved: '审核通过',
          JobRejected: '审核驳回',
          JobPublished: '已发布',
          JobExtended: '开放期已延长',
          JobClosed: '已关闭',
          JobExpired: '已过期',
          JobReposted: '已重新发布',
        },
        closedBy: { staff: '由平台员工下架', publisher: '由发布者关闭' },
      },
    },
    publishers: {
      fields: { jobs: '职位' },
      jobs: { count: '%{smart_count} 个职位', none: '暂无职位' },
    },
  },
  dashboard: {
    jobs: {
      title: '职位',
      openJobs: '开放中的职位',
      pendingAudits: '待审核',
      reviewPending: '审核待审职位',
    },
  },
  notifications: {
    messages: {
      explain: '发给您个人的通知，例如针对您的审核结果和请求。',
      empty: '暂无发给您的消息',
    },
    tasks: {
      empty: '暂无待审核的职位',
      jobAudit: '审核职位：%{position}',
      submitted: '%{company} · %{time}',
      viewAll: '全部待审核职位（%{count}）',
    },
  },
};
