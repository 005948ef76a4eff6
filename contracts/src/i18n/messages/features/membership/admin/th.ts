import type { FeatureTexts } from '../../featureTexts';
import type { membershipAdminEn } from './en';

export const membershipAdminTh: FeatureTexts<typeof membershipAdminEn> = {
  resources: {
    'vip-levels': {
      actions: { create: 'เพิ่มระดับสมาชิก', edit: 'แก้ไขระดับสมาชิก' },
      fields: { nameIn: 'ชื่อ (%{language})', priceIn: 'ราคา (%{currency})' },
      sections: { names: 'ชื่อในทุกภาษา', offer: 'ราคาและระยะเวลาใช้งาน', quotas: 'สิทธิ์ที่ได้รับในแต่ละรอบสมาชิก' },
      enabled: { yes: 'เปิดใช้งาน', no: 'ปิดใช้งาน' },
      empty: {
        none: 'ยังไม่มีระดับสมาชิก สร้างระดับที่ผู้ประกาศงานซื้อได้ เช่น Basic, Gold และ Platinum',
        filtered: 'ไม่มีระดับสมาชิกที่ตรงกับตัวกรองเหล่านี้',
      },
      show: { title: 'ระดับสมาชิก: %{name}' },
      deleteConfirm: 'ลบระดับสมาชิก “%{name}” หรือไม่? ผู้ประกาศงานจะเลือกระดับนี้ไม่ได้อีก ส่วนคำสั่งซื้อที่ส่งแล้วยังคงได้รับสิ่งที่ซื้อไว้',
      history: {
        events: { VipLevelCreated: 'สร้างระดับ', VipLevelUpdated: 'แก้ไขระดับ', VipLevelDeleted: 'ลบระดับ' },
      },
    },
    'vip-members': {
      empty: {
        none: 'ยังไม่มีผู้ประกาศงานซื้อสมาชิก VIP สมาชิกจะแสดงที่นี่เมื่อชำระคำสั่งซื้อแรกแล้ว',
        filtered: 'ไม่มีสมาชิก VIP ที่ตรงกับตัวกรองเหล่านี้',
      },
    },
    'vip-orders': {
      filters: { paidFrom: 'ชำระตั้งแต่', paidTo: 'ชำระถึง' },
      empty: {
        none: 'ยังไม่มีคำสั่งซื้อ VIP คำสั่งซื้อจะแสดงที่นี่เมื่อผู้ประกาศงานเลือกระดับในหน้า VIP',
        filtered: 'ไม่มีคำสั่งซื้อ VIP ที่ตรงกับตัวกรองเหล่านี้',
      },
      show: { title: 'คำสั่งซื้อ VIP %{orderNo}' },
      reason: 'เหตุผล',
      cancel: {
        title: 'ยกเลิกคำสั่งซื้อ %{orderNo}',
        content: '%{publisher} จะชำระคำสั่งซื้อนี้ไม่ได้อีก และคิวอาร์โค้ดจะถูกเพิกถอน เงินที่ยังโอนเข้ามาภายหลังจะถูกบันทึกไว้ให้เจ้าหน้าที่ตัดสินใจรับหรือคืนเงิน',
      },
      refund: {
        title: 'คืนเงินคำสั่งซื้อ %{orderNo}',
        content: 'คืนเงิน %{amount} ให้ %{publisher} หากคำสั่งซื้อนี้เปิดใช้สมาชิกไปแล้ว สมาชิกนั้นจะถูกเพิกถอนทันที',
      },
      acceptLatePayment: {
        title: 'รับการชำระเงินล่าช้าของคำสั่งซื้อ %{orderNo}',
        content: '%{publisher} ชำระ %{amount} หลังจากคำสั่งซื้อถูกยกเลิกแล้ว การรับเงินนี้จะเปิดใช้สมาชิกเหมือนชำระตรงเวลา',
      },
      flow: {
        ordered: '%{level} ราคา %{amount}',
        creditDays: 'ได้รับเครดิต %{smart_count} วันจากระดับปัจจุบัน',
        payBefore: 'ชำระก่อน %{time}',
        reference: 'เลขอ้างอิงคิวอาร์ %{reference}',
        expiresAt: 'ใช้ได้ถึง %{time}',
        providerTxId: 'เลขอ้างอิงผู้ให้บริการชำระเงิน %{providerTxId}',
        amount: 'จำนวนเงิน %{amount}',
        source: { webhook: 'ธนาคารแจ้งมา', query: 'พบจากการตรวจสอบสถานะ' },
        withdrawn: { refreshed: 'แทนที่ด้วยคิวอาร์โค้ดใหม่', orderClosed: 'เพิกถอนเมื่อปิดคำสั่งซื้อ' },
        cancelledBy: 'ยกเลิกโดย: %{by}',
        reason: 'เหตุผล: %{reason}',
      },
      history: {
        events: {
          VipOrderSubmitted: 'ส่งคำสั่งซื้อ',
          PaymentQrIssued: 'ออกคิวอาร์โค้ด',
          PaymentQrWithdrawn: 'เพิกถอนคิวอาร์โค้ด',
          PaymentProcessing: 'กำลังชำระเงิน',
          PaymentDeclined: 'การชำระเงินถูกปฏิเสธ',
          VipOrderPaid: 'ชำระแล้ว',
          LatePaymentReceived: 'ได้รับเงินหลังยกเลิก',
          LatePaymentAccepted: 'รับการชำระเงินล่าช้า',
          VipOrderCancelled: 'ยกเลิกคำสั่งซื้อ',
          VipOrderRefunded: 'คืนเงินแล้ว',
        },
      },
    },
    'vip-promotions': {
      empty: {
        none: 'ยังไม่มีงานแนะนำ ผู้ประกาศงานโปรโมตงานที่เผยแพร่แล้วได้ด้วยโควตาโฆษณาของสมาชิก',
        filtered: 'ไม่มีงานแนะนำที่ตรงกับตัวกรองเหล่านี้',
      },
      end: {
        title: 'สิ้นสุดการโปรโมต “%{position}”',
        content: 'งานนี้จะไม่ถูกแนะนำในผลการค้นหาและงานยอดนิยมอีกทันที',
        reason: 'เหตุผล (ไม่บังคับ)',
      },
    },
  },
  dashboard: {
    receivable: {
      title: 'ยอดรับรายเดือน',
      monthTotal: 'ชำระแล้วเดือนนี้',
      monthOrders: 'คำสั่งซื้อที่ชำระแล้วเดือนนี้ %{smart_count} รายการ',
      range: 'ช่วงเวลา',
      last7: '7 วัน',
      last30: '30 วัน',
      chartLabel: 'คำสั่งซื้อ VIP ที่ชำระแล้วรายวันตั้งแต่ %{from} ถึง %{to}',
      day: '%{day}: %{amount}, %{orders}',
      orders: '%{smart_count} คำสั่งซื้อ',
      empty: 'ไม่มีคำสั่งซื้อ VIP ที่ชำระในช่วงเวลานี้',
      viewOrders: 'ดูคำสั่งซื้อ VIP',
    },
  },
};
