import type { FeatureTexts } from '../../featureTexts';
import type { codegenMenusEn } from './en';

export const codegenMenusTh: FeatureTexts<typeof codegenMenusEn> = {
  menus: {
    codegen: 'ตัวสร้างโค้ด',
    actions: { codegen: { query: 'ดูและแสดงตัวอย่าง', edit: 'บันทึกการตั้งค่า', download: 'ดาวน์โหลดโค้ด' } },
  },
};
