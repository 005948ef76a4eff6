import type { FeatureTexts } from '../../featureTexts';
import type { meetingsMailEn } from './en';

export const meetingsMailLo: FeatureTexts<typeof meetingsMailEn> = {
  meetingMail: {
    reserved: {
      subject: 'ຈອງບ່ອນນັ່ງສຳເລັດ: %{title}',
      body: 'ຮຽນ %{name},\n\nບ່ອນນັ່ງຂອງທ່ານໃນງານນັດພົບແຮງງານ %{title} ຂອງ %{school} ໄດ້ຖືກຈອງແລ້ວ.\nເວລາ: %{start} – %{end}\nສະຖານທີ່: %{place}\n\nໃບເຊີນປະຕິທິນໄດ້ແນບມານຳແລ້ວ. ຖ້າທ່ານບໍ່ສາມາດມາໄດ້, ກະລຸນາຍົກເລີກການຈອງ ເພື່ອໃຫ້ຜູ້ທີ່ຢູ່ໃນລາຍຊື່ລໍຖ້າໄດ້ຮັບບ່ອນນັ່ງຂອງທ່ານ.\n\nJobMarket',
    },
    promoted: {
      subject: 'ທ່ານໄດ້ຮັບບ່ອນນັ່ງແລ້ວ: %{title}',
      body: 'ຮຽນ %{name},\n\nມີບ່ອນນັ່ງຫວ່າງໃນງານນັດພົບແຮງງານ %{title} ຂອງ %{school}, ແລະ ລຳດັບຂອງທ່ານໃນລາຍຊື່ລໍຖ້າໄດ້ກາຍເປັນການຈອງແລ້ວ.\nເວລາ: %{start} – %{end}\nສະຖານທີ່: %{place}\n\nໃບເຊີນປະຕິທິນໄດ້ແນບມານຳແລ້ວ. ຖ້າທ່ານບໍ່ສາມາດມາໄດ້, ກະລຸນາຍົກເລີກການຈອງ.\n\nJobMarket',
    },
    cancelled: {
      subject: 'ຍົກເລີກການຈອງແລ້ວ: %{title}',
      body: 'ຮຽນ %{name},\n\nການຈອງຂອງທ່ານສຳລັບງານນັດພົບແຮງງານ %{title} ຂອງ %{school} ໃນວັນທີ %{start} ໄດ້ຖືກຍົກເລີກແລ້ວ.\nໄຟລ໌ປະຕິທິນທີ່ແນບມາຈະລຶບນັດໝາຍນີ້ອອກຈາກປະຕິທິນຂອງທ່ານ.\n\nJobMarket',
    },
    revoked: {
      footer: 'ງານນັດພົບແຮງງານ %{title} ຂອງ %{school} ໃນວັນທີ %{start} ໄດ້ຖືກຍົກເລີກແລ້ວ.',
      calendarNote: 'ໄຟລ໌ປະຕິທິນທີ່ແນບມາຈະລຶບນັດໝາຍນີ້ອອກຈາກປະຕິທິນຂອງທ່ານ.',
    },
    eventTitle: 'ງານນັດພົບແຮງງານ: %{title}',
    notices: {
      promoted: {
        title: 'ທ່ານໄດ້ຮັບບ່ອນນັ່ງແລ້ວ: %{title}',
        content: 'ມີບ່ອນນັ່ງຫວ່າງ ແລະ ລຳດັບຂອງທ່ານໃນລາຍຊື່ລໍຖ້າໄດ້ກາຍເປັນການຈອງແລ້ວ: %{start}, %{place}. ໃບເຊີນປະຕິທິນຢູ່ໃນອີເມວຂອງທ່ານ.',
      },
      revoked: { title: 'ຍົກເລີກງານນັດພົບແຮງງານ: %{title}', content: '%{school} ໄດ້ຍົກເລີກງານນັດພົບແຮງງານ %{title} ໃນວັນທີ %{start}.' },
    },
  },
};
