import type { FeatureTexts } from '../featureTexts';
import type { demoItemsEn } from './en';

export const demoItemsTh: FeatureTexts<typeof demoItemsEn> = {
  menus: { demoItems: 'รายการสาธิต' },
  demoItems: {
    name: 'รายการสาธิต',
    fields: {
      id: 'รหัส',
      name: 'ชื่อ',
      category: 'หมวดหมู่',
      price: 'ราคา',
      releaseDate: 'วันที่เผยแพร่',
      active: 'เปิดใช้งาน',
      cover: 'ภาพปก',
      description: 'รายละเอียด',
      createTime: 'เวลาสร้าง',
      updateTime: 'เวลาอัปเดต',
    },
    filters: {
      releaseDateFrom: 'วันที่เผยแพร่ ตั้งแต่',
      releaseDateTo: 'วันที่เผยแพร่ ถึง',
    },
    empty: { none: 'ยังไม่มีข้อมูล', filtered: 'ไม่มีข้อมูลที่ตรงกับตัวกรองนี้' },
    deleteConfirm: 'ลบ “%{name}” หรือไม่?',
    yes: 'ใช่',
    no: 'ไม่ใช่',
    upload: { choose: 'อัปโหลดไฟล์', remove: 'นำไฟล์ออก', failed: 'อัปโหลดไม่สำเร็จ' },
  },
};
