import type { AvailabilityForm, ConsultPaymentStatus, ConsultStatus, CounselorFormInput, Locale, SessionMode } from '@jobmarket/contracts';

/**
 * Career counseling demo data (issue 17): three counselors — accounts with the COUNSELOR role, a profile in the
 * languages they speak, weekly openings on their own clock and a day off — and consult orders of the demo job seekers
 * (api/src/modules/resumes/seed/demoResumes.ts) in every booking status, free and paid through the simulated bank.
 * Slots are named by the counselor's open days counted from the seed's day, so the data reads the same whatever day
 * the seed runs on (see `DemoSlot`).
 */
export interface DemoCounselor {
  username: string;
  /** The account's nickname (and the profile's name). */
  nickname: string;
  /** The language the counselor's notices are written in. */
  locale: Locale;
  profile: Omit<CounselorFormInput, 'userId' | 'avatarUrl' | 'name'>;
  availability: AvailabilityForm;
  /** The `openDay`-th day with openings after the seed's day (in the counselor's zone) is taken off. */
  dayOff: { openDay: number; reason: string };
}

/**
 * A slot of a counselor: the `slot`-th session (0-based, in the order of the day's openings, each cut into
 * `sessionMinutes` from its start) of the `openDay`-th day with openings counted from the seed's day in the counselor's
 * zone — 1 the next such day after today, -1 the last one before today; the day off is skipped either way.
 */
export interface DemoSlot {
  openDay: number;
  slot: number;
}

export type DemoConsultKey =
  | 'pendingPayment'
  | 'confirmedFree'
  | 'confirmedPaid'
  | 'completedRated'
  | 'completedFreeRated'
  | 'cancelledBySeeker'
  | 'cancelledByCounselor'
  | 'noShow'
  | 'expired'
  | 'awaitingCompletion';

export interface DemoConsultOrder {
  /** How the seed's test and the e2e name it. */
  key: DemoConsultKey;
  /** A demo job seeker, booking in their own language. */
  seeker: string;
  counselor: string;
  /** The slot booked; `latestOver`: the latest session of the counselor that ended before the seed ran. */
  slot: DemoSlot | 'latestOver';
  /** Days before the seed it was booked (0: at the seed's time); always before the session. */
  bookedDaysAgo: number;
  mode: SessionMode;
  topic: string | null;
  /** Paid in the simulated bank (QR, pay, signed webhook) this many minutes after booking. */
  paidAfterMinutes?: number;
  /** Rescheduled by the seeker to this slot `daysAgo` days before the seed. */
  reschedule?: { to: DemoSlot; daysAgo: number };
  /** Cancelled `daysAgo` days before the seed, by the seeker (before the notice period) or the counselor. */
  cancel?: { by: 'seeker' | 'counselor'; daysAgo: number; reason: string | null };
  /** The counselor marks it this many minutes after the session's end. */
  outcome?: { action: 'complete' | 'markNoShow'; minutesAfterEnd: number; notes?: string };
  /** The seeker's rating, hours after the session's end. */
  rating?: { rating: number; comment: string | null; hoursAfterEnd: number };
  /** Left unpaid: the payment time limit's timer expires it. */
  expires?: boolean;
  expected: { status: ConsultStatus; paymentStatus: ConsultPaymentStatus };
}

/** Whole kip, as the demo VIP levels are priced (`currency.code` LAK). */
export const demoCounselors: DemoCounselor[] = [
  {
    username: 'counselor',
    nickname: 'Bounmy Phommachanh',
    locale: 'lo',
    profile: {
      title: 'Career counselor, former HR manager',
      specialties: ['careerPlanning', 'interviewPreparation', 'salaryNegotiation'],
      languages: ['lo', 'th', 'en'],
      biographies: {
        lo: 'ອະດີດຜູ້ຈັດການຝ່າຍບຸກຄະລາກອນ 12 ປີ ໃນທະນາຄານ ແລະ ບໍລິສັດໂທລະຄົມ. ຊ່ວຍທ່ານວາງແຜນອາຊີບ, ກຽມຕົວສຳພາດ ແລະ ຕໍ່ລອງເງິນເດືອນ.',
        th: 'อดีตผู้จัดการฝ่ายบุคคล 12 ปีในธนาคารและบริษัทโทรคมนาคม ช่วยวางแผนอาชีพ เตรียมสัมภาษณ์งาน และต่อรองเงินเดือน',
        en: 'Twelve years as an HR manager in banking and telecoms in Vientiane. I help you plan your next step, prepare for interviews and negotiate your salary.',
      },
      price: 150_000,
      sessionMinutes: 60,
      modes: ['online', 'inPerson'],
      place: 'JobMarket office, Lane Xang Avenue, Vientiane',
      status: 'active',
    },
    availability: {
      timeZone: 'Asia/Vientiane',
      weekly: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, from: '09:00', to: '12:00' },
        { weekday, from: '14:00', to: '17:00' },
      ]).concat([{ weekday: 6, from: '09:00', to: '12:00' }]),
    },
    dayOff: { openDay: 4, reason: 'Training workshop in Luang Prabang' },
  },
  {
    username: 'malee',
    nickname: 'มาลี ศรีสุข',
    locale: 'th',
    profile: {
      title: 'นักแนะแนวอาชีพสำหรับนักศึกษาจบใหม่',
      specialties: ['graduates', 'resumeWriting'],
      languages: ['th', 'en'],
      biographies: {
        th: 'แนะแนวนักศึกษาจบใหม่มาแล้วกว่า 500 คน ช่วยเขียนเรซูเม่ให้โดดเด่น และหางานแรกที่ใช่ ปรึกษาฟรีทุกครั้ง',
        en: 'I have guided more than 500 new graduates in Bangkok: a resume that stands out and a first job that fits. Sessions are free.',
      },
      price: 0,
      sessionMinutes: 45,
      modes: ['online'],
      place: null,
      status: 'active',
    },
    availability: {
      timeZone: 'Asia/Bangkok',
      weekly: [
        { weekday: 1, from: '18:00', to: '21:00' },
        { weekday: 3, from: '18:00', to: '21:00' },
        { weekday: 5, from: '18:00', to: '21:00' },
        { weekday: 6, from: '10:00', to: '16:00' },
        { weekday: 0, from: '10:00', to: '13:00' },
      ],
    },
    dayOff: { openDay: 2, reason: 'วันหยุดส่วนตัว' },
  },
  {
    username: 'zhangmin',
    nickname: '张敏',
    locale: 'zh-cn',
    profile: {
      title: '跨境职业发展顾问',
      specialties: ['workingAbroad', 'careerChange', 'leadership'],
      languages: ['zh-cn', 'en'],
      biographies: {
        'zh-cn': '曾在深圳和曼谷的跨国企业负责招聘十年，帮助求职者规划海外就业、职业转型和管理岗位晋升。',
        en: 'Ten years of recruiting for multinational companies in Shenzhen and Bangkok. I help with working abroad, changing careers and stepping into management.',
      },
      price: 250_000,
      sessionMinutes: 60,
      modes: ['online'],
      place: null,
      status: 'active',
    },
    availability: {
      timeZone: 'Asia/Shanghai',
      weekly: [
        { weekday: 2, from: '19:00', to: '22:00' },
        { weekday: 4, from: '19:00', to: '22:00' },
        { weekday: 6, from: '09:00', to: '12:00' },
        { weekday: 0, from: '09:00', to: '12:00' },
      ],
    },
    dayOff: { openDay: 3, reason: '出差' },
  },
];

/**
 * One consult order in each booking status (two completed: one paid, one free), the refunded one among them, and
 * `awaitingCompletion`: the demo `seeker`'s paid session with `counselor` that has just ended and waits for the
 * counselor to mark it (the e2e completes and rates it — a booking made in the browser starts an hour ahead at the
 * soonest, and the product's clock does not move).
 */
export const demoConsultOrders: DemoConsultOrder[] = [
  {
    key: 'pendingPayment',
    seeker: 'liwei',
    counselor: 'zhangmin',
    slot: { openDay: 4, slot: 1 },
    bookedDaysAgo: 0,
    mode: 'online',
    topic: '想了解在泰国工作的签证和薪资情况',
    expected: { status: 'pendingPayment', paymentStatus: 'unpaid' },
  },
  {
    key: 'confirmedFree',
    seeker: 'thanaphon',
    counselor: 'malee',
    slot: { openDay: 3, slot: 2 },
    bookedDaysAgo: 2,
    mode: 'online',
    topic: 'อยากให้ช่วยดูเรซูเม่ก่อนสมัครงานตำแหน่งวิศวกรซอฟต์แวร์',
    expected: { status: 'confirmed', paymentStatus: 'notRequired' },
  },
  {
    key: 'confirmedPaid',
    seeker: 'khamla',
    counselor: 'counselor',
    slot: { openDay: 2, slot: 0 },
    bookedDaysAgo: 5,
    mode: 'inPerson',
    topic: 'ກຽມຕົວສຳພາດວຽກບັນຊີ ຢູ່ທະນາຄານ',
    paidAfterMinutes: 3,
    // the seeker moved it a day later, well before the notice period
    reschedule: { to: { openDay: 3, slot: 2 }, daysAgo: 3 },
    expected: { status: 'confirmed', paymentStatus: 'paid' },
  },
  {
    key: 'completedRated',
    seeker: 'souksavanh',
    counselor: 'counselor',
    slot: { openDay: -4, slot: 1 },
    bookedDaysAgo: 12,
    mode: 'online',
    topic: 'ຢາກປ່ຽນຈາກວຽກນຳທ່ຽວມາເຮັດວຽກດ້ານການຂົນສົ່ງ',
    paidAfterMinutes: 5,
    outcome: { action: 'complete', minutesAfterEnd: 5, notes: 'Strong logistics interest; suggested the warehouse supervisor openings and a forklift licence. Follow up in a month.' },
    rating: { rating: 5, comment: 'ຄຳແນະນຳດີຫຼາຍ ເຂົ້າໃຈງ່າຍ ຂອບໃຈຫຼາຍໆ', hoursAfterEnd: 3 },
    expected: { status: 'completed', paymentStatus: 'paid' },
  },
  {
    key: 'completedFreeRated',
    seeker: 'pimchanok',
    counselor: 'malee',
    slot: { openDay: -2, slot: 0 },
    bookedDaysAgo: 9,
    mode: 'online',
    topic: 'เตรียมตัวสัมภาษณ์งานนักวิเคราะห์การเงิน',
    outcome: { action: 'complete', minutesAfterEnd: 2, notes: 'Practised the case questions; needs shorter answers about her internship.' },
    rating: { rating: 4, comment: 'ได้ฝึกตอบคำถามจริง มีประโยชน์มากค่ะ', hoursAfterEnd: 20 },
    expected: { status: 'completed', paymentStatus: 'notRequired' },
  },
  {
    key: 'cancelledBySeeker',
    seeker: 'wangfang',
    counselor: 'zhangmin',
    slot: { openDay: 5, slot: 0 },
    bookedDaysAgo: 6,
    mode: 'online',
    topic: '从数据分析转型做产品经理',
    paidAfterMinutes: 4,
    cancel: { by: 'seeker', daysAgo: 2, reason: '已经收到录用通知，暂时不需要咨询' },
    expected: { status: 'cancelledBySeeker', paymentStatus: 'refunded' },
  },
  {
    key: 'cancelledByCounselor',
    seeker: 'thanaphon',
    counselor: 'malee',
    slot: { openDay: 1, slot: 1 },
    bookedDaysAgo: 4,
    mode: 'online',
    topic: 'วางแผนหางานแรกหลังเรียนจบ',
    cancel: { by: 'counselor', daysAgo: 1, reason: 'ขออภัย ติดธุระด่วนในวันนั้น กรุณาจองเวลาใหม่ได้เลยค่ะ' },
    expected: { status: 'cancelledByCounselor', paymentStatus: 'notRequired' },
  },
  {
    key: 'noShow',
    seeker: 'liwei',
    counselor: 'zhangmin',
    slot: { openDay: -2, slot: 1 },
    bookedDaysAgo: 10,
    mode: 'online',
    topic: '准备物流主管岗位的面试',
    paidAfterMinutes: 6,
    outcome: { action: 'markNoShow', minutesAfterEnd: 10 },
    expected: { status: 'noShow', paymentStatus: 'paid' },
  },
  {
    key: 'expired',
    seeker: 'wangfang',
    counselor: 'counselor',
    slot: { openDay: 5, slot: 2 },
    bookedDaysAgo: 2,
    mode: 'online',
    topic: 'Salary expectations for an e-commerce role in Vientiane',
    expires: true,
    expected: { status: 'expired', paymentStatus: 'unpaid' },
  },
  {
    key: 'awaitingCompletion',
    seeker: 'seeker',
    counselor: 'counselor',
    slot: 'latestOver',
    bookedDaysAgo: 6,
    mode: 'online',
    topic: 'Moving from web development into a team lead role',
    paidAfterMinutes: 3,
    expected: { status: 'confirmed', paymentStatus: 'paid' },
  },
];
