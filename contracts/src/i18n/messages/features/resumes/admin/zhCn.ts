import type { FeatureTexts } from '../../featureTexts';
import type { resumesAdminEn } from './en';

export const resumesAdminZhCn: FeatureTexts<typeof resumesAdminEn> = {
  resources: {
    resumes: {
      filters: {
        createdFrom: '创建时间起',
        createdTo: '创建时间止',
      },
      empty: {
        none: '暂无简历。求职者在门户网站上填写的每一份简历都会列在这里。',
        filtered: '没有符合筛选条件的简历。',
      },
      answers: { yes: '是', no: '否' },
      visibility: { searchable: '对招聘方公开', private: '不公开' },
      fields: { seekerId: '求职者' },
      show: { title: '简历：%{name}', seeker: '%{username}（#%{id}）' },
      tabs: { details: '详情', pdf: '简历 PDF', recommendation: '推荐报告' },
      sections: {
        profile: '个人信息',
        contact: '联系方式',
        background: '教育与工作',
        experience: '经历',
        files: '文件',
        record: '记录信息',
      },
      avatar: { alt: '%{name} 的头像', none: '无头像' },
      experience: { none: '未填写经历。', period: '%{from} – %{to}' },
      files: {
        none: '无',
        open: '打开 %{name}',
        loading: '正在加载 %{name}…',
        loadFailed: '%{name} 加载失败',
      },
      pdf: {
        title: '%{name} 的简历 PDF',
        template: '使用“%{template}”模板生成',
        none: '此简历尚未生成 PDF。求职者可在门户网站上选择模板生成。',
        loading: '正在加载 PDF…',
        loadFailed: 'PDF 加载失败。',
        open: '在新标签页中打开',
      },
      recommendation: {
        none: '暂无推荐报告。',
        explain: '求职者会在自己的简历中看到这份报告。保存空白报告即可删除该报告。',
        length: '%{count} / %{max} 字',
        save: '保存报告',
      },
      history: {
        duplicatedFrom: '复制自简历',
        entry: '%{organisation} · %{title}（%{period}）',
      },
    },
  },
  dashboard: {
    resumes: {
      title: '简历',
      total: '简历总数',
      newThisMonth: '本月新增',
      range: '时间段',
      last7: '近 7 天',
      last30: '近 30 天',
      chartLabel: '%{from} 至 %{to} 每日新增简历',
      day: '%{day}：%{count}',
      count: '新增简历 %{smart_count} 份',
      empty: '此时间段内没有新增简历。',
      viewResumes: '查看简历',
    },
  },
};
