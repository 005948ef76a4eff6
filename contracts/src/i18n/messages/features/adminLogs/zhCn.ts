import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminLogsEn } from './en';

export const adminLogsZhCn: FeatureTexts<typeof adminLogsEn> = {
  resources: {
    logs: {
      fields: {
        module: '模块',
        content: '操作内容',
        operator: '操作人',
        requestUri: '请求路径',
        method: '请求方法',
        ip: 'IP 地址',
        region: '地区',
        browser: '浏览器',
        os: '操作系统',
        executionTime: '耗时',
        createTime: '操作时间',
        keywords: '关键字',
        createTimeFrom: '开始日期',
        createTimeTo: '结束日期',
      },
      milliseconds: '%{ms} 毫秒',
      detailTitle: '操作详情',
      close: '关闭',
      empty: '没有符合条件的操作记录。',
    },
    projections: {
      fields: {
        name: '投影',
        state: '状态',
        position: '位置',
        eventsProcessed: '已处理事件',
        lagEvents: '延迟（事件数）',
        lagSeconds: '延迟（秒）',
        lastError: '最近错误',
        deadLetters: '死信',
        updatedAt: '更新时间',
      },
      states: { running: '运行中', stopped: '已停止' },
      refresh: '刷新',
      autoRefresh: '页面打开时每 %{seconds} 秒自动刷新',
      seconds: '%{seconds} 秒',
      noError: '无',
      empty: '没有已注册的投影。',
      loadFailed: '无法加载投影状态。',
    },
  },
};
