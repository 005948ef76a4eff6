import type { DeliveryState } from '@jobmarket/contracts';

/** Who takes a step of a demo order: the candidate (who delivered it), the job's resume auditor, its publisher, staff, or the timer. */
export type DemoActor = 'seeker' | 'auditor' | 'publisher' | 'staff' | 'timer';

/** A step `daysAgo` days before the seed's `now` (negative: still to come), at `hour` o'clock in the server's zone. */
interface At {
  daysAgo: number;
  hour?: number;
}

/** One step of a demo order, as a person (or the timer) takes it through the same handlers as the api. */
export type DemoStep = At &
  (
    | { action: 'approveResume' | 'acceptByEmployer'; by: 'auditor' | 'publisher' | 'staff'; remark?: string }
    | { action: 'rejectResume' | 'rejectByEmployer' | 'failInterview' | 'notJoin'; by: 'auditor' | 'publisher' | 'staff'; reasonCode: string; reason: string }
    /** The interview `inDays` after the step (at `interviewHour`). */
    | { action: 'scheduleInterview'; by: 'auditor' | 'publisher' | 'staff'; inDays: number; interviewHour: number; place: string; remark?: string }
    | { action: 'passInterview'; by: 'auditor' | 'publisher' | 'staff'; proofName: string; remark?: string }
    /** Joined on the day `onboardInDays` after the step. */
    | { action: 'join'; by: 'auditor' | 'publisher' | 'staff'; onboardInDays: number; remark?: string }
    | { action: 'leaveEarly'; by: 'auditor' | 'publisher' | 'staff'; reason: string }
    /** The timer's: runs at the guarantee's end (the step's own `daysAgo` is ignored; the order knows when). */
    | { action: 'elapseGuarantee'; by: 'timer' }
    | { action: 'uploadInvoice'; by: 'seeker' | 'staff'; invoiceName: string; remark?: string }
    | { action: 'withdraw'; by: 'seeker'; reason: string }
    | { action: 'reopen'; by: 'staff'; reason: string }
  );

export interface DemoOrder {
  /** A demo seeker of the resumes seed, delivering their default resume. */
  seeker: string;
  /** A published demo job, by its position. */
  position: string;
  deliveredDaysAgo: number;
  steps: DemoStep[];
  /** Where the order stands after its steps (the seed's test checks every state is there). */
  expected: DeliveryState;
}

const INTERVIEW_ROOM = { th: 'ห้องประชุม 12A อาคารสยามทาวเวอร์ กรุงเทพฯ', lo: 'ຫ້ອງປະຊຸມ 2, ສຳນັກງານໃຫຍ່ ນະຄອນຫຼວງວຽງຈັນ', zh: '深圳市南山区科技园云帆大厦 8 楼会议室', en: 'Video call (the link is in the invitation)' };

/**
 * Orders in every state of the table (issue 15, demo data), each through the steps a real order takes, placed in the
 * past so the dates read like a real flow: one went the whole way to an uploaded invoice (rescheduled once, the
 * guarantee elapsed by the timer's command), one failed its interview and was reopened by staff, then passed.
 */
export const demoDeliveryOrders: DemoOrder[] = [
  {
    seeker: 'thanaphon',
    position: 'วิศวกรซอฟต์แวร์อาวุโส',
    deliveredDaysAgo: 130,
    expected: 'Settled',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 129, remark: 'Ten years of backend work, matches the requirements.' },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 127, remark: 'ประสบการณ์ตรงกับตำแหน่ง ขอนัดสัมภาษณ์' },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 126, inDays: 4, interviewHour: 10, place: INTERVIEW_ROOM.th },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 124, inDays: 4, interviewHour: 14, place: INTERVIEW_ROOM.th, remark: 'ผู้สมัครขอเลื่อนเป็นช่วงบ่าย' },
      { action: 'passInterview', by: 'publisher', daysAgo: 120, hour: 17, proofName: 'interview-scorecard.pdf', remark: 'ผ่านการสัมภาษณ์ทั้งสองรอบ' },
      { action: 'join', by: 'publisher', daysAgo: 112, onboardInDays: 2 },
      { action: 'elapseGuarantee', by: 'timer', daysAgo: 0 },
      { action: 'uploadInvoice', by: 'seeker', daysAgo: 12, invoiceName: 'invoice-DO-siamdigital.pdf', remark: 'ใบแจ้งหนี้ค่าแนะนำผู้สมัคร' },
    ],
  },
  {
    seeker: 'liwei',
    position: '高级软件工程师',
    deliveredDaysAgo: 40,
    expected: 'PendingOnboarding',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 39 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 38, remark: '技术背景符合要求' },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 37, inDays: 4, interviewHour: 10, place: INTERVIEW_ROOM.zh },
      { action: 'failInterview', by: 'publisher', daysAgo: 33, hour: 18, reasonCode: 'noShow', reason: '候选人未按时参加面试' },
      // the candidate's train was cancelled (ticket shown): staff reopen the order, the interview is held again
      { action: 'reopen', by: 'staff', daysAgo: 31, reason: 'The candidate missed the interview because the train was cancelled; the railway notice was provided.' },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 30, inDays: 3, interviewHour: 15, place: INTERVIEW_ROOM.zh, remark: '重新安排面试' },
      { action: 'passInterview', by: 'publisher', daysAgo: 27, hour: 17, proofName: '面试评估表.pdf', remark: '面试通过，等待入职' },
    ],
  },
  { seeker: 'seeker', position: 'Senior Backend Engineer', deliveredDaysAgo: 1, expected: 'PendingResumeReview', steps: [] },
  {
    seeker: 'khamla',
    position: 'ວິສະວະກອນຊອບແວ',
    deliveredDaysAgo: 5,
    expected: 'PendingEmployerReview',
    steps: [{ action: 'approveResume', by: 'auditor', daysAgo: 4, remark: 'Solid Java and PostgreSQL experience.' }],
  },
  {
    seeker: 'wangfang',
    position: '数据分析师',
    deliveredDaysAgo: 10,
    expected: 'PendingInterview',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 9 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 8 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 2, inDays: 4, interviewHour: 10, place: INTERVIEW_ROOM.zh },
    ],
  },
  {
    seeker: 'souksavanh',
    position: 'ຜູ້ຈັດການສາງສິນຄ້າ',
    deliveredDaysAgo: 62,
    expected: 'Onboarded',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 61 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 59 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 58, inDays: 3, interviewHour: 9, place: INTERVIEW_ROOM.lo },
      { action: 'passInterview', by: 'publisher', daysAgo: 55, hour: 16, proofName: 'ຜົນການສຳພາດ.pdf' },
      { action: 'join', by: 'publisher', daysAgo: 42, onboardInDays: 2 },
    ],
  },
  {
    seeker: 'pimchanok',
    position: 'นักวิเคราะห์การเงิน',
    deliveredDaysAgo: 150,
    expected: 'PendingUploadInvoice',
    steps: [
      { action: 'approveResume', by: 'staff', daysAgo: 149 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 147 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 146, inDays: 5, interviewHour: 13, place: INTERVIEW_ROOM.th },
      { action: 'passInterview', by: 'auditor', daysAgo: 141, hour: 17, proofName: 'interview-result.pdf' },
      { action: 'join', by: 'publisher', daysAgo: 136, onboardInDays: 1 },
      { action: 'elapseGuarantee', by: 'timer', daysAgo: 0 },
    ],
  },
  {
    seeker: 'seeker',
    position: 'English Teacher',
    deliveredDaysAgo: 20,
    expected: 'ResumeRejected',
    steps: [{ action: 'rejectResume', by: 'auditor', daysAgo: 19, reasonCode: 'notQualified', reason: 'The school asks for a TEFL certificate, which the resume does not mention.' }],
  },
  {
    seeker: 'thanaphon',
    position: 'วิศวกรการผลิต',
    deliveredDaysAgo: 25,
    expected: 'EmployerRejected',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 24 },
      { action: 'rejectByEmployer', by: 'publisher', daysAgo: 22, reasonCode: 'experience', reason: 'ต้องการผู้มีประสบการณ์ในสายการผลิตยานยนต์' },
    ],
  },
  {
    seeker: 'khamla',
    position: 'ພະນັກງານບັນຊີ',
    deliveredDaysAgo: 18,
    expected: 'InterviewFailed',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 17 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 16 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 15, inDays: 3, interviewHour: 9, place: INTERVIEW_ROOM.lo },
      { action: 'failInterview', by: 'publisher', daysAgo: 12, hour: 16, reasonCode: 'notQualified', reason: 'ຍັງບໍ່ຄຸ້ນເຄີຍກັບມາດຕະຖານບັນຊີຂອງລາວ' },
    ],
  },
  {
    seeker: 'wangfang',
    position: '跨境电商运营专员',
    deliveredDaysAgo: 35,
    expected: 'NotOnboarded',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 34 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 33 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 32, inDays: 2, interviewHour: 14, place: INTERVIEW_ROOM.zh },
      { action: 'passInterview', by: 'publisher', daysAgo: 30, hour: 17, proofName: '面试记录.pdf' },
      { action: 'notJoin', by: 'publisher', daysAgo: 20, reasonCode: 'candidateDeclined', reason: '候选人接受了其他公司的录用' },
    ],
  },
  {
    seeker: 'souksavanh',
    position: 'ໄກດ໌ນຳທ່ຽວ',
    deliveredDaysAgo: 70,
    expected: 'NotOnboarded',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 69 },
      { action: 'acceptByEmployer', by: 'publisher', daysAgo: 68 },
      { action: 'scheduleInterview', by: 'publisher', daysAgo: 67, inDays: 2, interviewHour: 10, place: INTERVIEW_ROOM.lo },
      { action: 'passInterview', by: 'publisher', daysAgo: 65, hour: 15, proofName: 'ໃບປະເມີນ.pdf' },
      { action: 'join', by: 'publisher', daysAgo: 60, onboardInDays: 1 },
      { action: 'leaveEarly', by: 'publisher', daysAgo: 21, reason: 'ລາອອກເພື່ອໄປສຶກສາຕໍ່ຕ່າງປະເທດ' },
    ],
  },
  {
    seeker: 'liwei',
    position: '物流调度主管',
    deliveredDaysAgo: 6,
    expected: 'Withdrawn',
    steps: [
      { action: 'approveResume', by: 'auditor', daysAgo: 5 },
      { action: 'withdraw', by: 'seeker', daysAgo: 3, reason: '已决定留在现公司' },
    ],
  },
];
