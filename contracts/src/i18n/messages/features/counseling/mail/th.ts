import type { FeatureTexts } from '../../featureTexts';
import type { counselingMailEn } from './en';

export const counselingMailTh: FeatureTexts<typeof counselingMailEn> = {
  counselingMail: {
    eventTitle: 'ให้คำปรึกษาด้านอาชีพ: %{seeker} กับ %{counselor}',
    how: { online: 'ออนไลน์', inPerson: 'พบกันที่: %{place}' },
    details: 'รายการ: %{orderNo}\nเวลา: %{start} – %{end}\nรูปแบบ: %{how}',
    topic: 'หัวข้อ: %{topic}',
    reason: 'เหตุผล: %{reason}',
    refund: 'กำลังคืนเงินที่คุณชำระ %{amount} ให้คุณ',
    confirmed: {
      subject: 'ยืนยันนัดหมายให้คำปรึกษาแล้ว: %{start}',
      body: 'เรียน %{name}\n\nนัดหมายให้คำปรึกษาด้านอาชีพของคุณกับ %{with} ได้รับการยืนยันแล้ว\n\n%{details}\n\nแนบคำเชิญปฏิทินมาด้วยแล้ว คุณสามารถยกเลิกหรือเปลี่ยนเวลาได้ที่ "นัดหมายของฉัน" จนถึง %{hours} ชั่วโมงก่อนเริ่ม\n\nJobMarket',
    },
    booked: {
      subject: 'มีนัดหมายให้คำปรึกษาใหม่: %{start}',
      body: 'เรียน %{name}\n\n%{with} ได้จองการให้คำปรึกษาด้านอาชีพกับคุณ\n\n%{details}\n\nแนบคำเชิญปฏิทินมาด้วยแล้ว ดูตารางของคุณได้ที่หน้าหลักของที่ปรึกษา\n\nJobMarket',
    },
    rescheduled: {
      subject: 'เปลี่ยนเวลานัดหมายให้คำปรึกษา: %{start}',
      body: 'เรียน %{name}\n\nนัดหมายให้คำปรึกษาด้านอาชีพของคุณกับ %{with} ถูกย้ายไปเวลาใหม่ (เดิมคือ %{previous})\n\n%{details}\n\nไฟล์ปฏิทินที่แนบมาจะปรับเวลาในปฏิทินของคุณ\n\nJobMarket',
    },
    cancelled: {
      subject: 'ยกเลิกนัดหมายให้คำปรึกษา: %{start}',
      body: 'เรียน %{name}\n\nนัดหมายให้คำปรึกษาด้านอาชีพของคุณกับ %{with} เมื่อ %{start} ถูกยกเลิกแล้ว\n\n%{details}\n\nไฟล์ปฏิทินที่แนบมาจะลบนัดหมายนี้ออกจากปฏิทินของคุณ\n\nJobMarket',
    },
    reminder: {
      subject: 'แจ้งเตือน: มีนัดให้คำปรึกษาพรุ่งนี้ %{start}',
      body: 'เรียน %{name}\n\nขอแจ้งเตือนนัดหมายให้คำปรึกษาด้านอาชีพของคุณกับ %{with}\n\n%{details}\n\nJobMarket',
    },
    notices: {
      awaitingPayment: { title: 'จองแล้ว: กรุณาชำระเงิน', content: 'นัดหมาย %{orderNo} กับ %{with} เมื่อ %{start} ถูกกันไว้ให้คุณจนถึง %{payBefore} กรุณาชำระเงินก่อนเวลานั้นเพื่อยืนยัน' },
      confirmed: { title: 'ยืนยันนัดหมายแล้ว', content: 'นัดหมาย %{orderNo} กับ %{with} เมื่อ %{start} ได้รับการยืนยันแล้ว คำเชิญปฏิทินอยู่ในอีเมลของคุณ' },
      booked: { title: 'มีการจองใหม่', content: '%{with} ได้จองนัดหมาย %{orderNo} กับคุณเมื่อ %{start}' },
      expired: { title: 'การจองหมดอายุ', content: 'นัดหมาย %{orderNo} กับ %{with} เมื่อ %{start} ไม่ได้ชำระเงินทันเวลา ช่วงเวลานั้นถูกปล่อยคืนแล้ว' },
      rescheduled: { title: 'เปลี่ยนเวลานัดหมาย', content: 'นัดหมาย %{orderNo} กับ %{with} ถูกย้ายไปเป็น %{start}' },
      cancelled: { title: 'ยกเลิกนัดหมาย', content: 'นัดหมาย %{orderNo} กับ %{with} เมื่อ %{start} ถูกยกเลิกแล้ว' },
      completed: { title: 'การให้คำปรึกษาเป็นอย่างไรบ้าง?', content: 'นัดหมาย %{orderNo} กับ %{with} เสร็จสิ้นแล้ว ให้คะแนนได้ที่ "นัดหมายของฉัน" เพื่อช่วยผู้หางานคนอื่น' },
      reminder: { title: 'มีนัดหมายพรุ่งนี้', content: 'แจ้งเตือน: นัดหมาย %{orderNo} กับ %{with} เมื่อ %{start}' },
    },
  },
};
