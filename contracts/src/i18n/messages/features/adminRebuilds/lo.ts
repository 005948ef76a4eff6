import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminRebuildsEn } from './en';

export const adminRebuildsLo: FeatureTexts<typeof adminRebuildsEn> = {
  status: {
    rebuilds: {
      title: 'ການສ້າງຄືນ',
      progressLabel: 'ການສ້າງຄືນ %{name}',
      building: 'ກຳລັງສ້າງຄືນຢູ່ຂ້າງຕາຕະລາງທີ່ໃຊ້ງານ: %{processed} ຈາກ %{total} ເຫດການ (%{percent})',
      buildingUncounted: 'ກຳລັງສ້າງຄືນຢູ່ຂ້າງຕາຕະລາງທີ່ໃຊ້ງານ: %{processed} ເຫດການແລ້ວ',
      switching: 'ກຳລັງປ່ຽນການອ່ານໄປໃຊ້ຕາຕະລາງທີ່ສ້າງຄືນແລ້ວ',
      startedAt: 'ເລີ່ມເມື່ອ %{time}',
    },
  },
};
