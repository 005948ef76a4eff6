import type { FeatureTexts } from '../../featureTexts';
import type { jobsPortalEn } from './en';

export const jobsPortalTh: FeatureTexts<typeof jobsPortalEn> = {
  portal: {
    home: {
      searchLabel: 'ตำแหน่งงาน ทักษะ หรือคำค้นหา',
      searchPlaceholder: 'ตำแหน่งงาน ทักษะ หรือคำค้นหา',
      searchButton: 'ค้นหา',
      stats: { hotJobs: 'งานยอดนิยม', famousCompanies: 'บริษัทชื่อดัง', jobSeekers: 'ผู้หางาน' },
      hotJobsTitle: 'งานยอดนิยม',
      hotJobsSoon: 'ประกาศงานจะเปิดเร็วๆ นี้ ตำแหน่งแรกจะแสดงที่นี่ทันทีที่นายจ้างประกาศ',
      hotCompaniesTitle: 'บริษัทยอดนิยม',
      hotCompaniesSoon: 'หน้าบริษัทจะเปิดเร็วๆ นี้ พร้อมกับประกาศงานแรก',
      tipsTitle: 'เคล็ดลับอาชีพ',
    },
    tips: {
      resume: {
        title: 'หนึ่งหน้า หนึ่งเป้าหมาย',
        body: 'ปรับเรซูเม่ให้เข้ากับแต่ละงาน: วางประสบการณ์ที่ตรงกับประกาศไว้ก่อน และแสดงผลงานด้วยตัวเลข',
      },
      interview: {
        title: 'เตรียมสามเรื่องเล่า',
        body: 'ก่อนสัมภาษณ์ เตรียมเรื่องสั้นๆ สามเรื่องเกี่ยวกับปัญหาที่คุณเคยแก้ได้ ใช้ตอบคำถามส่วนใหญ่ได้',
      },
      salary: {
        title: 'รู้ช่วงเงินเดือน',
        body: 'ตรวจสอบว่างานที่คล้ายกันในเมืองของคุณได้เงินเดือนเท่าไร และบอกเป็นช่วงแทนตัวเลขเดียว',
      },
      firstJob: {
        title: 'งานแรกของคุณ',
        body: 'การฝึกงาน โครงงานในสถานศึกษา และงานอาสาสมัครนับเป็นประสบการณ์ อธิบายสิ่งที่คุณทำและสิ่งที่ได้เรียนรู้',
      },
    },
    search: {
      jobsTitle: 'ค้นหางาน',
      jobsResults: 'งาน',
      jobsSoon: 'ประกาศงานจะเปิดเร็วๆ นี้ นายจ้างกำลังลงทะเบียน ตำแหน่งของพวกเขาจะค้นหาได้ที่นี่',
      companiesTitle: 'ค้นหาบริษัท',
      companiesLabel: 'ชื่อบริษัทหรืออุตสาหกรรม',
      companiesResults: 'บริษัท',
      companiesSoon: 'หน้าบริษัทจะเปิดเร็วๆ นี้ นายจ้างที่ผ่านการอนุมัติจะค้นหาได้ที่นี่',
      resultsFor: 'ผลการค้นหา “%{keywords}”',
    },
  },
};
