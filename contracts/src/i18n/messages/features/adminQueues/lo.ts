import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminQueuesEn } from './en';

export const adminQueuesLo: FeatureTexts<typeof adminQueuesEn> = {
  status: {
    queues: {
      title: 'ວຽກພື້ນຫຼັງ',
      subtitle: 'ໂມງຈັບເວລາ, ອີເມວ, ແຈ້ງການ ແລະ ການສະຫຼຸບ. ວຽກທີ່ລົ້ມເຫຼວທຸກຄັ້ງຈະລໍຖ້າຢູ່ນີ້ໃຫ້ມີຄົນກວດເບິ່ງ.',
      loadFailed: 'ບໍ່ສາມາດໂຫຼດຄິວວຽກໄດ້.',
      failedLoadFailed: 'ບໍ່ສາມາດໂຫຼດວຽກທີ່ລົ້ມເຫຼວໄດ້.',
      empty: 'ບໍ່ມີຄິວວຽກ.',
      paused: 'ຢຸດຊົ່ວຄາວ',
      columns: {
        name: 'ຄິວ',
        waiting: 'ລໍຖ້າ',
        active: 'ກຳລັງເຮັດ',
        delayed: 'ກຳນົດເວລາແລ້ວ',
        completed: 'ສຳເລັດ',
        failed: 'ລົ້ມເຫຼວ',
        job: 'ວຽກ',
        error: 'ຂໍ້ຜິດພາດ',
        attempts: 'ຈຳນວນຄັ້ງທີ່ລອງ',
        failedAt: 'ລົ້ມເຫຼວເມື່ອ',
      },
      failedTitle: 'ວຽກທີ່ລົ້ມເຫຼວໃນ %{queue}',
      noFailed: 'ບໍ່ມີວຽກທີ່ລົ້ມເຫຼວ.',
      retry: 'ລອງໃໝ່',
      discard: 'ຖິ້ມ',
      discardTitle: 'ຖິ້ມວຽກນີ້ບໍ?',
      discardConfirm: 'ຖິ້ມວຽກ %{job} (%{id}) ບໍ? ມັນຈະບໍ່ຖືກເຮັດອີກ.',
      retried: 'ວຽກຈະຖືກເຮັດອີກຄັ້ງ.',
      discarded: 'ຖິ້ມວຽກແລ້ວ.',
    },
  },
  menus: { actions: { queues: { edit: 'ລອງໃໝ່ ຫຼື ຖິ້ມວຽກ' } } },
};
