import type { FeatureTexts } from '../../featureTexts';
import type { meetingsAdminEn } from './en';

export const meetingsAdminTh: FeatureTexts<typeof meetingsAdminEn> = {
  resources: {
    meetings: {
      name: 'งานนัดพบแรงงาน',
      fields: {
        waitlistCount: 'รายชื่อสำรอง',
        createTime: 'สร้างเมื่อ',
        seekerName: 'ผู้หางาน',
        school: 'สถานศึกษา',
        status: 'สถานะ',
        position: 'ลำดับสำรอง',
        reservedTime: 'จองเมื่อ',
      },
      filters: { from: 'ตั้งแต่', to: 'ถึง' },
      empty: {
        none: 'ยังไม่มีงานนัดพบแรงงาน สถานศึกษาสร้างได้ในพอร์ทัล หรือเพิ่มได้ที่นี่',
        filtered: 'ไม่มีงานนัดพบแรงงานที่ตรงกับตัวกรองนี้',
      },
      actions: { add: 'เพิ่มงานนัดพบแรงงาน', edit: 'แก้ไขงานนัดพบแรงงาน' },
      show: { title: 'งานนัดพบแรงงาน: %{title}' },
      sections: { meeting: 'งานนัดพบแรงงาน', where: 'วันเวลาและสถานที่', content: 'รายละเอียด', apology: 'อีเมลขออภัยที่ส่งแล้ว', reservations: 'การจอง' },
      counts: 'จองแล้ว %{reserved} จาก %{capacity} ที่นั่ง · รอ %{waitlisted} คน',
      form: {
        schoolHint: 'สถานศึกษาเจ้าของงานนี้ ซึ่งจัดการงานได้ในพอร์ทัลด้วย',
        timeZoneHint: 'เวลาตามเขตเวลา %{zone} ของแพลตฟอร์ม',
      },
      publish: {
        title: 'เผยแพร่งานนัดพบแรงงานหรือไม่?',
        content: 'เผยแพร่ "%{title}" หรือไม่? ผู้หางานที่มีสิทธิ์จะจองที่นั่งได้ทันที และจะแก้ไขงานไม่ได้อีก',
      },
      revoke: {
        title: 'เพิกถอนงานนัดพบแรงงาน "%{title}"',
        content: 'การเพิกถอนย้อนกลับไม่ได้: ผู้หางานจะไม่เห็นงานนี้อีกและจองไม่ได้อีกต่อไป',
        withPlaces: 'ผู้หางาน %{smart_count} คนมีที่นั่งหรืออยู่ในรายชื่อสำรอง และจะได้รับอีเมลขออภัยนี้ (ผู้ที่มีที่นั่งจะได้รับการยกเลิกในปฏิทินด้วย)',
        noPlaces: 'ยังไม่มีผู้จอง จึงไม่ต้องส่งอีเมล แต่ยังเขียนไว้เป็นหลักฐานได้',
        draftLoading: 'กำลังโหลดอีเมลขออภัยในภาษาของสถานศึกษา…',
        draftFailed: 'โหลดอีเมลขออภัยที่เตรียมไว้ไม่ได้ กรุณาเขียนที่นี่',
        confirm: 'เพิกถอน',
      },
      reservations: {
        title: 'การจอง',
        all: 'ทั้งหมด',
        empty: 'ยังไม่มีผู้จองที่นั่ง',
        emptyFiltered: 'ไม่มีการจองที่มีสถานะนี้',
        loadFailed: 'โหลดรายการจองไม่ได้',
        correctSchool: 'แก้ไขสถานศึกษา',
      },
      studentSchool: {
        title: 'สถานศึกษาของ %{name}',
        label: 'สถานศึกษา',
        none: 'ไม่มีสถานศึกษา',
        hint: 'งานนัดพบแรงงานสำหรับนักศึกษาของสถานศึกษาเดียวรับเฉพาะผู้หางานของสถานศึกษานั้น',
        save: 'บันทึกสถานศึกษา',
        saved: 'บันทึกสถานศึกษาแล้ว',
        failed: 'บันทึกสถานศึกษาไม่ได้',
        loadFailed: 'โหลดสถานศึกษาไม่ได้',
      },
      history: {
        events: {
          MeetingCreated: 'สร้างแล้ว',
          MeetingEdited: 'แก้ไขแล้ว',
          MeetingPublished: 'เผยแพร่แล้ว',
          MeetingRevoked: 'เพิกถอนแล้ว',
          MeetingEnded: 'สิ้นสุดแล้ว',
          SeatReserved: 'จองที่นั่งแล้ว',
          SeatWaitlisted: 'อยู่ในรายชื่อสำรอง',
          ReservationCancelled: 'ยกเลิกการจองแล้ว',
        },
        seeker: 'ผู้หางาน #%{id}',
        promoted: 'ผู้หางาน #%{id} ได้ที่นั่งจากรายชื่อสำรอง',
        waitlisted: 'ผู้หางาน #%{id} ลำดับสำรองที่ %{position}',
        apology: 'อีเมลขออภัย: %{title}',
      },
    },
  },
  menus: {
    meetings: 'งานนัดพบแรงงาน',
    actions: { student: 'แก้ไขสถานศึกษาของนักศึกษา' },
  },
  status: {
    mailOutbox: {
      title: 'กล่องอีเมลขาออก (สำหรับพัฒนา)',
      subtitle: 'เมื่อไม่ได้ตั้งค่า SMTP_URL อีเมลจะถูกเก็บไว้ที่นี่แทนการส่ง: ใหม่สุดก่อน พร้อมไฟล์แนบ',
      loadFailed: 'โหลดกล่องอีเมลขาออกไม่ได้',
      empty: 'ไม่มีอีเมลในกล่องขาออก',
      columns: { time: 'ส่งเมื่อ', recipient: 'ถึง', subject: 'หัวเรื่อง', body: 'ข้อความ', attachments: 'ไฟล์แนบ' },
      showBody: 'แสดงข้อความ',
      hideBody: 'ซ่อนข้อความ',
      noSubject: '(ไม่มีหัวเรื่อง)',
      downloadFailed: 'ดาวน์โหลดไฟล์แนบไม่ได้',
    },
  },
};
