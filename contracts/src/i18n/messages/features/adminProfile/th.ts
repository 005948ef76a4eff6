import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminProfileEn } from './en';

export const adminProfileTh: FeatureTexts<typeof adminProfileEn> = {
  admin: {
    profile: {
      userMenu: 'โปรไฟล์',
      account: {
        title: 'ข้อมูลบัญชี',
        avatar: 'รูปโปรไฟล์ของ %{name}',
        notSet: 'ยังไม่ได้ตั้งค่า',
        edit: 'แก้ไข',
        editTitle: 'แก้ไขข้อมูลบัญชี',
        saved: 'แก้ไขสำเร็จ',
      },
      security: {
        title: 'การตั้งค่าความปลอดภัย',
        password: {
          label: 'รหัสผ่าน',
          description: 'เปลี่ยนรหัสผ่านเป็นประจำเพื่อให้บัญชีของคุณปลอดภัย',
          change: 'เปลี่ยนรหัสผ่าน',
          oldPassword: 'รหัสผ่านปัจจุบัน',
          newPassword: 'รหัสผ่านใหม่',
          confirmPassword: 'ยืนยันรหัสผ่านใหม่',
          sessionNote: 'คุณยังคงลงชื่อเข้าใช้อยู่ที่นี่ ส่วนเซสชันอื่นทั้งหมดของบัญชีจะถูกออกจากระบบและต้องลงชื่อเข้าใช้ด้วยรหัสผ่านใหม่',
          changed: 'เปลี่ยนรหัสผ่านแล้ว',
        },
        mobile: {
          label: 'เบอร์โทรศัพท์',
          bind: 'ผูกเบอร์โทรศัพท์',
          change: 'เปลี่ยนเบอร์โทรศัพท์',
          unbound: 'ยังไม่ได้ผูกเบอร์โทรศัพท์',
          field: 'เบอร์โทรศัพท์',
        },
        email: {
          label: 'อีเมล',
          bind: 'ผูกอีเมล',
          change: 'เปลี่ยนอีเมล',
          unbound: 'ยังไม่ได้ผูกอีเมล',
          field: 'อีเมล',
        },
        code: 'รหัสยืนยัน',
        sendCode: 'ส่งรหัส',
        resendIn: 'ส่งอีกครั้งได้ใน %{seconds} วินาที',
        codeSent: 'ส่งรหัสยืนยันแล้ว',
        bound: 'ผูกเบอร์โทรศัพท์หรืออีเมลสำเร็จ',
      },
    },
  },
};
