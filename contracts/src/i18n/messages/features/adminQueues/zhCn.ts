import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesZhCn: FeatureTexts<typeof adminQueuesEn> = {
  status: {
    queues: {
      title: '后台任务',
      subtitle: '定时器、邮件、通知和汇总。每次尝试都失败的任务会留在这里等待处理。',
      loadFailed: '无法加载任务队列。',
      failedLoadFailed: '无法加载失败的任务。',
      empty: '没有任务队列。',
      paused: '已暂停',
      columns: {
        name: '队列',
        waiting: '等待中',
        active: '运行中',
        delayed: '已计划',
        completed: '已完成',
        failed: '失败',
        job: '任务',
        error: '错误',
        attempts: '尝试次数',
        failedAt: '失败时间',
      },
      failedTitle: '%{queue} 中失败的任务',
      noFailed: '没有失败的任务。',
      retry: '重试',
      discard: '丢弃',
      discardTitle: '丢弃该任务？',
      discardConfirm: '确定丢弃任务 %{job}（%{id}）吗？它将不会再运行。',
      retried: '该任务将重新运行。',
      discarded: '任务已丢弃。',
    },
  },
  menus: { actions: { queues: { edit: '重试或丢弃任务' } } },
};
