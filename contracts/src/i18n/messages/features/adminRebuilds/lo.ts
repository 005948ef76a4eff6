import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsLo: FeatureTexts<typeof adminRebuildsEn> = { status: { rebuilds: { title: 'ການສ້າງຄືນ' } } };
