import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsZhCn: FeatureTexts<typeof adminRebuildsEn> = { status: { rebuilds: { title: '重建' } } };
