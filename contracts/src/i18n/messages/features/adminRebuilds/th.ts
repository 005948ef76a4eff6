import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsTh: FeatureTexts<typeof adminRebuildsEn> = { status: { rebuilds: { title: 'การสร้างใหม่' } } };
