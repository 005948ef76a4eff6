import type { FeatureTexts } from '../defineFeatureMessages';
import type { savedRecordsEn } from './en';

export const savedRecordsZhCn: FeatureTexts<typeof savedRecordsEn> = { saved: { refreshing: '已保存，列表稍后刷新。' } };
