import type { FeatureTexts } from '../../featureTexts';
import type { meetingsMailEn } from './en';

export const meetingsMailTh: FeatureTexts<typeof meetingsMailEn> = {
  meetingMail: {
    reserved: {
      subject: 'จองที่นั่งสำเร็จ: %{title}',
      body: 'เรียนคุณ %{name}\n\nที่นั่งของคุณในงานนัดพบแรงงาน %{title} ของ %{school} ได้รับการจองแล้ว\nเวลา: %{start} – %{end}\nสถานที่: %{place}\n\nคำเชิญในปฏิทินแนบมาพร้อมอีเมลนี้ หากคุณไม่สามารถเข้าร่วมได้ โปรดยกเลิกการจอง เพื่อให้ผู้ที่อยู่ในรายชื่อรอได้รับที่นั่งของคุณ\n\nJobMarket',
    },
    promoted: {
      subject: 'คุณได้รับที่นั่งแล้ว: %{title}',
      body: 'เรียนคุณ %{name}\n\nมีที่นั่งว่างในงานนัดพบแรงงาน %{title} ของ %{school} และลำดับของคุณในรายชื่อรอได้เปลี่ยนเป็นการจองแล้ว\nเวลา: %{start} – %{end}\nสถานที่: %{place}\n\nคำเชิญในปฏิทินแนบมาพร้อมอีเมลนี้ หากคุณไม่สามารถเข้าร่วมได้ โปรดยกเลิกการจอง\n\nJobMarket',
    },
    cancelled: {
      subject: 'ยกเลิกการจองแล้ว: %{title}',
      body: 'เรียนคุณ %{name}\n\nการจองของคุณสำหรับงานนัดพบแรงงาน %{title} ของ %{school} ในวันที่ %{start} ถูกยกเลิกแล้ว\nไฟล์ปฏิทินที่แนบมาจะลบกิจกรรมนี้ออกจากปฏิทินของคุณ\n\nJobMarket',
    },
    revoked: {
      footer: 'งานนัดพบแรงงาน %{title} ของ %{school} ในวันที่ %{start} ถูกยกเลิกแล้ว',
      calendarNote: 'ไฟล์ปฏิทินที่แนบมาจะลบกิจกรรมนี้ออกจากปฏิทินของคุณ',
    },
    eventTitle: 'งานนัดพบแรงงาน: %{title}',
    notices: {
      promoted: {
        title: 'คุณได้รับที่นั่งแล้ว: %{title}',
        content: 'มีที่นั่งว่าง และลำดับของคุณในรายชื่อรอได้เปลี่ยนเป็นการจองแล้ว: %{start}, %{place} คำเชิญในปฏิทินอยู่ในอีเมลของคุณ',
      },
      revoked: { title: 'ยกเลิกงานนัดพบแรงงาน: %{title}', content: '%{school} ได้ยกเลิกงานนัดพบแรงงาน %{title} ในวันที่ %{start}' },
    },
  },
};
