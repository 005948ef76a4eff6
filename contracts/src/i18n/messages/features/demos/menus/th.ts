import type { FeatureTexts } from '../../featureTexts';
import type { demosMenusEn } from './en';

export const demosMenusTh: FeatureTexts<typeof demosMenusEn> = {
  menus: {
    demo: {
      root: 'ตัวอย่าง',
      api: 'เอกสาร API',
      curd: 'เพิ่ม ลบ แก้ไข ค้นหา',
      dictionary: 'พจนานุกรม',
      icons: 'ไอคอน',
      iconSelector: 'ตัวเลือกไอคอน',
      multiLevel: 'เมนูหลายระดับ',
      level1: 'ระดับ 1',
      level2: 'ระดับ 2',
      level3a: 'ระดับ 3-1',
      level3b: 'ระดับ 3-2',
      routeParamA: 'พารามิเตอร์เส้นทาง A',
      routeParamB: 'พารามิเตอร์เส้นทาง B',
      signature: 'ลายเซ็น',
      tableSelect: 'เลือกจากตาราง',
      upload: 'อัปโหลด',
      richText: 'ตัวแก้ไขข้อความ',
      websocket: 'WebSocket',
    },
    actions: { demo: { query: 'ใช้ปลายทางตัวอย่าง' } },
  },
};
