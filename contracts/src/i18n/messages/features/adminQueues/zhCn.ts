import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesZhCn: FeatureTexts<typeof adminQueuesEn> = { status: { queues: { title: '后台任务' } } };
