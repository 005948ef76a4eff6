import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdLo: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {
    intro:
      'ໜ້າລາຍການ, ເພີ່ມ, ແກ້ໄຂ ແລະ ລຶບ ທີ່ຄົບຖ້ວນຂອງລາຍການສາທິດ (ໂມເດວອ່ານ demo_items_v1, ສິດ sys:demo-item:*), ສ້າງດ້ວຍອົງປະກອບທົ່ວໄປເທົ່ານັ້ນ. ທຸກການປ່ຽນແປງຜ່ານ API ເປັນຄຳສັ່ງ; ລາຍການອ່ານຈາກ projection.',
    generated:
      'ບໍ່ມີສິ່ງໃດທາງຊ້າຍທີ່ຂຽນດ້ວຍມື: ຕົວສ້າງໂຄດໄດ້ຂຽນມຸມມອງເຫຼົ່ານີ້ (admin/src/resources/demo-items) ຈາກການຕັ້ງຄ່າທີ່ບັນທຶກໄວ້ຂອງ demo_items_v1, ພ້ອມທັງສັນຍາ, ໂມດູນ API ແລະ projection ທີ່ຢູ່ເບື້ອງຫຼັງ. ໜ້ານີ້ພຽງແຕ່ບັນຈຸພວກມັນ ແລະ ສະແດງໂຄດຕົ້ນສະບັບ.',
    demo: 'ມຸມມອງທີ່ສ້າງຂຶ້ນ',
    code: {
      title: 'ໂຄດທີ່ສ້າງຂຶ້ນ',
      files: 'ໄຟລ໌ທີ່ສ້າງຂຶ້ນ',
      file: 'ໂຄດຂອງ %{file}',
      following: 'ແຖບຈະຕິດຕາມມຸມມອງທາງຊ້າຍ: %{view}.',
    },
    views: {
      list: 'ລາຍການ',
      create: 'ເພີ່ມ',
      edit: 'ແກ້ໄຂ',
      show: 'ລາຍລະອຽດ',
    },
  },
};
