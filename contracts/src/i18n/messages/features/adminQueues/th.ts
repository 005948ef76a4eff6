import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesTh: FeatureTexts<typeof adminQueuesEn> = {
  status: {
    queues: {
      title: 'งานเบื้องหลัง',
      subtitle: 'ตัวจับเวลา อีเมล การแจ้งเตือน และการสรุปยอด งานที่ล้มเหลวทุกครั้งจะรออยู่ที่นี่ให้มีคนตรวจสอบ',
      loadFailed: 'ไม่สามารถโหลดคิวงานได้',
      failedLoadFailed: 'ไม่สามารถโหลดงานที่ล้มเหลวได้',
      empty: 'ไม่มีคิวงาน',
      paused: 'หยุดชั่วคราว',
      columns: {
        name: 'คิว',
        waiting: 'รอดำเนินการ',
        active: 'กำลังทำงาน',
        delayed: 'ตั้งเวลาไว้',
        completed: 'เสร็จสิ้น',
        failed: 'ล้มเหลว',
        job: 'งาน',
        error: 'ข้อผิดพลาด',
        attempts: 'จำนวนครั้งที่ลอง',
        failedAt: 'ล้มเหลวเมื่อ',
      },
      failedTitle: 'งานที่ล้มเหลวใน %{queue}',
      noFailed: 'ไม่มีงานที่ล้มเหลว',
      retry: 'ลองใหม่',
      discard: 'ทิ้ง',
      discardTitle: 'ทิ้งงานนี้หรือไม่?',
      discardConfirm: 'ทิ้งงาน %{job} (%{id}) หรือไม่? งานนี้จะไม่ถูกเรียกใช้อีก',
      retried: 'งานจะถูกเรียกใช้อีกครั้ง',
      discarded: 'ทิ้งงานแล้ว',
    },
  },
  menus: { actions: { queues: { edit: 'ลองใหม่หรือทิ้งงาน' } } },
};
