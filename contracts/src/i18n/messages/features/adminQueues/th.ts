import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesTh: FeatureTexts<typeof adminQueuesEn> = { status: { queues: { title: 'งานเบื้องหลัง' } } };
