/**
 * Synthetic job postings for `npm run bench -- jobs`: Thai, Lao, Chinese and English postings written the way real ones
 * are (Thai and Lao without spaces between words, Chinese without word breaks), in real provinces and districts of the
 * region table, with salaries in each country's currency.
 *
 * Realistic rather than repetitive: titles are a role (about 75, in the publisher's trade or one every company hires),
 * often qualified by a product or trade and a rank; companies have names of their own; the text sections are built
 * from sentences about duties, tools, trades, benefits, majors, languages and places (street and district names of the
 * job's address), thousands of distinct words per language. Every list is drawn from with Zipf-like weights (the
 * n-th item about 1/n as often as the first), publishers post Zipf-many jobs too, so a few words are in many postings
 * and most in few — a board where the median search matches dozens to hundreds of jobs, not a fifth of them.
 * Deterministic (seeded per job), so runs compare.
 */
import { currencyOfCountry, type CountryCode, type JobFields } from '@jobmarket/contracts';
import type { RegionRow } from '@jobmarket/projections';
import {
  benefits,
  callApps,
  companyNames,
  degrees,
  duties,
  everyIndustryRoles,
  majors,
  roles,
  spokenLanguages,
  streets,
  titleRanks,
  tools,
  trades,
  traits,
  type Role,
  type Term,
} from './jobVocabulary';

export type PostingLanguage = 'th' | 'lo' | 'zh-cn' | 'en';
export const postingLanguages: readonly PostingLanguage[] = ['th', 'lo', 'zh-cn', 'en'];
type TermKey = keyof Term;
const keyOf = (language: PostingLanguage): TermKey => (language === 'zh-cn' ? 'zh' : language);

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

/** Draws items with weight 1/(rank+1)^exponent: the first often, the last rarely. */
export function zipf<T>(items: readonly T[], exponent = 1): (random: () => number) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, index) => cumulative.push((total += 1 / (index + 1) ** exponent)));
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

// the same weights for every posting: drawn from once, built once
const tradeOf = zipf(trades);
const toolOf = zipf(tools, 0.6);
const dutyOf = zipf(duties);
const benefitOf = zipf(benefits);
const traitOf = zipf(traits, 0.8);
const majorOf = zipf(majors);
const languageOf = zipf(spokenLanguages, 1.2);
const rankOf = zipf(titleRanks);
const industriesByFrequency = ['retail', 'manufacturing', 'logistics', 'hospitality', 'internet', 'finance', 'construction', 'healthcare', 'other', 'media', 'education', 'energy', 'agriculture', 'public'];
export const industryOf = zipf(industriesByFrequency, 0.8);
const rolesOfIndustry = new Map(industriesByFrequency.map((industry) => [industry, zipf(roles.filter((role) => role.industry === industry), 0.9)]));
const commonRoleOf = zipf(everyIndustryRoles.map((name) => roles.find((role) => role.en === name)!));

export interface Publisher {
  id: number;
  language: PostingLanguage;
  company: string;
  /** The trade most of its jobs are in. */
  industry: string;
}

/** Publishers, a quarter writing in each language, each with a company name of its own and a trade. */
export function publishersOf(count: number, firstId: number): Publisher[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, index) => {
    const language = postingLanguages[index % postingLanguages.length]!;
    const names = companyNames[keyOf(language)];
    // the n-th publisher of a language: stem and line of business vary together, so no two share a name
    const nth = Math.floor(index / postingLanguages.length);
    const stem = names.stems[nth % names.stems.length]!;
    const line = names.lines[(nth + Math.floor(nth / names.stems.length)) % names.lines.length]!;
    const company = {
      th: `บริษัท ${stem}${line} จำกัด`,
      lo: `ບໍລິສັດ ${stem}${line} ຈຳກັດ`,
      zh: `${stem}${line}有限公司`,
      en: `${stem} ${line} Co., Ltd.`,
    }[keyOf(language)];
    return { id: firstId + index, language, company, industry: industryOf(random) };
  });
}

/** Which publisher posts a job: a few post many, most post a few. */
export function publisherSampler(publishers: readonly Publisher[]): (random: () => number) => Publisher {
  return zipf(publishers, 0.5);
}

const countryOfLanguage: Record<PostingLanguage, CountryCode | undefined> = { th: 'TH', lo: 'LA', 'zh-cn': 'CN', en: undefined };
const salaryRange: Record<CountryCode, [number, number]> = { TH: [15_000, 150_000], LA: [3_000_000, 30_000_000], CN: [5_000, 60_000] };

/** A district a job can be in, with its and its province's names. */
export interface Place {
  provinceCode: string;
  districtCode: string;
  province: { en: string; local: string };
  district: { en: string; local: string };
}

/** Where jobs can be: every district of the region table, by country, the first (capital, big cities) most often. */
export function placesOf(regions: readonly RegionRow[]): Record<CountryCode, (random: () => number) => Place> {
  const provinces = new Map(regions.filter((region) => region.level === 'province').map((region) => [region.code, region]));
  const places: Record<CountryCode, Place[]> = { TH: [], LA: [], CN: [] };
  for (const region of regions) {
    const province = region.parent_code ? provinces.get(region.parent_code) : undefined;
    if (region.level !== 'district' || !province) continue;
    places[region.country].push({
      provinceCode: province.code,
      districtCode: region.code,
      province: { en: province.name_en, local: province.name_local },
      district: { en: region.name_en, local: region.name_local },
    });
  }
  return { TH: zipf(places.TH, 0.8), LA: zipf(places.LA, 0.8), CN: zipf(places.CN, 0.8) };
}

export function roleFor(random: () => number, publisher: Pick<Publisher, 'industry'>): Role {
  return random() < 0.7 ? rolesOfIndustry.get(publisher.industry)!(random) : commonRoleOf(random);
}

export function titleOf(random: () => number, language: PostingLanguage, role: Role): string {
  const key = keyOf(language);
  let title = role[key];
  if (role.qualified && random() < 0.6) {
    const trade = tradeOf(random)[key];
    // Thai and Lao name the product after the role, Chinese and English before it
    title = key === 'th' || key === 'lo' ? `${title}${trade}` : key === 'zh' ? `${trade}${title}` : `${capitalised(trade)} ${title}`;
  }
  if (random() < 0.45) {
    const [before, after] = rankOf(random)[key];
    title = `${before}${title}${after}`;
  }
  return title;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const years = (random: () => number) => 1 + Math.floor(random() * 8);

interface Writing {
  key: TermKey;
  random: () => number;
  place: Place;
  role: Role;
  trade: Term;
}

/** Sentences of each text section in each language; a section is one to three of them. */
type Sentence = (writing: Writing) => string;
type Sentences = Record<TermKey, readonly Sentence[]>;

const t = (writing: Writing, item: Term) => item[writing.key];
const districtName = (writing: Writing) => (writing.key === 'en' ? writing.place.district.en : writing.place.district.local);

const responsibility: Sentences = {
  th: [
    (w) => `รับผิดชอบ${both(w, dutyOf, 'และ')}`,
    (w) => `${t(w, dutyOf(w.random))}ในพื้นที่${districtName(w)}`,
    (w) => `ดูแลงานด้าน${t(w, w.trade)}ของบริษัท`,
    (w) => `ใช้ ${t(w, toolOf(w.random))} ในการ${t(w, dutyOf(w.random))}`,
    (w) => `สวัสดิการ ${both(w, benefitOf, ' ')}`,
  ],
  lo: [
    (w) => `ຮັບຜິດຊອບ${both(w, dutyOf, 'ແລະ')}`,
    (w) => `${t(w, dutyOf(w.random))}ໃນເຂດ${districtName(w)}`,
    (w) => `ດູແລວຽກດ້ານ${t(w, w.trade)}ຂອງບໍລິສັດ`,
    (w) => `ໃຊ້ ${t(w, toolOf(w.random))} ເພື່ອ${t(w, dutyOf(w.random))}`,
    (w) => `ສະຫວັດດີການ ${both(w, benefitOf, ' ')}`,
  ],
  zh: [
    (w) => `负责${both(w, dutyOf, '及')}`,
    (w) => `在${districtName(w)}地区${t(w, dutyOf(w.random))}`,
    (w) => `负责公司${t(w, w.trade)}相关业务`,
    (w) => `使用${t(w, toolOf(w.random))}${t(w, dutyOf(w.random))}`,
    (w) => `福利：${both(w, benefitOf, '、')}`,
  ],
  en: [
    (w) => `${capitalised(both(w, dutyOf, ' and '))}.`,
    (w) => `${capitalised(t(w, dutyOf(w.random)))} across ${districtName(w)}.`,
    (w) => `Look after our ${t(w, w.trade)} business.`,
    (w) => `Use ${t(w, toolOf(w.random))} to ${t(w, dutyOf(w.random))}.`,
    (w) => `We offer ${both(w, benefitOf, ' and ')}.`,
  ],
};

const requirement: Sentences = {
  th: [
    (w) => `จบการศึกษาระดับ${pick(w.random, degrees.th)}สาขา${t(w, majorOf(w.random))}`,
    (w) => `มีประสบการณ์ด้าน${t(w, w.trade)}อย่างน้อย ${years(w.random)} ปี`,
    (w) => `ใช้ ${both(w, toolOf, ' และ ')} ได้คล่อง`,
    (w) => `อายุ ${20 + years(w.random)}-${35 + years(w.random)} ปี`,
  ],
  lo: [
    (w) => `ຈົບການສຶກສາລະດັບ${pick(w.random, degrees.lo)}ສາຂາ${t(w, majorOf(w.random))}`,
    (w) => `ມີປະສົບການດ້ານ${t(w, w.trade)}ຢ່າງໜ້ອຍ ${years(w.random)} ປີ`,
    (w) => `ໃຊ້ ${both(w, toolOf, ' ແລະ ')} ໄດ້ຄ່ອງແຄ້ວ`,
    (w) => `ອາຍຸ ${20 + years(w.random)}-${35 + years(w.random)} ປີ`,
  ],
  zh: [
    (w) => `${t(w, majorOf(w.random))}专业${pick(w.random, degrees.zh)}及以上学历`,
    (w) => `${years(w.random)}年以上${t(w, w.trade)}行业经验`,
    (w) => `熟练使用${both(w, toolOf, '和')}`,
    (w) => `年龄${20 + years(w.random)}至${35 + years(w.random)}岁`,
  ],
  en: [
    (w) => `A ${pick(w.random, degrees.en)} in ${t(w, majorOf(w.random))}.`,
    (w) => `At least ${years(w.random)} years in ${t(w, w.trade)}.`,
    (w) => `Fluent with ${both(w, toolOf, ' and ')}.`,
    (w) => `Aged ${20 + years(w.random)} to ${35 + years(w.random)}.`,
  ],
};

const interviewProcess: Sentences = {
  th: [
    (w) => `สัมภาษณ์ ${1 + Math.floor(w.random() * 3)} รอบ`,
    (w) => `ทดสอบ ${t(w, toolOf(w.random))} ก่อนสัมภาษณ์`,
    (w) => `สัมภาษณ์ออนไลน์ผ่าน ${pick(w.random, callApps)}`,
    (w) => `สัมภาษณ์ที่สาขา${districtName(w)}`,
  ],
  lo: [
    (w) => `ສຳພາດ ${1 + Math.floor(w.random() * 3)} ຮອບ`,
    (w) => `ທົດສອບ ${t(w, toolOf(w.random))} ກ່ອນສຳພາດ`,
    (w) => `ສຳພາດອອນລາຍຜ່ານ ${pick(w.random, callApps)}`,
    (w) => `ສຳພາດທີ່ສາຂາ${districtName(w)}`,
  ],
  zh: [
    (w) => `共${1 + Math.floor(w.random() * 3)}轮面试`,
    (w) => `面试前进行${t(w, toolOf(w.random))}笔试`,
    (w) => `通过${pick(w.random, callApps)}在线面试`,
    (w) => `在${districtName(w)}分公司面试`,
  ],
  en: [
    (w) => pick(w.random, ['One interview.', 'Two rounds of interviews.', 'Three rounds of interviews.']),
    (w) => `A ${t(w, toolOf(w.random))} test before the interview.`,
    (w) => `An online interview over ${pick(w.random, callApps)}.`,
    (w) => `Interview at our ${districtName(w)} branch.`,
  ],
};

const strictRequirements: Sentences = {
  th: [(w) => `ต้องมี ${t(w, toolOf(w.random))}`, (w) => `ต้องพูด${t(w, languageOf(w.random))}ได้`, () => 'ต้องสามารถทำงานเป็นกะได้', () => 'ต้องมีรถยนต์ส่วนตัว'],
  lo: [(w) => `ຕ້ອງມີ ${t(w, toolOf(w.random))}`, (w) => `ຕ້ອງເວົ້າ${t(w, languageOf(w.random))}ໄດ້`, () => 'ຕ້ອງສາມາດເຮັດວຽກເປັນກະໄດ້', () => 'ຕ້ອງມີລົດສ່ວນຕົວ'],
  zh: [(w) => `必须掌握${t(w, toolOf(w.random))}`, (w) => `必须会说${t(w, languageOf(w.random))}`, () => '必须能接受倒班', () => '必须有私家车'],
  en: [(w) => `Must know ${t(w, toolOf(w.random))}.`, (w) => `Must speak ${t(w, languageOf(w.random))}.`, () => 'Must be able to work shifts.', () => 'Must have a car.'],
};

const preferredProfile: Sentences = {
  th: [
    (w) => `มีประสบการณ์ ${t(w, toolOf(w.random))} จะพิจารณาเป็นพิเศษ`,
    (w) => `พูด${t(w, languageOf(w.random))}ได้จะพิจารณาเป็นพิเศษ`,
    (w) => `เคยทำงานในธุรกิจ${t(w, tradeOf(w.random))}`,
  ],
  lo: [
    (w) => `ມີປະສົບການ ${t(w, toolOf(w.random))} ຈະໄດ້ຮັບການພິຈາລະນາເປັນພິເສດ`,
    (w) => `ເວົ້າ${t(w, languageOf(w.random))}ໄດ້ຈະໄດ້ຮັບການພິຈາລະນາເປັນພິເສດ`,
    (w) => `ເຄີຍເຮັດວຽກໃນທຸລະກິດ${t(w, tradeOf(w.random))}`,
  ],
  zh: [(w) => `有${t(w, toolOf(w.random))}经验者优先`, (w) => `会${t(w, languageOf(w.random))}者优先`, (w) => `有${t(w, tradeOf(w.random))}行业背景者优先`],
  en: [(w) => `${t(w, toolOf(w.random))} experience is a plus.`, (w) => `${t(w, languageOf(w.random))} is a plus.`, (w) => `A background in ${t(w, tradeOf(w.random))} helps.`],
};

const traitsSentence: Sentences = {
  th: [(w) => `${both(w, traitOf, ' ')}`],
  lo: [(w) => `${both(w, traitOf, ' ')}`],
  zh: [(w) => `${both(w, traitOf, '，')}`],
  en: [(w) => `${capitalised(both(w, traitOf, ' and '))}.`],
};

const rejectedProfile: Sentences = {
  th: [(w) => `ไม่รับผู้ที่ไม่สามารถ${t(w, dutyOf(w.random))}ได้`, () => 'ไม่รับผู้ที่เปลี่ยนงานบ่อย'],
  lo: [(w) => `ບໍ່ຮັບຜູ້ທີ່ບໍ່ສາມາດ${t(w, dutyOf(w.random))}ໄດ້`, () => 'ບໍ່ຮັບຜູ້ທີ່ປ່ຽນວຽກເລື້ອຍໆ'],
  zh: [(w) => `不接受无法${t(w, dutyOf(w.random))}的候选人`, () => '频繁跳槽者勿投'],
  en: [(w) => `Not for candidates who cannot ${t(w, dutyOf(w.random))}.`, () => 'Not for frequent job changers.'],
};

const managementExperience: Sentences = {
  th: [(w) => `เคยบริหารทีม ${2 + Math.floor(w.random() * 20)} คน`, () => 'ไม่จำเป็นต้องมีประสบการณ์บริหาร'],
  lo: [(w) => `ເຄີຍບໍລິຫານທີມ ${2 + Math.floor(w.random() * 20)} ຄົນ`, () => 'ບໍ່ຈຳເປັນຕ້ອງມີປະສົບການບໍລິຫານ'],
  zh: [(w) => `有${2 + Math.floor(w.random() * 20)}人以上团队管理经验`, () => '无需管理经验'],
  en: [(w) => `Has led a team of ${2 + Math.floor(w.random() * 20)}.`, () => 'No management experience needed.'],
};

// Thai and Lao run sentences together with a space, Chinese with a comma, English as sentences
const joiner: Record<TermKey, string> = { th: ' ', lo: ' ', zh: '，', en: ' ' };

/** One to `most` different sentences (a posting never says the same thing twice in a row). */
function section(writing: Writing, sentences: Sentences, most = 3): string {
  const count = 1 + Math.floor(writing.random() * most);
  const said = new Set<string>();
  for (let tries = 0; said.size < count && tries < count * 3; tries++) said.add(pick(writing.random, sentences[writing.key])(writing));
  return [...said].join(joiner[writing.key]);
}

/** Two different items of a list joined (`A and B`), drawn with its weights. */
function both(writing: Writing, draw: (random: () => number) => Term, between: string): string {
  const first = draw(writing.random);
  let second = draw(writing.random);
  while (second === first) second = draw(writing.random);
  return `${t(writing, first)}${between}${t(writing, second)}`;
}

function addressOf(writing: Writing): string {
  const { random, place } = writing;
  const number = 1 + Math.floor(random() * 400);
  switch (writing.key) {
    case 'th':
      return `${number}/${1 + Math.floor(random() * 30)} ถนน${pick(random, streets.th)} ${place.district.local} ${place.province.local}`;
    case 'lo':
      return `ບ້ານ${pick(random, streets.lo)} ເມືອງ${place.district.local} ${place.province.local}`;
    case 'zh':
      return `${place.province.local}${place.district.local}${pick(random, streets.zh)}${number}号`;
    case 'en':
      return `${number} ${pick(random, streets.en)} Road, ${place.district.en}, ${place.province.en}`;
  }
}

/** One posting of a publisher, in the publisher's language (English ones in any of the three countries). */
export function postingOf(random: () => number, publisher: Publisher, places: ReturnType<typeof placesOf>): JobFields {
  const key = keyOf(publisher.language);
  const role = roleFor(random, publisher);
  const country = countryOfLanguage[publisher.language] ?? pick(random, ['TH', 'LA', 'CN'] as const);
  const place = places[country](random);
  const writing: Writing = { key, random, place, role, trade: tradeOf(random) };
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
    detailAddress: addressOf(writing),
    responsibility: section(writing, responsibility),
    requirement: section(writing, requirement),
    interviewProcess: section(writing, interviewProcess, 2),
    strictRequirements: section(writing, strictRequirements, 2),
    preferredProfile: section(writing, preferredProfile, 2),
    generalProfile: section(writing, traitsSentence, 1),
    rejectedProfile: section(writing, rejectedProfile, 1),
    softSkills: section(writing, traitsSentence, 1),
    managementExperience: section(writing, managementExperience, 1),
  };
}

/**
 * What the search clients type, most typed first (drawn with Zipf weights): the head of a title, a skill, a trade,
 * a place, a company, sometimes two words — the queries of a real board, from common ("sales") to rare ("potash").
 */
export const searchKeywords: Record<PostingLanguage, readonly string[]> = {
  th: ['พนักงานขาย', 'นักบัญชี', 'วิศวกร', 'ขับรถ', 'ธุรการ', 'คลังสินค้า', 'พยาบาล', 'กราฟิก', 'พ่อครัว', 'ช่างไฟฟ้า', 'การตลาด', 'ฝ่ายบุคคล', 'ต้อนรับ', 'Excel', 'โรงแรม', 'พาร์ทไทม์', 'เชียงใหม่', 'ควบคุมคุณภาพ', 'ไอที', 'Python', 'สถาปนิก', 'จัดซื้อ', 'ยางพารา', 'ทุเรียน', 'แผงโซลาร์เซลล์', 'นิติกร', 'ครู', 'บางนา', 'อาวุโส', 'ภาษาจีน'],
  lo: ['ພະນັກງານຂາຍ', 'ນັກບັນຊີ', 'ວິສະວະກອນ', 'ຄົນຂັບລົດ', 'ສາງສິນຄ້າ', 'ພະຍາບານ', 'ຊ່າງໄຟຟ້າ', 'ຕ້ອນຮັບ', 'ການຕະຫຼາດ', 'ໂຮງແຮມ', 'ຄູສອນ', 'Excel', 'ການເງິນ', 'ໄອທີ', 'ກະສິກຳ', 'ປາກເຊ', 'ທະນາຄານ', 'ກາເຟ', 'ໂປແຕດ', 'ນັກແປພາສາ', 'ສັດຕະວະແພດ', 'ຫຼວງພະບາງ', 'ອາວຸໂສ', 'ພາສາຈີນ'],
  'zh-cn': ['销售代表', '会计', '工程师', '司机', '行政', '仓库', '护士', '设计师', '客服', '厨师', '电工', '人事', '前台', '酒店', '兼职', 'Excel', '质检', '英语教师', '建筑师', '采购', '报关员', 'Java', '昆明', '榴莲', '太阳能板', '法务', '高级', '英语'],
  en: ['sales representative', 'accountant', 'engineer', 'driver', 'customer service', 'warehouse', 'nurse', 'designer', 'marketing', 'chef', 'electrician', 'hr', 'receptionist', 'hotel', 'part-time', 'excel', 'quality control', 'teacher', 'architect', 'purchasing', 'python', 'data analyst', 'rubber', 'potash', 'veterinarian', 'solar panels', 'react', 'vientiane', 'bangkok', 'senior'],
};

/** The next search keyword of a language: common ones typed often, rare ones now and then. */
export const keywordOf: Record<PostingLanguage, (random: () => number) => string> = {
  th: zipf(searchKeywords.th, 0.6),
  lo: zipf(searchKeywords.lo, 0.6),
  'zh-cn': zipf(searchKeywords['zh-cn'], 0.6),
  en: zipf(searchKeywords.en, 0.6),
};
