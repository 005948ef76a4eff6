import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminLogsEn } from './en';

export const adminLogsTh: FeatureTexts<typeof adminLogsEn> = {
  resources: {
    logs: {
      fields: {
        module: 'โมดูล',
        content: 'การดำเนินการ',
        operator: 'ผู้ดำเนินการ',
        requestUri: 'URI ของคำขอ',
        method: 'เมธอด',
        ip: 'ที่อยู่ IP',
        region: 'ภูมิภาค',
        browser: 'เบราว์เซอร์',
        os: 'ระบบปฏิบัติการ',
        executionTime: 'ระยะเวลา',
        createTime: 'เวลา',
        keywords: 'คำค้นหา',
        createTimeFrom: 'ตั้งแต่',
        createTimeTo: 'ถึง',
      },
      milliseconds: '%{ms} มิลลิวินาที',
      detailTitle: 'รายละเอียดการดำเนินการ',
      close: 'ปิด',
      empty: 'ไม่มีการดำเนินการที่ตรงกับตัวกรองนี้',
    },
    projections: {
      fields: {
        name: 'โปรเจกชัน',
        state: 'สถานะ',
        position: 'ตำแหน่ง',
        eventsProcessed: 'เหตุการณ์ที่ประมวลผลแล้ว',
        lagEvents: 'ความล่าช้า (เหตุการณ์)',
        lagSeconds: 'ความล่าช้า (วินาที)',
        lastError: 'ข้อผิดพลาดล่าสุด',
        deadLetters: 'ข้อความที่ล้มเหลว',
        updatedAt: 'อัปเดตเมื่อ',
      },
      states: { running: 'กำลังทำงาน', stopped: 'หยุดแล้ว' },
      refresh: 'รีเฟรช',
      autoRefresh: 'รีเฟรชทุก %{seconds} วินาทีขณะที่หน้านี้เปิดอยู่',
      seconds: '%{seconds} วินาที',
      noError: 'ไม่มี',
      empty: 'ไม่มีโปรเจกชันที่ลงทะเบียนไว้',
      loadFailed: 'ไม่สามารถโหลดสถานะโปรเจกชันได้',
    },
  },
};
