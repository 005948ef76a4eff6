import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminDashboardEn } from './en';

export const adminDashboardTh: FeatureTexts<typeof adminDashboardEn> = {
  admin: {
    dashboard: {
      visitors: 'ผู้เข้าชม (UV)',
      pageViews: 'การดูหน้า (PV)',
      today: 'วันนี้',
      total: 'ทั้งหมด',
      growthUp: 'มากกว่าเมื่อวาน %{rate}',
      growthDown: 'น้อยกว่าเมื่อวาน %{rate}',
      growthFlat: 'เท่ากับเมื่อวาน',
      loadFailed: 'ไม่สามารถโหลดข้อมูลนี้ได้',
      retry: 'ลองอีกครั้ง',
      trend: {
        title: 'แนวโน้มการเข้าชม',
        last7: '7 วันล่าสุด',
        last30: '30 วันล่าสุด',
        range: 'ช่วงเวลา',
        pv: 'การดูหน้า',
        uv: 'ผู้เข้าชม',
        ip: 'ที่อยู่ IP',
        empty: 'ยังไม่มีการเข้าชมในช่วงเวลานี้',
        chartLabel: 'การดูหน้า ผู้เข้าชม และที่อยู่ IP ต่อวัน ตั้งแต่ %{from} ถึง %{to}',
      },
      notices: {
        title: 'ประกาศล่าสุด',
        empty: 'ยังไม่มีประกาศสำหรับคุณ',
        viewAll: 'ดูทั้งหมด',
        unread: 'ยังไม่อ่าน',
        publishedBy: 'เผยแพร่โดย %{name}',
        close: 'ปิด',
      },
    },
  },
};
