import type { FeatureTexts } from '../../featureTexts';
import type { demosMenusEn } from './en';

export const demosMenusLo: FeatureTexts<typeof demosMenusEn> = {
  menus: {
    demo: {
      root: 'ຕົວຢ່າງ',
      api: 'ເອກະສານ API',
      curd: 'ເພີ່ມ ລຶບ ແກ້ໄຂ ຄົ້ນຫາ',
      dictionary: 'ວັດຈະນານຸກົມ',
      icons: 'ໄອຄອນ',
      iconSelector: 'ຕົວເລືອກໄອຄອນ',
      multiLevel: 'ເມນູຫຼາຍຊັ້ນ',
      level1: 'ຊັ້ນທີ 1',
      level2: 'ຊັ້ນທີ 2',
      level3a: 'ຊັ້ນທີ 3-1',
      level3b: 'ຊັ້ນທີ 3-2',
      routeParamA: 'ພາຣາມິເຕີເສັ້ນທາງ A',
      routeParamB: 'ພາຣາມິເຕີເສັ້ນທາງ B',
      signature: 'ລາຍເຊັນ',
      tableSelect: 'ເລືອກຈາກຕາຕະລາງ',
      upload: 'ອັບໂຫຼດ',
      richText: 'ຕົວແກ້ໄຂຂໍ້ຄວາມ',
      websocket: 'WebSocket',
    },
    actions: { demo: { query: 'ໃຊ້ຈຸດເຊື່ອມຕໍ່ຕົວຢ່າງ' } },
  },
};
