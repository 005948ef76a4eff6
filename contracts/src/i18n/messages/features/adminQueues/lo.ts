import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesLo: FeatureTexts<typeof adminQueuesEn> = { status: { queues: { title: 'ວຽກພື້ນຫຼັງ' } } };
