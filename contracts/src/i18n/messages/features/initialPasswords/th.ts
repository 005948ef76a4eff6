import type { FeatureTexts } from '../defineFeatureMessages';
import type { initialPasswordsEn } from './en';

export const initialPasswordsTh: FeatureTexts<typeof initialPasswordsEn> = {
  identity: { user: { createdWithInitialPassword: 'สร้างผู้ใช้แล้ว รหัสผ่านเริ่มต้น: %{password} (ต้องเปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก)' } },
  initialPassword: { mustChange: 'บัญชีของคุณยังใช้รหัสผ่านเริ่มต้นอยู่ โปรดตั้งรหัสผ่านของคุณเองเพื่อดำเนินการต่อ' },
};
