import type { FeatureTexts } from '../../featureTexts';
import type { counselingMailEn } from './en';

export const counselingMailLo: FeatureTexts<typeof counselingMailEn> = {
  counselingMail: {
    eventTitle: 'ໃຫ້ຄຳປຶກສາອາຊີບ: %{seeker} ກັບ %{counselor}',
    how: { online: 'ອອນລາຍ', inPerson: 'ພົບກັນໂດຍກົງ: %{place}' },
    details: 'ລາຍການ: %{orderNo}\nເວລາ: %{start} – %{end}\nຮູບແບບ: %{how}',
    topic: 'ຫົວຂໍ້: %{topic}',
    reason: 'ເຫດຜົນ: %{reason}',
    refund: 'ເງິນທີ່ທ່ານຊຳລະ %{amount} ກຳລັງຖືກສົ່ງຄືນໃຫ້ທ່ານ.',
    confirmed: {
      subject: 'ຢືນຢັນການນັດໃຫ້ຄຳປຶກສາແລ້ວ: %{start}',
      body: 'ຮຽນ %{name},\n\nການນັດໃຫ້ຄຳປຶກສາອາຊີບຂອງທ່ານກັບ %{with} ໄດ້ຮັບການຢືນຢັນແລ້ວ.\n\n%{details}\n\nໃບເຊີນປະຕິທິນໄດ້ແນບມານຳແລ້ວ. ທ່ານສາມາດຍົກເລີກ ຫຼື ປ່ຽນເວລາໄດ້ໃນ "ການນັດຂອງຂ້ອຍ" ຈົນຮອດ %{hours} ຊົ່ວໂມງກ່ອນເລີ່ມ.\n\nJobMarket',
    },
    booked: {
      subject: 'ມີການນັດໃຫ້ຄຳປຶກສາໃໝ່: %{start}',
      body: 'ຮຽນ %{name},\n\n%{with} ໄດ້ຈອງການໃຫ້ຄຳປຶກສາອາຊີບກັບທ່ານ.\n\n%{details}\n\nໃບເຊີນປະຕິທິນໄດ້ແນບມານຳແລ້ວ. ຕາຕະລາງຂອງທ່ານຢູ່ໃນໜ້າຫຼັກຂອງທີ່ປຶກສາ.\n\nJobMarket',
    },
    rescheduled: {
      subject: 'ປ່ຽນເວລາການນັດໃຫ້ຄຳປຶກສາ: %{start}',
      body: 'ຮຽນ %{name},\n\nການນັດໃຫ້ຄຳປຶກສາອາຊີບຂອງທ່ານກັບ %{with} ໄດ້ຍ້າຍໄປເວລາໃໝ່ (ເດີມແມ່ນ %{previous}).\n\n%{details}\n\nໄຟລ໌ປະຕິທິນທີ່ແນບມາຈະປັບເວລາໃນປະຕິທິນຂອງທ່ານ.\n\nJobMarket',
    },
    cancelled: {
      subject: 'ຍົກເລີກການນັດໃຫ້ຄຳປຶກສາ: %{start}',
      body: 'ຮຽນ %{name},\n\nການນັດໃຫ້ຄຳປຶກສາອາຊີບຂອງທ່ານກັບ %{with} ໃນວັນທີ %{start} ໄດ້ຖືກຍົກເລີກແລ້ວ.\n\n%{details}\n\nໄຟລ໌ປະຕິທິນທີ່ແນບມາຈະລຶບນັດໝາຍນີ້ອອກຈາກປະຕິທິນຂອງທ່ານ.\n\nJobMarket',
    },
    reminder: {
      subject: 'ແຈ້ງເຕືອນ: ມີການນັດໃຫ້ຄຳປຶກສາມື້ອື່ນ, %{start}',
      body: 'ຮຽນ %{name},\n\nຂໍແຈ້ງເຕືອນການນັດໃຫ້ຄຳປຶກສາອາຊີບຂອງທ່ານກັບ %{with}.\n\n%{details}\n\nJobMarket',
    },
    notices: {
      awaitingPayment: { title: 'ຈອງແລ້ວ: ກະລຸນາຊຳລະເງິນ', content: 'ການນັດ %{orderNo} ກັບ %{with} ໃນວັນທີ %{start} ຖືກສະຫງວນໄວ້ໃຫ້ທ່ານຈົນຮອດ %{payBefore}. ກະລຸນາຊຳລະກ່ອນເວລານັ້ນເພື່ອຢືນຢັນ.' },
      confirmed: { title: 'ຢືນຢັນການນັດແລ້ວ', content: 'ການນັດ %{orderNo} ກັບ %{with} ໃນວັນທີ %{start} ໄດ້ຮັບການຢືນຢັນແລ້ວ. ໃບເຊີນປະຕິທິນຢູ່ໃນອີເມວຂອງທ່ານ.' },
      booked: { title: 'ມີການຈອງໃໝ່', content: '%{with} ໄດ້ຈອງການນັດ %{orderNo} ກັບທ່ານໃນວັນທີ %{start}.' },
      expired: { title: 'ການຈອງໝົດອາຍຸ', content: 'ການນັດ %{orderNo} ກັບ %{with} ໃນວັນທີ %{start} ບໍ່ໄດ້ຊຳລະທັນເວລາ, ຊ່ວງເວລານັ້ນຖືກປ່ອຍຄືນແລ້ວ.' },
      rescheduled: { title: 'ປ່ຽນເວລາການນັດ', content: 'ການນັດ %{orderNo} ກັບ %{with} ໄດ້ຍ້າຍໄປເປັນ %{start}.' },
      cancelled: { title: 'ຍົກເລີກການນັດ', content: 'ການນັດ %{orderNo} ກັບ %{with} ໃນວັນທີ %{start} ໄດ້ຖືກຍົກເລີກແລ້ວ.' },
      completed: { title: 'ການໃຫ້ຄຳປຶກສາເປັນແນວໃດ?', content: 'ການນັດ %{orderNo} ກັບ %{with} ສຳເລັດແລ້ວ. ກະລຸນາໃຫ້ຄະແນນໃນ "ການນັດຂອງຂ້ອຍ" ເພື່ອຊ່ວຍຜູ້ຊອກວຽກຄົນອື່ນ.' },
      reminder: { title: 'ມີການນັດມື້ອື່ນ', content: 'ແຈ້ງເຕືອນ: ການນັດ %{orderNo} ກັບ %{with} ໃນວັນທີ %{start}.' },
    },
  },
};
