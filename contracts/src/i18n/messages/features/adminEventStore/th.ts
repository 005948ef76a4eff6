import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreTh: FeatureTexts<typeof adminEventStoreEn> = {
  status: {
    eventStore: {
      title: 'คลังเหตุการณ์',
      subtitle: 'การบันทึกไม่ต้องรอสิ่งใด แต่การอ่านต้องรอทุกการบันทึกที่ยังเปิดค้างอยู่ การบันทึกที่เปิดค้างนานกว่า %{seconds} วินาทีจะแสดงที่นี่',
      loadFailed: 'โหลดสถานะของคลังเหตุการณ์ไม่สำเร็จ',
      none: 'ไม่มีการบันทึกที่เปิดค้างนานกว่า %{seconds} วินาที: รายการและโปรเจกชันเป็นปัจจุบัน',
      notPostgres: 'KurrentDB จัดลำดับเอง จึงไม่มีการบันทึกที่เปิดค้างให้ติดตาม',
      stalled: 'รายการและโปรเจกชันจะไม่แสดงสิ่งที่ใหม่กว่าการบันทึกที่เก่าที่สุดด้านล่าง จนกว่าจะยืนยันหรือยกเลิก โปรดติดต่อผู้ที่รันอยู่ (มีชื่อการเชื่อมต่อแสดงไว้) หรือยุติใน PostgreSQL ด้วย pg_terminate_backend(pid)',
      seconds: '%{seconds} วินาที',
      unnamed: '(การเชื่อมต่อที่ไม่มีชื่อ)',
      columns: {
        pid: 'โพรเซส',
        application: 'การเชื่อมต่อ',
        state: 'สถานะ',
        age: 'เปิดมาแล้ว',
        transactionStart: 'เริ่มเมื่อ',
        queryStart: 'คำสั่งล่าสุด',
      },
    },
  },
};
