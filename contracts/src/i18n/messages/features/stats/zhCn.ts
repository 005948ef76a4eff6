import type { FeatureTexts } from '../featureTexts';
import type { statsEn } from './en';

export const statsZhCn: FeatureTexts<typeof statsEn> = {
  admin: {
    dashboard: {
      visitors: '访客数 (UV)',
      pageViews: '浏览量 (PV)',
      today: '今日',
      total: '总计',
      growthUp: '较昨日增长 %{rate}',
      growthDown: '较昨日下降 %{rate}',
      growthFlat: '与昨日持平',
      loadFailed: '加载失败。',
      retry: '重试',
      users: {
        total: '用户总数',
        active: '月活跃用户',
        activeHint: '本月登录过的不同用户数',
        newThisMonth: '本月新增：%{count}',
        lastMonth: '上月：%{count}',
        newGrowthUp: '新增用户比上月多 %{rate}',
        newGrowthDown: '新增用户比上月少 %{rate}',
        newGrowthFlat: '新增用户与上月持平',
        activeGrowthUp: '活跃用户比上月多 %{rate}',
        activeGrowthDown: '活跃用户比上月少 %{rate}',
        activeGrowthFlat: '活跃用户与上月持平',
        noComparison: '上月无数据可比较',
        noUsers: '暂无用户。',
        noSignIns: '本月尚无用户登录。',
      },
      trend: {
        title: '访问趋势',
        last7: '近 7 天',
        last30: '近 30 天',
        range: '时间范围',
        pv: '浏览量',
        uv: '访客数',
        ip: 'IP 数',
        empty: '该时间段内暂无访问。',
        chartLabel: '%{from} 至 %{to} 每日浏览量、访客数和 IP 数',
      },
      notices: {
        title: '最新通知',
        empty: '暂无您的通知。',
        viewAll: '查看全部',
        unread: '未读',
        publishedBy: '发布人：%{name}',
        close: '关闭',
      },
    },
  },
  menus: {
    dashboard: '仪表盘',
  },
};
