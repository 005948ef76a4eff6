import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsZhCn: FeatureTexts<typeof adminRebuildsEn> = {
  status: {
    rebuilds: {
      title: '重建',
      progressLabel: '%{name} 的重建',
      building: '正在现有表旁重建：已处理 %{processed} / %{total} 个事件（%{percent}）',
      buildingUncounted: '正在现有表旁重建：已处理 %{processed} 个事件',
      switching: '正在将读取切换到重建后的表',
      startedAt: '开始于 %{time}',
    },
  },
};
