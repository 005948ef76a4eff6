import type { FeatureTexts } from '../defineFeatureMessages';
import type { initialPasswordsEn } from './en';

export const initialPasswordsLo: FeatureTexts<typeof initialPasswordsEn> = {
  identity: { user: { createdWithInitialPassword: 'ສ້າງຜູ້ໃຊ້ແລ້ວ. ລະຫັດຜ່ານເລີ່ມຕົ້ນ: %{password} (ຕ້ອງປ່ຽນເມື່ອເຂົ້າສູ່ລະບົບຄັ້ງທຳອິດ)' } },
  initialPassword: { mustChange: 'ບັນຊີຂອງທ່ານຍັງໃຊ້ລະຫັດຜ່ານເລີ່ມຕົ້ນຢູ່. ກະລຸນາຕັ້ງລະຫັດຜ່ານຂອງທ່ານເອງເພື່ອສືບຕໍ່.' },
};
