import type { FeatureTexts } from '../featureTexts';
import type { demoItemsEn } from './en';

export const demoItemsLo: FeatureTexts<typeof demoItemsEn> = {
  menus: { demoItems: 'ລາຍການສາທິດ' },
  demoItems: {
    name: 'ລາຍການສາທິດ',
    fields: {
      id: 'ລະຫັດ',
      name: 'ຊື່',
      category: 'ປະເພດ',
      price: 'ລາຄາ',
      releaseDate: 'ວັນທີເຜີຍແຜ່',
      active: 'ເປີດໃຊ້',
      cover: 'ໜ້າປົກ',
      description: 'ລາຍລະອຽດ',
      createTime: 'ເວລາສ້າງ',
      updateTime: 'ເວລາອັບເດດ',
    },
    filters: {
      releaseDateFrom: 'ວັນທີເຜີຍແຜ່ ຈາກ',
      releaseDateTo: 'ວັນທີເຜີຍແຜ່ ເຖິງ',
    },
    empty: { none: 'ຍັງບໍ່ມີຂໍ້ມູນ.', filtered: 'ບໍ່ມີຂໍ້ມູນທີ່ກົງກັບຕົວກັ່ນຕອງນີ້.' },
    deleteConfirm: 'ລຶບ “%{name}” ບໍ?',
    yes: 'ແມ່ນ',
    no: 'ບໍ່',
    upload: { choose: 'ອັບໂຫຼດໄຟລ໌', remove: 'ລຶບໄຟລ໌ອອກ', failed: 'ອັບໂຫຼດບໍ່ສຳເລັດ.' },
  },
};
