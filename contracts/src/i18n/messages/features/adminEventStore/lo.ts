import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreLo: FeatureTexts<typeof adminEventStoreEn> = {
  status: {
    eventStore: {
      title: 'ບ່ອນເກັບເຫດການ',
      subtitle: 'ການບັນທຶກບໍ່ຕ້ອງລໍຖ້າຫຍັງ ແຕ່ການອ່ານຕ້ອງລໍຖ້າທຸກການບັນທຶກທີ່ຍັງເປີດຄ້າງຢູ່. ການບັນທຶກທີ່ເປີດຄ້າງດົນກວ່າ %{seconds} ວິນາທີ ຈະສະແດງຢູ່ນີ້.',
      loadFailed: 'ໂຫຼດສະຖານະຂອງບ່ອນເກັບເຫດການບໍ່ສຳເລັດ.',
      none: 'ບໍ່ມີການບັນທຶກທີ່ເປີດຄ້າງດົນກວ່າ %{seconds} ວິນາທີ: ລາຍການ ແລະ ໂປຣເຈັກຊັນເປັນປັດຈຸບັນ.',
      notPostgres: 'KurrentDB ຈັດລຳດັບເອງ ຈຶ່ງບໍ່ມີການບັນທຶກທີ່ເປີດຄ້າງໃຫ້ຕິດຕາມ.',
      stalled: 'ລາຍການ ແລະ ໂປຣເຈັກຊັນຈະບໍ່ສະແດງສິ່ງທີ່ໃໝ່ກວ່າການບັນທຶກທີ່ເກົ່າທີ່ສຸດຂ້າງລຸ່ມ ຈົນກວ່າມັນຈະຖືກຢືນຢັນ ຫຼື ຍົກເລີກ. ກະລຸນາຕິດຕໍ່ຜູ້ທີ່ແລ່ນມັນຢູ່ (ມີຊື່ການເຊື່ອມຕໍ່ສະແດງໄວ້) ຫຼື ຢຸດມັນໃນ PostgreSQL ດ້ວຍ pg_terminate_backend(pid).',
      seconds: '%{seconds} ວິນາທີ',
      unnamed: '(ການເຊື່ອມຕໍ່ທີ່ບໍ່ມີຊື່)',
      columns: {
        pid: 'ໂປຣເຊສ',
        application: 'ການເຊື່ອມຕໍ່',
        state: 'ສະຖານະ',
        age: 'ເປີດມາແລ້ວ',
        transactionStart: 'ເລີ່ມເມື່ອ',
        queryStart: 'ຄຳສັ່ງລ່າສຸດ',
      },
    },
  },
};
