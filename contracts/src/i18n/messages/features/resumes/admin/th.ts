import type { FeatureTexts } from '../../featureTexts';
import type { resumesAdminEn } from './en';

export const resumesAdminTh: FeatureTexts<typeof resumesAdminEn> = {
  resources: {
    resumes: {
      filters: {
        createdFrom: 'สร้างตั้งแต่',
        createdTo: 'สร้างถึง',
      },
      empty: {
        none: 'ยังไม่มีเรซูเม่ ผู้หางานเขียนเรซูเม่บนเว็บไซต์ และทุกฉบับจะแสดงที่นี่',
        filtered: 'ไม่มีเรซูเม่ที่ตรงกับตัวกรองเหล่านี้',
      },
      answers: { yes: 'ใช่', no: 'ไม่ใช่' },
      visibility: { searchable: 'เปิดให้นายจ้างดู', private: 'ส่วนตัว' },
      fields: { seekerId: 'ผู้หางาน' },
      show: { title: 'เรซูเม่: %{name}', seeker: '%{username} (รหัส %{id})' },
      tabs: { details: 'รายละเอียด', pdf: 'ไฟล์ PDF', recommendation: 'รายงานแนะนำ' },
      sections: {
        profile: 'ข้อมูลส่วนตัว',
        contact: 'ข้อมูลติดต่อ',
        background: 'การศึกษาและการทำงาน',
        experience: 'ประสบการณ์',
        files: 'ไฟล์',
        record: 'ข้อมูลการบันทึก',
      },
      avatar: { alt: 'รูปโปรไฟล์ของ %{name}', none: 'ไม่มีรูปโปรไฟล์' },
      experience: { none: 'ไม่ได้กรอกประสบการณ์', period: '%{from} ถึง %{to}' },
      files: {
        none: 'ไม่มี',
        open: 'เปิด %{name}',
        loading: 'กำลังโหลด %{name}…',
        loadFailed: 'โหลด %{name} ไม่สำเร็จ',
      },
      pdf: {
        title: 'ไฟล์ PDF เรซูเม่ของ %{name}',
        template: 'สร้างด้วยแม่แบบ “%{template}”',
        none: 'เรซูเม่นี้ยังไม่มีการสร้าง PDF ผู้หางานสร้าง PDF จากแม่แบบได้บนเว็บไซต์',
        loading: 'กำลังโหลด PDF…',
        loadFailed: 'โหลด PDF ไม่สำเร็จ',
        open: 'เปิดในแท็บใหม่',
      },
      recommendation: {
        none: 'ยังไม่มีรายงานแนะนำ',
        explain: 'ผู้หางานจะอ่านรายงานนี้ในเรซูเม่ของตน การบันทึกรายงานที่ว่างเปล่าจะลบรายงานออก',
        length: '%{count} / %{max} ตัวอักษร',
        save: 'บันทึกรายงาน',
      },
      history: {
        duplicatedFrom: 'คัดลอกมาจากเรซูเม่',
        entry: '%{title} ที่ %{organisation} (%{period})',
      },
    },
  },
  dashboard: {
    resumes: {
      title: 'เรซูเม่',
      total: 'เรซูเม่ทั้งหมด',
      newThisMonth: 'ใหม่เดือนนี้',
      range: 'ช่วงเวลา',
      last7: '7 วัน',
      last30: '30 วัน',
      chartLabel: 'เรซูเม่ใหม่รายวันตั้งแต่ %{from} ถึง %{to}',
      day: '%{day}: %{count}',
      count: 'เรซูเม่ใหม่ %{smart_count} ฉบับ',
      empty: 'ไม่มีเรซูเม่ใหม่ในช่วงเวลานี้',
      viewResumes: 'ดูเรซูเม่',
    },
  },
};
