import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesZhCn: FeatureTexts<typeof adminQueuesEn> = {};
