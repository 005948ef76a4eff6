import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsTh: FeatureTexts<typeof adminRebuildsEn> = {
  status: {
    rebuilds: {
      title: 'การสร้างใหม่',
      progressLabel: 'การสร้างใหม่ของ %{name}',
      building: 'กำลังสร้างใหม่ข้างตารางที่ใช้งานอยู่: %{processed} จาก %{total} เหตุการณ์ (%{percent})',
      buildingUncounted: 'กำลังสร้างใหม่ข้างตารางที่ใช้งานอยู่: %{processed} เหตุการณ์แล้ว',
      switching: 'กำลังสลับการอ่านไปยังตารางที่สร้างใหม่',
      startedAt: 'เริ่มเมื่อ %{time}',
    },
  },
};
