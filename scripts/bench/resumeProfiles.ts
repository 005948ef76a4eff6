/**
 * Synthetic resumes for `npm run bench -- resumes`: Thai, Lao, Chinese and English job seekers written the way real
 * resumes are, from the job bench's vocabulary (jobVocabulary.ts) so the talent search's words are the job board's:
 * past titles of the seeker's trade (or one every company hires) at the job bench's companies, specialties of tools,
 * traits and languages, a university for most, a place of the region table. Most seekers have one to three past jobs,
 * the latest often still running; one in seven keeps the resume private. Deterministic (seeded per resume).
 */
import type { ExperienceEntry, ResumeFields } from '@jobmarket/contracts';
import { industryOf, placesOf, postingLanguages, publishersOf, roleFor, titleOf, zipf, type PostingLanguage, type Publisher } from './jobPostings';
import { duties, majors, spokenLanguages, tools, traits, trades, type Term } from './jobVocabulary';

type TermKey = keyof Term;
const keyOf = (language: PostingLanguage): TermKey => (language === 'zh-cn' ? 'zh' : language);
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const givenNames: Record<TermKey, readonly string[]> = {
  th: ['สมชาย', 'สมหญิง', 'วิภาวดี', 'ธนากร', 'ปิยะพงษ์', 'กาญจนา', 'ณัฐพล', 'สุภาวดี', 'อนุชา', 'พิมพ์ชนก', 'ศิริพร', 'ชัยวัฒน์'],
  lo: ['ສົມສັກ', 'ບຸນມີ', 'ຄຳພອນ', 'ສີສຸກ', 'ວັນນະລີ', 'ພອນສະຫວັນ', 'ມະນີວັນ', 'ແສງຈັນ', 'ທອງສະໄໝ', 'ບົວພັນ', 'ອານຸສອນ', 'ນາລີ'],
  zh: ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '杰', '娟', '涛'],
  en: ['James', 'Mary', 'David', 'Anna', 'Michael', 'Sarah', 'Daniel', 'Emma', 'Kevin', 'Grace', 'Peter', 'Linda'],
};
const familyNames: Record<TermKey, readonly string[]> = {
  th: ['ใจดี', 'ศรีสุข', 'วงศ์ไทย', 'แก้วมณี', 'บุญมา', 'ทองดี', 'สุขเจริญ', 'มีสุข'],
  lo: ['ພົມມະວົງ', 'ສີຫາລາດ', 'ວົງສະຫວັນ', 'ແກ້ວມະນີ', 'ສຸລິຍະ', 'ພັນທະວົງ', 'ໄຊຍະວົງ', 'ອິນທະວົງ'],
  zh: ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'],
  en: ['Smith', 'Brown', 'Wilson', 'Taylor', 'Clark', 'Walker', 'Young', 'King'],
};
const universities: Record<TermKey, readonly string[]> = {
  th: ['จุฬาลงกรณ์มหาวิทยาลัย', 'มหาวิทยาลัยเชียงใหม่', 'มหาวิทยาลัยขอนแก่น', 'มหาวิทยาลัยธรรมศาสตร์', 'มหาวิทยาลัยเกษตรศาสตร์', 'มหาวิทยาลัยสงขลานครินทร์', 'มหาวิทยาลัยรามคำแหง'],
  lo: ['ມະຫາວິທະຍາໄລແຫ່ງຊາດ', 'ມະຫາວິທະຍາໄລຈຳປາສັກ', 'ມະຫາວິທະຍາໄລສຸພານຸວົງ', 'ມະຫາວິທະຍາໄລສະຫວັນນະເຂດ', 'ວິທະຍາໄລເຕັກນິກວຽງຈັນ'],
  zh: ['云南大学', '昆明理工大学', '广西大学', '四川大学', '中山大学', '厦门大学', '云南师范大学'],
  en: ['National University of Laos', 'Chulalongkorn University', 'Mahidol University', 'Yunnan University', 'Asian Institute of Technology', 'Kasetsart University'],
};
const countryOfLanguage: Record<PostingLanguage, 'TH' | 'LA' | 'CN' | undefined> = { th: 'TH', lo: 'LA', 'zh-cn': 'CN', en: undefined };

const toolOf = zipf(tools, 0.6);
const traitOf = zipf(traits, 0.8);
const spokenOf = zipf(spokenLanguages, 1.2);
const dutyOf = zipf(duties);
const tradeOf = zipf(trades);
const majorOf = zipf(majors);
// past jobs per resume: a few none, most one to three
const experienceCountOf = zipf([1, 2, 0, 3, 4, 5], 1.1);

/** A seeker's specialties as they would write them: tools, a major, languages and traits, in their language. */
function specialtiesOf(random: () => number, key: TermKey): string {
  const items = new Set<string>();
  const count = 2 + Math.floor(random() * 4);
  for (let tries = 0; items.size < count && tries < count * 3; tries++) items.add(toolOf(random)[key]);
  const skills = [...items];
  const major = majorOf(random)[key];
  const spoken = spokenOf(random)[key];
  const trait = traitOf(random)[key];
  switch (key) {
    case 'th':
      return `ทักษะ ${skills.join(' ')} จบสาขา${major} พูด${spoken}ได้ ${trait}`;
    case 'lo':
      return `ທັກສະ ${skills.join(' ')} ຈົບສາຂາ${major} ເວົ້າ${spoken}ໄດ້ ${trait}`;
    case 'zh':
      return `熟练掌握${skills.join('、')}，${major}专业，会${spoken}，${trait}`;
    case 'en':
      return `Skilled in ${skills.join(', ')}. Studied ${major}; speaks ${spoken}; ${trait}.`;
  }
}

function descriptionOf(random: () => number, key: TermKey): string | null {
  if (random() < 0.2) return null;
  const duty = dutyOf(random)[key];
  const trade = tradeOf(random)[key];
  const tool = toolOf(random)[key];
  switch (key) {
    case 'th':
      return `${duty} ด้าน${trade} ใช้ ${tool}`;
    case 'lo':
      return `${duty} ດ້ານ${trade} ໃຊ້ ${tool}`;
    case 'zh':
      return `负责${duty}，${trade}行业，使用${tool}`;
    case 'en':
      return `${duty.charAt(0).toUpperCase()}${duty.slice(1)} in ${trade}, with ${tool}.`;
  }
}

const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Past jobs, newest first from `now` backwards: the latest running in six of ten, gaps between them. */
function experienceOf(random: () => number, language: PostingLanguage, industry: string, companies: (random: () => number) => Publisher, now: Date): ExperienceEntry[] {
  const key = keyOf(language);
  const entries: ExperienceEntry[] = [];
  let end = now.getUTCFullYear() * 12 + now.getUTCMonth() - (random() < 0.6 ? 0 : Math.floor(random() * 12));
  const count = experienceCountOf(random);
  for (let index = 0; index < count; index++) {
    const length = 6 + Math.floor(random() * 48);
    const start = end - length;
    entries.push({
      organisation: companies(random).company,
      title: titleOf(random, language, roleFor(random, { industry })),
      startMonth: monthOf(start),
      endMonth: index === 0 && end === now.getUTCFullYear() * 12 + now.getUTCMonth() ? null : monthOf(end),
      description: descriptionOf(random, key),
    });
    end = start - 1 - Math.floor(random() * 6);
  }
  return entries;
}

/** A resume's language: a quarter in each. */
export const resumeLanguageOf = (index: number): PostingLanguage => postingLanguages[index % postingLanguages.length]!;

/** Builds resumes for the places of the region table; `resumeOf(index, random)` is one seeker's resume in its language. */
export function resumeGenerator(places: ReturnType<typeof placesOf>, now: Date) {
  // past employers: the job bench's companies, a few common, most rare, in the resume's language
  const publishers = publishersOf(400, 1);
  const companiesOf = new Map(postingLanguages.map((language) => [language, zipf(publishers.filter((publisher) => publisher.language === language), 0.7)]));
  return (index: number, random: () => number): ResumeFields => {
    const language = resumeLanguageOf(index);
    const key = keyOf(language);
    const industry = industryOf(random);
    const country = countryOfLanguage[language] ?? pick(random, ['TH', 'LA', 'CN'] as const);
    const place = places[country](random);
    const education = 1 + Math.floor(random() * 5);
    const given = pick(random, givenNames[key]);
    const family = pick(random, familyNames[key]);
    return {
      avatar: null,
      name: key === 'zh' ? `${family}${given}` : `${given} ${family}`,
      gender: random() < 0.05 ? 0 : random() < 0.5 ? 1 : 2,
      age: 20 + Math.floor(random() * 35),
      university: education >= 3 || random() < 0.3 ? pick(random, universities[key]) : null,
      education: String(education),
      phone: `0${20 + Math.floor(random() * 80)}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`,
      email: `seeker${index}@example.com`,
      specialties: random() < 0.9 ? specialtiesOf(random, key) : null,
      experience: experienceOf(random, language, industry, companiesOf.get(language)!, now),
      provinceCode: place.provinceCode,
      districtCode: place.districtCode,
      industry,
      attachments: [],
      originalResume: null,
      searchable: random() >= 1 / 7,
    };
  };
}
