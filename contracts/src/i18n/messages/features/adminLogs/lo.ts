import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminLogsEn } from './en';

export const adminLogsLo: FeatureTexts<typeof adminLogsEn> = {
  resources: {
    logs: {
      fields: {
        module: 'ໂມດູນ',
        content: 'ການດຳເນີນການ',
        operator: 'ຜູ້ດຳເນີນການ',
        requestUri: 'URI ຄຳຮ້ອງ',
        method: 'ວິທີ',
        ip: 'ທີ່ຢູ່ IP',
        region: 'ພາກພື້ນ',
        browser: 'ບຣາວເຊີ',
        os: 'ລະບົບປະຕິບັດການ',
        executionTime: 'ໄລຍະເວລາ',
        createTime: 'ເວລາ',
        keywords: 'ຄຳສຳຄັນ',
        createTimeFrom: 'ແຕ່',
        createTimeTo: 'ຫາ',
      },
      milliseconds: '%{ms} ມິລລິວິນາທີ',
      detailTitle: 'ລາຍລະອຽດການດຳເນີນການ',
      close: 'ປິດ',
      empty: 'ບໍ່ມີການດຳເນີນການທີ່ກົງກັບເງື່ອນໄຂນີ້.',
    },
    projections: {
      fields: {
        name: 'ໂປຣເຈັກຊັນ',
        state: 'ສະຖານະ',
        position: 'ຕຳແໜ່ງ',
        eventsProcessed: 'ເຫດການທີ່ປະມວນຜົນແລ້ວ',
        lagEvents: 'ຄວາມລ່າຊ້າ (ເຫດການ)',
        lagSeconds: 'ຄວາມລ່າຊ້າ (ວິນາທີ)',
        lastError: 'ຂໍ້ຜິດພາດລ່າສຸດ',
        deadLetters: 'ຂໍ້ຄວາມທີ່ລົ້ມເຫຼວ',
        updatedAt: 'ອັບເດດເມື່ອ',
      },
      states: { running: 'ກຳລັງເຮັດວຽກ', stopped: 'ຢຸດແລ້ວ' },
      refresh: 'ໂຫຼດໃໝ່',
      autoRefresh: 'ໂຫຼດໃໝ່ທຸກໆ %{seconds} ວິນາທີ ໃນຂະນະທີ່ໜ້ານີ້ເປີດຢູ່',
      seconds: '%{seconds} ວິນາທີ',
      noError: 'ບໍ່ມີ',
      empty: 'ບໍ່ມີໂປຣເຈັກຊັນທີ່ລົງທະບຽນໄວ້.',
      loadFailed: 'ບໍ່ສາມາດໂຫຼດສະຖານະໂປຣເຈັກຊັນໄດ້.',
    },
  },
};
