import type { FeatureTexts } from '../featureTexts';
import type { statsEn } from './en';

export const statsTh: FeatureTexts<typeof statsEn> = {
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
      users: {
        total: 'ผู้ใช้',
        active: 'ผู้ใช้งานรายเดือน',
        activeHint: 'จำนวนผู้ใช้ที่เข้าสู่ระบบในเดือนนี้',
        newThisMonth: 'ใหม่ในเดือนนี้: %{count}',
        lastMonth: 'เดือนที่แล้ว: %{count}',
        newGrowthUp: 'ผู้ใช้ใหม่มากกว่าเดือนที่แล้ว %{rate}',
        newGrowthDown: 'ผู้ใช้ใหม่น้อยกว่าเดือนที่แล้ว %{rate}',
        newGrowthFlat: 'ผู้ใช้ใหม่เท่ากับเดือนที่แล้ว',
        activeGrowthUp: 'ผู้ใช้งานมากกว่าเดือนที่แล้ว %{rate}',
        activeGrowthDown: 'ผู้ใช้งานน้อยกว่าเดือนที่แล้ว %{rate}',
        activeGrowthFlat: 'ผู้ใช้งานเท่ากับเดือนที่แล้ว',
        noComparison: 'ไม่มีข้อมูลเดือนที่แล้วให้เปรียบเทียบ',
        noUsers: 'ยังไม่มีผู้ใช้',
        noSignIns: 'ยังไม่มีผู้ใดเข้าสู่ระบบในเดือนนี้',
      },
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
  menus: {
    dashboard: 'แดชบอร์ด',
  },
};
