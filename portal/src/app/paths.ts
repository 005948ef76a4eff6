/** The signed-in area's addresses (spec §2: /dashboard and its children); links use these, never literals. */
export const dashboardPaths = {
  home: '/dashboard',
  profile: '/dashboard/profile',
  myNotice: '/dashboard/myNotice',
  unauthorized: '/dashboard/401',
  notFound: '/dashboard/404',
  /** The publisher's job form (jobs/publisher). */
  postJob: '/dashboard/jobs/new',
} as const;

/** The publisher's form for one of their jobs. */
export const editJobPath = (jobId: number) => `/dashboard/jobs/${jobId}/edit`;

/** The publisher's VIP membership (spec §2: /vip and its child vip-register, the view VipRegister). */
export const vipPaths = {
  home: '/vip',
  register: '/vip/vip-register',
} as const;

/** The job seeker's resumes (resumes context): their list, a new one. */
export const resumePaths = {
  mine: '/resumes',
  create: '/resumes/new',
} as const;

/** One of the seeker's resumes, and its form. */
export const resumePath = (resumeId: number) => `/resumes/${resumeId}`;
export const editResumePath = (resumeId: number) => `/resumes/${resumeId}/edit`;

/** The publishers' talent search (resumes/talent): approved publishers find resumes open to employers. */
export const talentPaths = {
  search: '/talent',
} as const;

/** One resume opened from the talent search. */
export const talentResumePath = (resumeId: number) => `/talent/${resumeId}`;

/** Applications (delivery orders): a job seeker's own, and those an approved publisher received on their jobs. */
export const deliveryPaths = {
  mine: '/applications',
  received: '/applications/received',
} as const;

/** The applications received on one of the publisher's jobs (the job card's applicant count links here). */
export const receivedForJobPath = (jobId: number) => `${deliveryPaths.received}?jobId=${jobId}`;

/** A school administrator's job fairs (meetings/school): their list and a new one. */
export const schoolMeetingPaths = {
  mine: '/school/meetings',
  create: '/school/meetings/new',
} as const;

/** The school's form for one of its job fairs, and the fair's reservation list. */
export const editSchoolMeetingPath = (meetingId: number) => `/school/meetings/${meetingId}/edit`;
export const schoolMeetingReservationsPath = (meetingId: number) => `/school/meetings/${meetingId}/reservations`;

/** A job seeker's job fairs (meetings/seeker): those they may join, and their reservations. */
export const seekerMeetingPaths = {
  upcoming: '/job-fairs',
  mine: '/job-fairs/mine',
} as const;

/** One job fair as a job seeker sees it: its details, reserve or cancel. */
export const seekerMeetingPath = (meetingId: number) => `/job-fairs/${meetingId}`;

/** Career counseling (counseling): the counselor directory, a seeker's sessions, and a counselor's own home. */
export const counselingPaths = {
  directory: '/counselors',
  mine: '/counselors/sessions',
  home: '/counselor',
} as const;

/** One counselor's page (profile, free slots, booking), and one session on the counselor's home. */
export const counselorPath = (counselorId: number) => `/counselors/${counselorId}`;
export const counselorOrderPath = (orderId: number) => `/counselor/orders/${orderId}`;
