import type { VipLevelForm } from '@jobmarket/contracts';

export type DemoLevelKey = 'basic' | 'gold' | 'platinum';

/** The three demo levels (issue 13, demo data): prices in kip, quotas growing with the price. */
export const demoLevels: Record<DemoLevelKey, VipLevelForm> = {
  basic: {
    names: { en: 'Basic', 'zh-cn': '基础会员', lo: 'ພື້ນຖານ', th: 'พื้นฐาน' },
    price: 300_000,
    validDays: 30,
    jobCount: 10,
    viewableResumes: 50,
    downloadableResumes: 10,
    adCount: 1,
    sort: 1,
    enabled: true,
  },
  gold: {
    names: { en: 'Gold', 'zh-cn': '黄金会员', lo: 'ຄຳ', th: 'ทอง' },
    price: 800_000,
    validDays: 90,
    jobCount: 40,
    viewableResumes: 300,
    downloadableResumes: 80,
    adCount: 5,
    sort: 2,
    enabled: true,
  },
  platinum: {
    names: { en: 'Platinum', 'zh-cn': '铂金会员', lo: 'ແພລັດຕິນຳ', th: 'แพลทินัม' },
    price: 2_000_000,
    validDays: 365,
    jobCount: 200,
    viewableResumes: 2000,
    downloadableResumes: 500,
    adCount: 20,
    sort: 3,
    enabled: true,
  },
};

/**
 * Which level each demo company of the jobs seed buys before it posts (they all post more than the free tier's 3
 * jobs): `publisher` ends the seed as the member with some quota used (its 5 jobs of Gold's 40).
 */
export const demoPosterLevels: Record<string, DemoLevelKey> = {
  publisher: 'gold',
  siamdigital: 'platinum',
  mekonglogistics: 'basic',
  yunfantech: 'gold',
};

/** Two more demo publishers who post nothing: one whose membership expired, one who never became a member. */
export interface DemoMemberCompany {
  username: string;
  company: string;
  locale: 'en' | 'th' | 'lo' | 'zh-cn';
}

/** Bought Basic 45 days ago (30 days): expired 15 days ago. */
export const expiredMemberCompany: DemoMemberCompany = { username: 'vientianeprint', company: 'ໂຮງພິມວຽງຈັນ', locale: 'lo' };
/** Never a member; an order of theirs went unpaid and was cancelled by the payment time limit. */
export const nonMemberCompany: DemoMemberCompany = { username: 'pakseagro', company: 'Pakse Agro Co., Ltd.', locale: 'en' };
