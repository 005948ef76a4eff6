import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdTh: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {
    intro:
      'หน้ารายการ เพิ่ม แก้ไข และลบ ที่สมบูรณ์ของรายการสาธิต (read model demo_items_v1 สิทธิ์ sys:demo-item:*) สร้างจากคอมโพเนนต์ทั่วไปเท่านั้น ทุกการเปลี่ยนแปลงส่งผ่าน API เป็นคำสั่ง ส่วนรายการอ่านจาก projection',
    generated:
      'ไม่มีสิ่งใดทางซ้ายที่เขียนด้วยมือ: ตัวสร้างโค้ดเขียนมุมมองเหล่านี้ (admin/src/resources/demo-items) จากการตั้งค่าที่บันทึกไว้ของ demo_items_v1 รวมถึงสัญญา โมดูล API และ projection ที่อยู่เบื้องหลัง หน้านี้เพียงแค่แสดงมุมมองเหล่านั้นและซอร์สโค้ดของมัน',
    demo: 'มุมมองที่สร้างขึ้น',
    code: {
      title: 'ซอร์สโค้ดที่สร้างขึ้น',
      files: 'ไฟล์ที่สร้างขึ้น',
      file: 'ซอร์สโค้ดของ %{file}',
      following: 'แท็บจะตามมุมมองทางซ้าย: %{view}',
    },
    views: {
      list: 'รายการ',
      create: 'เพิ่ม',
      edit: 'แก้ไข',
      show: 'รายละเอียด',
    },
  },
};
