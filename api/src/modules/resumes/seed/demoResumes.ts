import type { Locale, ResumeFormInput, ResumeTemplateId } from '@jobmarket/contracts';

/** A demo resume: the seeker's form without uploads, the template its PDF is generated with, whether it is the default. */
export type DemoResume = Omit<ResumeFormInput, 'avatarUrl' | 'attachmentUrls' | 'originalResumeUrl'> & {
  templateId: ResumeTemplateId;
  isDefault?: boolean;
  /** The language it is created and its PDF labelled in, when not the seeker's own (a second resume in Lao). */
  locale?: Locale;
};

/** A demo job seeker: the existing demo account `seeker`, or a new SEEKER account with this username. */
export interface DemoSeeker {
  username: string;
  nickname: string;
  /** The language they use the portal in: their resumes are created, and their PDFs labelled, in it. */
  locale: Locale;
  resumes: DemoResume[];
}

export const demoSeekers: DemoSeeker[] = [
  {
    username: 'seeker',
    nickname: 'Demo Seeker',
    locale: 'en',
    resumes: [
      {
        name: 'Daniel Keomany',
        gender: 1,
        age: 29,
        university: 'National University of Laos',
        education: '3',
        phone: '8562055501234',
        email: 'daniel.keomany@jobmarket.example',
        specialties:
          'Full-stack web development with TypeScript, React and Node.js; PostgreSQL schema design and query tuning; building multilingual (Lao, Thai, English) interfaces; mentoring junior developers; clear written English and fluent Thai.',
        experience: [
          {
            organisation: 'Mekong Digital Services',
            title: 'Senior Web Developer',
            startMonth: '2021-04',
            endMonth: null,
            description:
              'Lead developer of an online banking portal used by 120,000 customers in Laos. Moved the front end to React and TypeScript, cut page load times by half and introduced automated tests and code review for a team of six.',
          },
          {
            organisation: 'Vientiane Print Co.',
            title: 'Web Developer',
            startMonth: '2018-07',
            endMonth: '2021-03',
            description: 'Built the company’s online ordering system and its Lao/English catalogue; integrated local payment providers.',
          },
        ],
        provinceCode: 'LA-VT',
        districtCode: 'LA-VT-01',
        industry: 'internet',
        searchable: true,
        templateId: 'classic',
        isDefault: true,
      },
      {
        name: 'ດານຽນ ແກ້ວມະນີ',
        gender: 1,
        age: 29,
        university: 'ມະຫາວິທະຍາໄລແຫ່ງຊາດລາວ',
        education: '3',
        phone: '8562055501234',
        email: 'daniel.keomany@jobmarket.example',
        specialties: 'ພັດທະນາເວັບໄຊດ້ວຍ TypeScript ແລະ React, ອອກແບບຖານຂໍ້ມູນ PostgreSQL, ສ້າງລະບົບຫຼາຍພາສາ (ລາວ, ໄທ, ອັງກິດ).',
        experience: [
          {
            organisation: 'ບໍລິສັດ ແມ່ຂອງ ດິຈິຕອນ',
            title: 'ນັກພັດທະນາເວັບອາວຸໂສ',
            startMonth: '2021-04',
            endMonth: null,
            description: 'ນຳພາທີມພັດທະນາລະບົບທະນາຄານອອນລາຍ ທີ່ມີຜູ້ໃຊ້ 120,000 ຄົນ ໃນທົ່ວປະເທດລາວ.',
          },
          {
            organisation: 'ບໍລິສັດ ວຽງຈັນການພິມ',
            title: 'ນັກພັດທະນາເວັບ',
            startMonth: '2018-07',
            endMonth: '2021-03',
            description: 'ສ້າງລະບົບສັ່ງຊື້ອອນລາຍ ແລະ ລາຍການສິນຄ້າ ພາສາລາວ ແລະ ພາສາອັງກິດ.',
          },
        ],
        provinceCode: 'LA-VT',
        districtCode: 'LA-VT-01',
        industry: 'internet',
        searchable: false,
        templateId: 'skills',
        locale: 'lo',
      },
    ],
  },
  {
    username: 'thanaphon',
    nickname: 'ธนพล ศรีสวัสดิ์',
    locale: 'th',
    resumes: [
      {
        name: 'ธนพล ศรีสวัสดิ์',
        gender: 1,
        age: 32,
        university: 'จุฬาลงกรณ์มหาวิทยาลัย',
        education: '4',
        phone: '66812345678',
        email: 'thanaphon.s@jobmarket.example',
        specialties:
          'ออกแบบและพัฒนาระบบหลังบ้านด้วย Go และ Java สำหรับธนาคารและอีคอมเมิร์ซ ดูแลฐานข้อมูล PostgreSQL และ Redis ขนาดใหญ่ วางระบบ CI/CD บน Kubernetes และเป็นพี่เลี้ยงให้วิศวกรรุ่นใหม่',
        experience: [
          {
            organisation: 'บริษัท สยามดิจิทัล จำกัด',
            title: 'วิศวกรซอฟต์แวร์อาวุโส',
            startMonth: '2020-01',
            endMonth: null,
            description:
              'หัวหน้าทีมพัฒนาระบบชำระเงินออนไลน์ที่รองรับธุรกรรมกว่าหนึ่งล้านรายการต่อวัน ลดเวลาตอบสนองของระบบลงร้อยละ 40 และวางมาตรฐานการทดสอบอัตโนมัติ',
          },
          {
            organisation: 'ธนาคารกรุงเทพ',
            title: 'นักพัฒนาซอฟต์แวร์',
            startMonth: '2016-06',
            endMonth: '2019-12',
            description: 'พัฒนาแอปพลิเคชันธนาคารบนมือถือและบริการ API สำหรับคู่ค้า',
          },
        ],
        provinceCode: 'TH-10',
        districtCode: 'TH-1007',
        industry: 'finance',
        searchable: true,
        templateId: 'classic',
        isDefault: true,
      },
    ],
  },
  {
    username: 'pimchanok',
    nickname: 'พิมพ์ชนก วงศ์ใหญ่',
    locale: 'th',
    resumes: [
      {
        name: 'พิมพ์ชนก วงศ์ใหญ่',
        gender: 2,
        age: 24,
        university: 'มหาวิทยาลัยเชียงใหม่',
        education: '3',
        phone: '66898765432',
        email: 'pimchanok.w@jobmarket.example',
        specialties: 'การตลาดออนไลน์ การเขียนคอนเทนต์ภาษาไทยและภาษาอังกฤษ การดูแลลูกค้าโรงแรม และการประสานงานกิจกรรมท่องเที่ยว',
        experience: [
          {
            organisation: 'โรงแรมริมปิง เชียงใหม่',
            title: 'เจ้าหน้าที่การตลาด',
            startMonth: '2023-06',
            endMonth: null,
            description: 'ดูแลช่องทางโซเชียลมีเดียของโรงแรม วางแผนโปรโมชันร่วมกับบริษัทนำเที่ยว และเพิ่มยอดจองตรงขึ้นร้อยละ 25',
          },
          {
            organisation: 'การท่องเที่ยวแห่งประเทศไทย สำนักงานเชียงใหม่',
            title: 'นักศึกษาฝึกงาน',
            startMonth: '2022-06',
            endMonth: '2022-09',
            description: 'ช่วยจัดงานเทศกาลยี่เป็งและเขียนข่าวประชาสัมพันธ์',
          },
        ],
        provinceCode: 'TH-50',
        districtCode: 'TH-5001',
        industry: 'hospitality',
        searchable: false,
        templateId: 'graduate',
        isDefault: true,
      },
    ],
  },
  {
    username: 'khamla',
    nickname: 'ຄຳຫຼ້າ ພົມມະວົງ',
    locale: 'lo',
    resumes: [
      {
        name: 'ຄຳຫຼ້າ ພົມມະວົງ',
        gender: 2,
        age: 27,
        university: 'ມະຫາວິທະຍາໄລແຫ່ງຊາດລາວ',
        education: '3',
        phone: '8562099887766',
        email: 'khamla.p@jobmarket.example',
        specialties: 'ວາງແຜນການຂົນສົ່ງສິນຄ້າຂ້າມແດນ ລາວ-ໄທ-ຈີນ, ເອກະສານພາສີ, ບໍລິຫານສາງສິນຄ້າ, ເວົ້າພາສາໄທ ແລະ ພາສາຈີນໄດ້ດີ.',
        experience: [
          {
            organisation: 'ບໍລິສັດ ແມ່ຂອງ ໂລຈິສຕິກ ຈຳກັດ',
            title: 'ຜູ້ປະສານງານການຂົນສົ່ງ',
            startMonth: '2021-09',
            endMonth: null,
            description: 'ປະສານງານການຂົນສົ່ງສິນຄ້າທາງລົດໄຟ ລາວ-ຈີນ ແລະ ກະກຽມເອກະສານພາສີໃຫ້ລູກຄ້າຫຼາຍກວ່າ 40 ບໍລິສັດ.',
          },
          {
            organisation: 'ສາງສິນຄ້າ ທ່ານາແລ້ງ',
            title: 'ພະນັກງານສາງ',
            startMonth: '2019-03',
            endMonth: '2021-08',
            description: 'ກວດນັບ ແລະ ບັນທຶກສິນຄ້າເຂົ້າ-ອອກ ດ້ວຍລະບົບຄອມພິວເຕີ.',
          },
        ],
        provinceCode: 'LA-VT',
        districtCode: 'LA-VT-03',
        industry: 'logistics',
        searchable: true,
        templateId: 'classic',
        isDefault: true,
      },
    ],
  },
  {
    username: 'souksavanh',
    nickname: 'ສຸກສະຫວັນ ສີສຸວັນ',
    locale: 'lo',
    resumes: [
      {
        name: 'ສຸກສະຫວັນ ສີສຸວັນ',
        gender: 1,
        age: 23,
        university: 'ມະຫາວິທະຍາໄລສຸພານຸວົງ',
        education: '3',
        phone: '8562055667788',
        email: 'souksavanh.s@jobmarket.example',
        specialties: 'ບັນຊີ ແລະ ການເງິນ, ໂປຣແກຣມ Excel ແລະ QuickBooks, ການກະກຽມລາຍງານອາກອນ.',
        experience: [
          {
            organisation: 'ທະນາຄານພັດທະນາລາວ ສາຂາຫຼວງພະບາງ',
            title: 'ນັກສຶກສາຝຶກງານ ພະແນກບັນຊີ',
            startMonth: '2024-01',
            endMonth: '2024-04',
            description: 'ຊ່ວຍກະກຽມລາຍງານການເງິນປະຈຳເດືອນ ແລະ ກວດສອບໃບບິນ.',
          },
        ],
        provinceCode: 'LA-LP',
        districtCode: 'LA-LP-01',
        industry: 'finance',
        searchable: true,
        templateId: 'graduate',
        isDefault: true,
      },
    ],
  },
  {
    username: 'liwei',
    nickname: '李伟',
    locale: 'zh-cn',
    resumes: [
      {
        name: '李伟',
        gender: 1,
        age: 35,
        university: '云南大学',
        education: '4',
        phone: '8613812345678',
        email: 'li.wei@jobmarket.example',
        specialties:
          '十年 Java 与 Go 后端开发经验，熟悉微服务、分布式事务与高并发支付系统；精通 MySQL、PostgreSQL 与 Redis 调优；带领过十五人团队；能用英语和泰语进行日常沟通。',
        experience: [
          {
            organisation: '深圳云帆科技有限公司',
            title: '技术经理',
            startMonth: '2019-05',
            endMonth: null,
            description:
              '负责跨境支付平台的架构与交付，服务东南亚两万多家商户；主导从单体到微服务的迁移，系统可用性提升到 99.99%，交易峰值每秒五千笔。',
          },
          {
            organisation: '昆明滇池软件有限公司',
            title: '高级软件工程师',
            startMonth: '2015-03',
            endMonth: '2019-04',
            description: '开发旅游电商平台的订单与结算系统，对接泰国、老挝的酒店与旅行社接口。',
          },
          {
            organisation: '云南移动',
            title: '软件工程师',
            startMonth: '2012-07',
            endMonth: '2015-02',
            description: '参与计费系统的维护与性能优化。',
          },
        ],
        provinceCode: 'CN-53',
        districtCode: 'CN-5301',
        industry: 'internet',
        searchable: true,
        templateId: 'skills',
        isDefault: true,
      },
    ],
  },
  {
    username: 'wangfang',
    nickname: '王芳',
    locale: 'zh-cn',
    resumes: [
      {
        name: '王芳',
        gender: 2,
        age: 26,
        university: '广西民族大学',
        education: '3',
        phone: '8613987654321',
        email: 'wang.fang@jobmarket.example',
        specialties: '泰语专业八级，熟悉中泰贸易流程与外贸单证；能独立完成商务谈判口译与合同翻译。',
        experience: [
          {
            organisation: '南宁东盟商贸有限公司',
            title: '外贸业务员（泰国市场）',
            startMonth: '2022-07',
            endMonth: null,
            description: '开发泰国客户三十余家，负责报价、合同与跟单，年销售额一千二百万元。',
          },
        ],
        provinceCode: 'CN-45',
        districtCode: 'CN-4501',
        industry: 'retail',
        searchable: false,
        templateId: 'graduate',
        isDefault: true,
      },
    ],
  },
];
