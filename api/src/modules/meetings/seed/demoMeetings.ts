import type { Locale, StudentScope } from '@jobmarket/contracts';

/**
 * The demo school's job fairs (issue 16, demo data): one in each state a school admin meets — an upcoming published
 * fair with seats taken and some left, a draft, an ended fair, a revoked one with its apology e-mail — and an online
 * talk open to every student whose seats ran out (a waitlist). Times are whole hours on the demo school's clock
 * (`DEMO_SCHOOL_ZONE`), counted in days from the seed's day; the seekers are demo job seekers
 * (api/src/modules/resumes/seed/demoResumes.ts).
 */
export interface DemoMeeting {
  /** How a test or a log line names it. */
  key: 'upcoming' | 'draft' | 'ended' | 'revoked' | 'allStudents';
  locale: Locale;
  title: string;
  /** Rich text, as the portal's editor writes it (the api sanitises it). */
  content: string;
  /** Days from the seed's day (negative: in the past) and the hours it runs, in the server's zone. */
  day: number;
  startHour: number;
  endHour: number;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  studentScope: StudentScope;
  /** Days from the seed's day the school created (and, unless a draft, published) it: before its end for an ended one. */
  createdDay: number;
  published: boolean;
  /** Demo seekers reserving, in order (seats first come, then the waitlist), and the day they did. */
  reservedBy: string[];
  reservedDay: number;
  /** Revoked with this apology e-mail (in the meeting's language). */
  apology?: { emailTitle: string; emailContent: string };
  /** The end timer's command ran (the fair is over). */
  ended?: boolean;
}

/**
 * The demo school is in Vientiane: its fairs start at 09:00 there whatever zone the server states times in (TIME_ZONE
 * defaults to UTC, where a 19:00 talk would be 02:00 for its students).
 */
export const DEMO_SCHOOL_ZONE = 'Asia/Vientiane';

/** The demo seekers who study at the demo school (declared on their profile); liwei and wangfang declare none. */
export const demoStudents = ['seeker', 'thanaphon', 'pimchanok', 'khamla', 'souksavanh'] as const;

export const demoMeetings: DemoMeeting[] = [
  {
    key: 'upcoming',
    locale: 'en',
    title: 'Campus Career Day: meet ten employers',
    content:
      '<p>Ten employers from Vientiane and Bangkok meet our final-year students: software, logistics and agriculture.</p><ul><li>Bring printed copies of your resume.</li><li>Short interviews on the spot from 10:00.</li></ul>',
    day: 6,
    startHour: 9,
    endHour: 12,
    location: 'Main hall, Building A',
    onlineUrl: null,
    capacity: 6,
    studentScope: 'ownSchool',
    createdDay: -4,
    published: true,
    reservedBy: ['seeker', 'thanaphon', 'khamla', 'souksavanh'],
    reservedDay: -2,
  },
  {
    key: 'draft',
    locale: 'lo',
    title: 'ງານນັດພົບນາຍຈ້າງ ປະຈຳເດືອນ',
    content: '<p>ພົບປະກັບບໍລິສັດທີ່ກຳລັງຮັບສະໝັກພະນັກງານ ແລະ ນັກສຶກສາຝຶກງານ.</p><p>ກະລຸນານຳເອົາຊີວະປະຫວັດມານຳ.</p>',
    day: 20,
    startHour: 13,
    endHour: 16,
    location: 'ຫ້ອງປະຊຸມໃຫຍ່ ຕຶກ B',
    onlineUrl: null,
    capacity: 40,
    studentScope: 'ownSchool',
    createdDay: -1,
    published: false,
    reservedBy: [],
    reservedDay: 0,
  },
  {
    key: 'ended',
    locale: 'en',
    title: 'Internship Fair: spring intake',
    content: '<p>Companies offering three- to six-month internships met students of every faculty.</p>',
    day: -21,
    startHour: 13,
    endHour: 16,
    location: 'Sports hall',
    onlineUrl: null,
    capacity: 20,
    studentScope: 'ownSchool',
    createdDay: -35,
    published: true,
    reservedBy: ['seeker', 'pimchanok', 'khamla'],
    reservedDay: -28,
    ended: true,
  },
  {
    key: 'revoked',
    locale: 'th',
    title: 'มหกรรมนัดพบแรงงาน สายงานไอที',
    content: '<p>บริษัทด้านซอฟต์แวร์และโทรคมนาคมร่วมพบนักศึกษาชั้นปีสุดท้าย</p><p>สัมภาษณ์งานได้ทันทีภายในงาน</p>',
    day: 10,
    startHour: 9,
    endHour: 15,
    location: 'หอประชุมใหญ่ อาคาร C',
    onlineUrl: null,
    capacity: 30,
    studentScope: 'ownSchool',
    createdDay: -6,
    published: true,
    reservedBy: ['thanaphon', 'pimchanok'],
    reservedDay: -3,
    apology: {
      emailTitle: 'ขออภัย: ยกเลิกมหกรรมนัดพบแรงงาน สายงานไอที',
      emailContent:
        'เรียนนักศึกษาทุกท่าน\n\nทางมหาวิทยาลัยขออภัยที่ต้องยกเลิกงานนัดพบแรงงานครั้งนี้ เนื่องจากหอประชุมปิดปรับปรุงกะทันหัน เราจะแจ้งวันจัดงานใหม่โดยเร็วที่สุด',
    },
  },
  {
    key: 'allStudents',
    locale: 'en',
    title: 'Online talk: starting a career in tech',
    content: '<p>Engineers from Siam Digital and Yunfan Tech on their first jobs, followed by questions. Open to every student.</p>',
    day: 3,
    startHour: 19,
    endHour: 20,
    location: null,
    onlineUrl: 'https://meet.jobmarket.example/career-talk',
    capacity: 2,
    studentScope: 'all',
    createdDay: -5,
    published: true,
    // two seats: the third seeker waits first in line
    reservedBy: ['liwei', 'wangfang', 'khamla'],
    reservedDay: -1,
  },
];
