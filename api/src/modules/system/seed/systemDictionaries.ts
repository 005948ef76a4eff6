import type { TagType } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { deliveryDomainEn } from '@jobmarket/contracts/i18n/messages/features/delivery/domain/en';

/** A label in every language we serve; English is also the item's own label. */
interface Labels {
  en: string;
  'zh-cn': string;
  lo: string;
  th: string;
}

export interface DictionaryItemSeed {
  value: string;
  labels: Labels;
  tagType?: TagType;
}

export interface DictionarySeed {
  dictCode: string;
  name: string;
  remark: string;
  items: DictionaryItemSeed[];
}

const item = (value: string, en: string, zhCn: string, lo: string, th: string, tagType?: TagType): DictionaryItemSeed => ({
  value,
  labels: { en, 'zh-cn': zhCn, lo, th },
  ...(tagType ? { tagType } : {}),
});

/** The reference data the spec names (§3, §4); values are what the other contexts store, so they never change. */
export const systemDictionaries: DictionarySeed[] = [
  {
    dictCode: 'gender',
    name: 'Gender',
    remark: 'Users and resumes',
    items: [
      item('0', 'Secret', '保密', 'ບໍ່ເປີດເຜີຍ', 'ไม่ระบุ', 'info'),
      item('1', 'Male', '男', 'ຊາຍ', 'ชาย', 'primary'),
      item('2', 'Female', '女', 'ຍິງ', 'หญิง', 'danger'),
    ],
  },
  {
    dictCode: 'notice_type',
    name: 'Notice type',
    remark: 'Notices',
    items: [
      item('1', 'System upgrade', '系统升级', 'ການອັບເກຣດລະບົບ', 'อัปเกรดระบบ', 'success'),
      item('2', 'System maintenance', '系统维护', 'ການບຳລຸງຮັກສາລະບົບ', 'บำรุงรักษาระบบ', 'primary'),
      item('3', 'Security alert', '安全警告', 'ແຈ້ງເຕືອນຄວາມປອດໄພ', 'แจ้งเตือนความปลอดภัย', 'danger'),
      item('4', 'Holiday notice', '假期通知', 'ແຈ້ງການວັນພັກ', 'ประกาศวันหยุด', 'success'),
      item('5', 'Company news', '公司新闻', 'ຂ່າວບໍລິສັດ', 'ข่าวบริษัท', 'primary'),
      item('99', 'Other', '其他', 'ອື່ນໆ', 'อื่นๆ', 'info'),
    ],
  },
  {
    dictCode: 'notice_level',
    name: 'Notice level',
    remark: 'Notices',
    items: [
      item('L', 'Low', '低', 'ຕ່ຳ', 'ต่ำ', 'info'),
      item('M', 'Medium', '中', 'ປານກາງ', 'ปานกลาง', 'warning'),
      item('H', 'High', '高', 'ສູງ', 'สูง', 'danger'),
    ],
  },
  {
    dictCode: 'education',
    name: 'Education',
    remark: 'Jobs (required level) and resumes',
    items: [
      item('1', 'High school', '高中', 'ມັດທະຍົມປາຍ', 'มัธยมปลาย'),
      item('2', 'Associate degree', '大专', 'ອະນຸປະລິນຍາ', 'อนุปริญญา'),
      item('3', "Bachelor's degree", '本科', 'ປະລິນຍາຕີ', 'ปริญญาตรี'),
      item('4', "Master's degree", '硕士', 'ປະລິນຍາໂທ', 'ปริญญาโท'),
      item('5', 'Doctorate', '博士', 'ປະລິນຍາເອກ', 'ปริญญาเอก'),
    ],
  },
  {
    dictCode: 'industry',
    name: 'Industry',
    remark: 'Jobs and resumes',
    items: [
      item('internet', 'Internet and IT', '互联网/IT', 'ອິນເຕີເນັດ ແລະ ໄອທີ', 'อินเทอร์เน็ตและไอที'),
      item('finance', 'Finance and banking', '金融/银行', 'ການເງິນ ແລະ ທະນາຄານ', 'การเงินและการธนาคาร'),
      item('education', 'Education and training', '教育/培训', 'ການສຶກສາ ແລະ ການຝຶກອົບຮົມ', 'การศึกษาและการฝึกอบรม'),
      item('healthcare', 'Healthcare', '医疗/健康', 'ການແພດ ແລະ ສຸຂະພາບ', 'การแพทย์และสุขภาพ'),
      item('manufacturing', 'Manufacturing', '制造业', 'ການຜະລິດ', 'การผลิต'),
      item('retail', 'Retail and e-commerce', '零售/电商', 'ການຄ້າຍ່ອຍ ແລະ ການຄ້າອອນລາຍ', 'ค้าปลีกและอีคอมเมิร์ซ'),
      item('construction', 'Construction and real estate', '建筑/房地产', 'ການກໍ່ສ້າງ ແລະ ອະສັງຫາລິມະຊັບ', 'ก่อสร้างและอสังหาริมทรัพย์'),
      item('logistics', 'Logistics and transport', '物流/运输', 'ການຂົນສົ່ງ ແລະ ໂລຈິສຕິກ', 'โลจิสติกส์และการขนส่ง'),
      item('hospitality', 'Hospitality and tourism', '酒店/旅游', 'ການໂຮງແຮມ ແລະ ການທ່ອງທ່ຽວ', 'การโรงแรมและการท่องเที่ยว'),
      item('agriculture', 'Agriculture', '农业', 'ກະສິກຳ', 'เกษตรกรรม'),
      item('energy', 'Energy and mining', '能源/矿产', 'ພະລັງງານ ແລະ ບໍ່ແຮ່', 'พลังงานและเหมืองแร่'),
      item('media', 'Media and advertising', '传媒/广告', 'ສື່ ແລະ ການໂຄສະນາ', 'สื่อและโฆษณา'),
      item('public', 'Government and non-profit', '政府/非营利组织', 'ລັດຖະບານ ແລະ ອົງການບໍ່ຫວັງຜົນກຳໄລ', 'ภาครัฐและองค์กรไม่แสวงหากำไร'),
      item('other', 'Other', '其他', 'ອື່ນໆ', 'อื่นๆ'),
    ],
  },
  {
    dictCode: 'job_audit_status',
    name: 'Job audit status',
    remark: 'Jobs, publishers and delivery orders',
    items: [
      item('0', 'Pending review', '待审核', 'ລໍຖ້າກວດສອບ', 'รอตรวจสอบ', 'warning'),
      item('1', 'Approved', '已通过', 'ອະນຸມັດແລ້ວ', 'อนุมัติแล้ว', 'success'),
      item('2', 'Rejected', '已驳回', 'ຖືກປະຕິເສດ', 'ถูกปฏิเสธ', 'danger'),
      item('3', 'Invoice uploaded', '已上传发票', 'ອັບໂຫຼດໃບແຈ້ງໜີ້ແລ້ວ', 'อัปโหลดใบแจ้งหนี้แล้ว', 'primary'),
    ],
  },
  {
    dictCode: 'delivery_audit_type',
    name: 'Delivery audit type',
    remark: 'Delivery orders: which review a step is',
    items: [
      item('resume', 'Resume review', '简历审核', 'ກວດສອບຊີວະປະຫວັດ', 'ตรวจสอบเรซูเม่', 'primary'),
      item('employer', 'Employer review', '企业审核', 'ນາຍຈ້າງພິຈາລະນາ', 'นายจ้างพิจารณา', 'warning'),
      item('interview', 'Interview', '面试', 'ສຳພາດ', 'สัมภาษณ์', 'info'),
      item('joining', 'Onboarding', '入职', 'ເຂົ້າເຮັດວຽກ', 'เริ่มงาน', 'success'),
    ],
  },
  {
    dictCode: 'delivery_review_state',
    name: 'Delivery review state',
    remark: 'Delivery orders',
    items: [
      item('NotOnboarded', 'Not onboarded', '未入职', 'ຍັງບໍ່ໄດ້ເຂົ້າເຮັດວຽກ', 'ยังไม่เริ่มงาน', 'info'),
      item('PendingResumeReview', 'Pending resume review', '待简历审核', 'ລໍຖ້າກວດສອບຊີວະປະຫວັດ', 'รอตรวจสอบเรซูเม่', 'warning'),
      item('PendingEmployerReview', 'Pending employer review', '待企业审核', 'ລໍຖ້ານາຍຈ້າງພິຈາລະນາ', 'รอนายจ้างพิจารณา', 'warning'),
      item('PendingInterview', 'Pending interview', '待面试', 'ລໍຖ້າສຳພາດ', 'รอสัมภาษณ์', 'warning'),
      item('PendingOnboarding', 'Pending onboarding', '待入职', 'ລໍຖ້າເຂົ້າເຮັດວຽກ', 'รอเริ่มงาน', 'primary'),
      item('Onboarded', 'Onboarded', '已入职', 'ເຂົ້າເຮັດວຽກແລ້ວ', 'เริ่มงานแล้ว', 'success'),
      item('ResumeRejected', 'Resume rejected', '简历未通过', 'ຊີວະປະຫວັດບໍ່ຜ່ານ', 'เรซูเม่ไม่ผ่าน', 'danger'),
      item('EmployerRejected', 'Rejected by employer', '企业未通过', 'ນາຍຈ້າງປະຕິເສດ', 'นายจ้างปฏิเสธ', 'danger'),
      item('InterviewFailed', 'Interview failed', '面试未通过', 'ສຳພາດບໍ່ຜ່ານ', 'สัมภาษณ์ไม่ผ่าน', 'danger'),
      item('PendingUploadInvoice', 'Pending invoice upload', '待上传发票', 'ລໍຖ້າອັບໂຫຼດໃບແຈ້ງໜີ້', 'รออัปโหลดใบแจ้งหนี้', 'primary'),
    ],
  },
  {
    dictCode: 'delivery_reject_reason',
    name: 'Delivery reject reason',
    remark: 'Delivery orders: why an audit step refused a candidate (with free text)',
    // the words are the catalog's (delivery.rejectReasons), so a translation there reaches the seeded labels
    items: Object.keys(deliveryDomainEn.delivery.rejectReasons).map((key) => {
      const label = (locale: 'en' | 'zh-cn' | 'lo' | 'th') => translate(locale, `delivery.rejectReasons.${key}`);
      return item(key, label('en'), label('zh-cn'), label('lo'), label('th'), key === 'other' ? 'info' : 'warning');
    }),
  },
  {
    dictCode: 'meeting_student_scope',
    name: 'Meeting student scope',
    remark: 'Meetings: which students may reserve',
    items: [
      item('1', 'Own school students', '本校学生', 'ນັກສຶກສາຂອງໂຮງຮຽນຕົນເອງ', 'นักศึกษาของสถาบันตนเอง', 'primary'),
      item('2', 'All students', '全部学生', 'ນັກສຶກສາທັງໝົດ', 'นักศึกษาทั้งหมด', 'success'),
    ],
  },
  {
    dictCode: 'counseling_specialty',
    name: 'Counseling specialty',
    remark: 'Career counseling: what a counselor helps with (their profile, the directory filter)',
    items: [
      item('careerPlanning', 'Career planning', '职业规划', 'ການວາງແຜນອາຊີບ', 'การวางแผนอาชีพ', 'primary'),
      item('resumeWriting', 'Resume writing', '简历撰写', 'ການຂຽນຊີວະປະຫວັດ', 'การเขียนเรซูเม่', 'primary'),
      item('interviewPreparation', 'Interview preparation', '面试准备', 'ການກຽມຕົວສຳພາດ', 'การเตรียมตัวสัมภาษณ์', 'primary'),
      item('careerChange', 'Career change', '职业转型', 'ການປ່ຽນອາຊີບ', 'การเปลี่ยนสายอาชีพ', 'warning'),
      item('graduates', 'First job after graduation', '应届生求职', 'ວຽກທຳອິດຫຼັງຮຽນຈົບ', 'งานแรกหลังเรียนจบ', 'success'),
      item('salaryNegotiation', 'Salary negotiation', '薪资谈判', 'ການຕໍ່ລອງເງິນເດືອນ', 'การต่อรองเงินเดือน', 'info'),
      item('workingAbroad', 'Working abroad', '海外就业', 'ການເຮັດວຽກຕ່າງປະເທດ', 'การทำงานต่างประเทศ', 'info'),
      item('leadership', 'Leadership and management', '领导力与管理', 'ການເປັນຜູ້ນຳ ແລະ ການບໍລິຫານ', 'ภาวะผู้นำและการบริหาร', 'info'),
    ],
  },
];
