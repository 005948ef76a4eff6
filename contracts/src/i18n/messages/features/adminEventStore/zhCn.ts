import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreZhCn: FeatureTexts<typeof adminEventStoreEn> = {
  status: {
    eventStore: {
      title: '事件存储',
      subtitle: '保存无需等待；读取会等待每一个仍未结束的保存。超过 %{seconds} 秒仍未结束的保存会列在这里。',
      loadFailed: '无法加载事件存储状态。',
      none: '没有超过 %{seconds} 秒仍未结束的保存：列表和投影都是最新的。',
      notPostgres: 'KurrentDB 自行维护顺序，没有需要监视的未结束保存。',
      stalled: '在下面最早的保存提交或回滚之前，列表和投影不会显示比它更新的内容。请联系运行它的人（连接名称已列出），或在 PostgreSQL 中用 pg_terminate_backend(pid) 结束它。',
      seconds: '%{seconds} 秒',
      unnamed: '（未命名连接）',
      columns: {
        pid: '进程',
        application: '连接',
        state: '状态',
        age: '已持续',
        transactionStart: '开始时间',
        queryStart: '最后一条语句',
      },
    },
  },
};
