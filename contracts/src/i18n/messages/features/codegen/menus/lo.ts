import type { FeatureTexts } from '../../featureTexts';
import type { codegenMenusEn } from './en';

export const codegenMenusLo: FeatureTexts<typeof codegenMenusEn> = {
  menus: {
    codegen: 'ຕົວສ້າງໂຄດ',
    actions: { codegen: { query: 'ເບິ່ງ ແລະ ສະແດງຕົວຢ່າງ', edit: 'ບັນທຶກການຕັ້ງຄ່າ', download: 'ດາວໂຫຼດໂຄດ' } },
  },
};
