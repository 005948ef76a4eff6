import type { FeatureTexts } from '../../featureTexts';
import type { jobsPortalEn } from './en';

export const jobsPortalZhCn: FeatureTexts<typeof jobsPortalEn> = {
  portal: {
    home: {
      searchLabel: '职位名称、技能或关键词',
      searchPlaceholder: '职位名称、技能或关键词',
      searchButton: '搜索',
      stats: { hotJobs: '热门职位', famousCompanies: '知名企业', jobSeekers: '求职者' },
      hotJobsTitle: '热门职位',
      hotJobsSoon: '职位信息即将开放。企业发布职位后，第一批职位将显示在这里。',
      hotCompaniesTitle: '热门企业',
      hotCompaniesSoon: '企业主页即将随第一批职位一起开放。',
      tipsTitle: '求职技巧',
    },
    tips: {
      resume: { title: '一页纸，一个目标', body: '针对每个职位调整简历：把与职位要求最相关的经历放在前面，用数字说明成果。' },
      interview: { title: '准备三个故事', body: '面试前准备三个你解决问题的简短故事，它们能回答大多数行为面试问题。' },
      salary: { title: '了解薪资范围', body: '谈薪资前先了解本市同类职位的薪资水平，并给出一个范围而不是一个数字。' },
      firstJob: { title: '第一份工作', body: '实习、学校项目和志愿工作都算经验。写清楚你做了什么、学到了什么。' },
    },
    search: {
      jobsTitle: '职位搜索',
      jobsResults: '职位',
      jobsSoon: '职位信息即将开放。企业正在注册，他们的职位将可以在这里搜索。',
      companiesTitle: '公司搜索',
      companiesLabel: '公司名称或行业',
      companiesResults: '公司',
      companiesSoon: '企业主页即将开放。审核通过的企业将可以在这里搜索。',
      resultsFor: '“%{keywords}”的搜索结果',
    },
  },
};
