/**
 * Synthetic job postings for `npm run bench -- jobs`: Thai, Lao, Chinese and English postings written the way real ones
 * are (Thai and Lao without spaces between words, Chinese without word breaks), in real provinces and districts of the
 * region table, with salaries in each country's currency. Deterministic (a seeded generator), so runs compare.
 */
import { currencyOfCountry, type CountryCode, type JobFields } from '@jobmarket/contracts';
import type { RegionRow } from '@jobmarket/projections';

export type PostingLanguage = 'th' | 'lo' | 'zh-cn' | 'en';
export const postingLanguages: readonly PostingLanguage[] = ['th', 'lo', 'zh-cn', 'en'];

/** A small fast seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Roles per language, in the same order, with the industry each belongs to. */
const roles: { industry: string; th: string; lo: string; zh: string; en: string }[] = [
  { industry: 'internet', th: 'วิศวกรซอฟต์แวร์', lo: 'ວິສະວະກອນຊອບແວ', zh: '软件工程师', en: 'Software Engineer' },
  { industry: 'construction', th: 'วิศวกรโยธา', lo: 'ວິສະວະກອນກໍ່ສ້າງ', zh: '土木工程师', en: 'Civil Engineer' },
  { industry: 'retail', th: 'พนักงานขาย', lo: 'ພະນັກງານຂາຍ', zh: '销售代表', en: 'Sales Representative' },
  { industry: 'finance', th: 'นักบัญชี', lo: 'ນັກບັນຊີ', zh: '会计', en: 'Accountant' },
  { industry: 'other', th: 'ผู้จัดการฝ่ายบุคคล', lo: 'ຜູ້ຈັດການຝ່າຍບຸກຄົນ', zh: '人力资源经理', en: 'HR Manager' },
  { industry: 'media', th: 'นักการตลาดดิจิทัล', lo: 'ພະນັກງານການຕະຫຼາດດິຈິຕອນ', zh: '数字营销专员', en: 'Digital Marketing Specialist' },
  { industry: 'hospitality', th: 'พนักงานต้อนรับ', lo: 'ພະນັກງານຕ້ອນຮັບ', zh: '前台接待', en: 'Receptionist' },
  { industry: 'energy', th: 'ช่างไฟฟ้า', lo: 'ຊ່າງໄຟຟ້າ', zh: '电工', en: 'Electrician' },
  { industry: 'healthcare', th: 'พยาบาลวิชาชีพ', lo: 'ພະຍາບານ', zh: '护士', en: 'Registered Nurse' },
  { industry: 'education', th: 'ครูสอนภาษาอังกฤษ', lo: 'ຄູສອນພາສາອັງກິດ', zh: '英语教师', en: 'English Teacher' },
  { industry: 'internet', th: 'นักวิเคราะห์ข้อมูล', lo: 'ນັກວິເຄາະຂໍ້ມູນ', zh: '数据分析师', en: 'Data Analyst' },
  { industry: 'logistics', th: 'เจ้าหน้าที่คลังสินค้า', lo: 'ພະນັກງານສາງສິນຄ້າ', zh: '仓库管理员', en: 'Warehouse Officer' },
  { industry: 'logistics', th: 'พนักงานขับรถ', lo: 'ຄົນຂັບລົດ', zh: '司机', en: 'Delivery Driver' },
  { industry: 'hospitality', th: 'เชฟ', lo: 'ພໍ່ຄົວ', zh: '厨师', en: 'Chef' },
  { industry: 'media', th: 'นักออกแบบกราฟิก', lo: 'ນັກອອກແບບກຣາຟິກ', zh: '平面设计师', en: 'Graphic Designer' },
  { industry: 'manufacturing', th: 'หัวหน้าฝ่ายผลิต', lo: 'ຫົວໜ້າຝ່າຍຜະລິດ', zh: '生产主管', en: 'Production Supervisor' },
  { industry: 'agriculture', th: 'นักวิชาการเกษตร', lo: 'ນັກວິຊາການກະສິກຳ', zh: '农业技术员', en: 'Agronomist' },
];

// seniority joins the title as each language writes it: Thai and Lao after it with no space, Chinese before it
const seniority = {
  th: ['อาวุโส', 'ฝึกหัด', '', ''],
  lo: ['ອາວຸໂສ', 'ຝຶກງານ', '', ''],
  zh: ['高级', '初级', '', ''],
  en: ['Senior ', 'Junior ', '', ''],
};

/** Sentences of the text sections, per language; a section is one to three of them run together. */
const sentences: Record<PostingLanguage, readonly string[]> = {
  th: [
    'รับผิดชอบงานตามที่ได้รับมอบหมายจากหัวหน้างาน',
    'ประสานงานกับทีมงานและลูกค้าเพื่อให้งานสำเร็จตามกำหนด',
    'มีประสบการณ์ทำงานอย่างน้อยสามปีในตำแหน่งที่เกี่ยวข้อง',
    'สามารถใช้คอมพิวเตอร์และโปรแกรมสำนักงานได้ดี',
    'สัมภาษณ์รอบแรกทางโทรศัพท์และรอบที่สองที่สำนักงาน',
    'มีใบอนุญาตทำงานและพร้อมเริ่มงานทันที',
    'มีความรับผิดชอบสูงและทำงานเป็นทีมได้ดี',
    'สื่อสารภาษาอังกฤษได้เป็นอย่างดี',
    'มีประสบการณ์บริหารทีมงานจะได้รับการพิจารณาเป็นพิเศษ',
    'จัดทำรายงานประจำเดือนและนำเสนอต่อผู้บริหาร',
    'ดูแลฐานข้อมูลลูกค้าและติดตามยอดขาย',
    'ไม่รับผู้ที่ไม่สามารถทำงานล่วงเวลาได้',
  ],
  lo: [
    'ຮັບຜິດຊອບວຽກງານຕາມທີ່ໄດ້ຮັບມອບໝາຍຈາກຫົວໜ້າ',
    'ປະສານງານກັບທີມງານແລະລູກຄ້າເພື່ອໃຫ້ວຽກສຳເລັດຕາມກຳນົດ',
    'ມີປະສົບການເຮັດວຽກຢ່າງໜ້ອຍສາມປີໃນຕຳແໜ່ງທີ່ກ່ຽວຂ້ອງ',
    'ສາມາດໃຊ້ຄອມພິວເຕີແລະໂປຣແກຣມຫ້ອງການໄດ້ດີ',
    'ສຳພາດຮອບທຳອິດທາງໂທລະສັບແລະຮອບທີສອງທີ່ຫ້ອງການ',
    'ມີໃບອະນຸຍາດເຮັດວຽກແລະພ້ອມເລີ່ມວຽກທັນທີ',
    'ມີຄວາມຮັບຜິດຊອບສູງແລະເຮັດວຽກເປັນທີມໄດ້ດີ',
    'ສື່ສານພາສາອັງກິດໄດ້ດີ',
    'ມີປະສົບການບໍລິຫານທີມງານຈະໄດ້ຮັບການພິຈາລະນາເປັນພິເສດ',
    'ກະກຽມບົດລາຍງານປະຈຳເດືອນແລະນຳສະເໜີຕໍ່ຜູ້ບໍລິຫານ',
    'ດູແລຖານຂໍ້ມູນລູກຄ້າແລະຕິດຕາມຍອດຂາຍ',
    'ບໍ່ຮັບຜູ້ທີ່ບໍ່ສາມາດເຮັດວຽກລ່ວງເວລາໄດ້',
  ],
  'zh-cn': [
    '负责完成上级交代的各项工作任务',
    '与团队和客户沟通协调，确保项目按时完成',
    '具有三年以上相关岗位工作经验',
    '熟练使用电脑和办公软件',
    '第一轮电话面试，第二轮现场面试',
    '持有工作许可，可立即到岗',
    '责任心强，具有良好的团队合作精神',
    '英语沟通能力良好',
    '有团队管理经验者优先考虑',
    '编写月度报告并向管理层汇报',
    '维护客户数据库并跟进销售业绩',
    '不接受无法加班的候选人',
  ],
  en: [
    'Carry out the tasks assigned by your team lead.',
    'Work with the team and customers to deliver on schedule.',
    'At least three years of experience in a related role.',
    'Comfortable with computers and office software.',
    'A first interview by phone, then a second at the office.',
    'Holds a work permit and can start immediately.',
    'Takes ownership and works well in a team.',
    'Communicates well in English.',
    'Experience managing a team is a plus.',
    'Prepare the monthly report and present it to management.',
    'Keep the customer database up to date and follow sales figures.',
    'Candidates unable to work overtime will not be considered.',
  ],
};

const companyWords: Record<PostingLanguage, { stems: readonly string[]; form: (stem: string, n: number) => string }> = {
  th: { stems: ['สยามเทค', 'ไทยโลจิสติกส์', 'กรุงเทพการแพทย์', 'เชียงใหม่ฟู้ดส์', 'อันดามันรีสอร์ท', 'ไทยพาวเวอร์'], form: (stem, n) => `บริษัท ${stem}${n} จำกัด` },
  lo: { stems: ['ລາວເທັກ', 'ລາວຂົນສົ່ງ', 'ວຽງຈັນການແພດ', 'ຫຼວງພະບາງທ່ອງທ່ຽວ', 'ລາວພະລັງງານ', 'ຈຳປາສັກກະສິກຳ'], form: (stem, n) => `ບໍລິສັດ ${stem}${n} ຈຳກັດ` },
  'zh-cn': { stems: ['云帆科技', '顺达物流', '仁和医疗', '丰收农业', '华彩传媒', '长江能源'], form: (stem, n) => `北京${stem}${n}有限公司` },
  en: { stems: ['Mekong Digital', 'Asia Freight', 'Lotus Health', 'Golden Harvest', 'Blue Ocean Media', 'Delta Power'], form: (stem, n) => `${stem} ${n} Co., Ltd.` },
};

export interface Publisher {
  id: number;
  language: PostingLanguage;
  company: string;
}

/** Publishers, a quarter writing in each language. */
export function publishersOf(count: number, firstId: number): Publisher[] {
  return Array.from({ length: count }, (_, index) => {
    const language = postingLanguages[index % postingLanguages.length]!;
    const words = companyWords[language];
    return { id: firstId + index, language, company: words.form(words.stems[index % words.stems.length]!, Math.floor(index / 24) + 1) };
  });
}

const countryOfLanguage: Record<PostingLanguage, CountryCode | undefined> = { th: 'TH', lo: 'LA', 'zh-cn': 'CN', en: undefined };
const salaryRange: Record<CountryCode, [number, number]> = { TH: [15_000, 150_000], LA: [3_000_000, 30_000_000], CN: [5_000, 60_000] };

/** Where jobs can be: every district of the region table, by country. */
export function placesOf(regions: readonly RegionRow[]): Record<CountryCode, { provinceCode: string; districtCode: string }[]> {
  const places: Record<CountryCode, { provinceCode: string; districtCode: string }[]> = { TH: [], LA: [], CN: [] };
  for (const region of regions) if (region.level === 'district' && region.parent_code) places[region.country].push({ provinceCode: region.parent_code, districtCode: region.code });
  return places;
}

function titleOf(random: () => number, language: PostingLanguage, role: (typeof roles)[number]): string {
  switch (language) {
    case 'th':
      return `${role.th}${pick(random, seniority.th)}`;
    case 'lo':
      return `${role.lo}${pick(random, seniority.lo)}`;
    case 'zh-cn':
      return `${pick(random, seniority.zh)}${role.zh}`;
    case 'en':
      return `${pick(random, seniority.en)}${role.en}`;
  }
}

// Thai, Lao and Chinese run sentences together; English puts a space between them
const section = (random: () => number, language: PostingLanguage) =>
  Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, sentences[language])).join(language === 'en' ? ' ' : language === 'zh-cn' ? '，' : ' ');

/** One posting of a publisher, in the publisher's language (English ones in any of the three countries). */
export function postingOf(random: () => number, publisher: Publisher, places: ReturnType<typeof placesOf>): JobFields {
  const role = pick(random, roles);
  const country = countryOfLanguage[publisher.language] ?? pick(random, ['TH', 'LA', 'CN'] as const);
  const place = pick(random, places[country]);
  const [low, high] = salaryRange[country];
  const minSalary = Math.round((low + random() * (high - low) * 0.7) / 1000) * 1000;
  const maxSalary = minSalary + Math.round((random() * (high - low) * 0.3) / 1000) * 1000;
  return {
    position: titleOf(random, publisher.language, role),
    company: publisher.company,
    industry: role.industry,
    education: String(1 + Math.floor(random() * 5)),
    totalCommission: Math.round(minSalary / 2),
    guaranteeMonth: 1 + Math.floor(random() * 6),
    minSalary,
    maxSalary,
    currency: currencyOfCountry[country],
    provinceCode: place.provinceCode,
    districtCode: place.districtCode,
    detailAddress: section(random, publisher.language).slice(0, 60),
    responsibility: section(random, publisher.language),
    requirement: section(random, publisher.language),
    interviewProcess: section(random, publisher.language),
    strictRequirements: section(random, publisher.language),
    preferredProfile: section(random, publisher.language),
    generalProfile: section(random, publisher.language),
    rejectedProfile: section(random, publisher.language),
    softSkills: section(random, publisher.language),
    managementExperience: section(random, publisher.language),
  };
}

/** What the search clients type: words of the titles and text in each language, alone or with a filter. */
export const searchKeywords: Record<PostingLanguage, readonly string[]> = {
  th: ['วิศวกร', 'พนักงานขาย', 'นักบัญชี', 'ข้อมูล', 'อาวุโส', 'ภาษาอังกฤษ'],
  lo: ['ວິສະວະກອນ', 'ພະນັກງານ', 'ນັກບັນຊີ', 'ຂໍ້ມູນ', 'ອາວຸໂສ'],
  'zh-cn': ['工程师', '销售', '会计', '数据', '高级', '团队管理'],
  en: ['engineer', 'sales', 'accountant', 'data analyst', 'senior', 'warehouse'],
};
