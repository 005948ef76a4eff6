import type { FeatureTexts } from '../../featureTexts';
import type { meetingsAdminEn } from './en';

export const meetingsAdminLo: FeatureTexts<typeof meetingsAdminEn> = {
  resources: {
    meetings: {
      name: 'ງານນັດພົບແຮງງານ',
      fields: {
        waitlistCount: 'ລາຍຊື່ສຳຮອງ',
        createTime: 'ສ້າງເມື່ອ',
        seekerName: 'ຜູ້ຊອກວຽກ',
        school: 'ສະຖານສຶກສາ',
        status: 'ສະຖານະ',
        position: 'ລຳດັບສຳຮອງ',
        reservedTime: 'ຈອງເມື່ອ',
      },
      filters: { from: 'ແຕ່', to: 'ຫາ' },
      empty: {
        none: 'ຍັງບໍ່ມີງານນັດພົບແຮງງານ. ສະຖານສຶກສາສ້າງໄດ້ໃນພອດທັລ ຫຼື ເພີ່ມໄດ້ທີ່ນີ້.',
        filtered: 'ບໍ່ມີງານນັດພົບແຮງງານທີ່ກົງກັບຕົວກອງນີ້.',
      },
      actions: { add: 'ເພີ່ມງານນັດພົບແຮງງານ', edit: 'ແກ້ໄຂງານນັດພົບແຮງງານ' },
      show: { title: 'ງານນັດພົບແຮງງານ: %{title}' },
      sections: { meeting: 'ງານນັດພົບແຮງງານ', where: 'ເວລາ ແລະ ສະຖານທີ່', content: 'ເນື້ອໃນ', apology: 'ອີເມວຂໍອະໄພທີ່ສົ່ງແລ້ວ', reservations: 'ການຈອງ' },
      counts: 'ຈອງແລ້ວ %{reserved} ຈາກ %{capacity} ບ່ອນນັ່ງ · ລໍຖ້າ %{waitlisted} ຄົນ',
      form: {
        schoolHint: 'ສະຖານສຶກສາເຈົ້າຂອງງານນີ້ ເຊິ່ງຈັດການງານໄດ້ໃນພອດທັລນຳ.',
        timeZoneHint: 'ເວລາຕາມເຂດເວລາ %{zone} ຂອງແພລັດຟອມ.',
      },
      publish: {
        title: 'ເຜີຍແຜ່ງານນັດພົບແຮງງານບໍ?',
        content: 'ເຜີຍແຜ່ "%{title}" ບໍ? ຜູ້ຊອກວຽກທີ່ມີສິດຈະຈອງບ່ອນນັ່ງໄດ້ທັນທີ ແລະ ຈະແກ້ໄຂງານບໍ່ໄດ້ອີກ.',
      },
      revoke: {
        title: 'ຍົກເລີກງານນັດພົບແຮງງານ "%{title}"',
        content: 'ການຍົກເລີກຍ້ອນຄືນບໍ່ໄດ້: ຜູ້ຊອກວຽກຈະບໍ່ເຫັນງານນີ້ອີກ ແລະ ຈອງບໍ່ໄດ້ອີກຕໍ່ໄປ.',
        withPlaces: 'ຜູ້ຊອກວຽກ %{smart_count} ຄົນມີບ່ອນນັ່ງ ຫຼື ຢູ່ໃນລາຍຊື່ສຳຮອງ ແລະ ຈະໄດ້ຮັບອີເມວຂໍອະໄພນີ້ (ຜູ້ທີ່ມີບ່ອນນັ່ງຈະໄດ້ຮັບການຍົກເລີກໃນປະຕິທິນນຳ).',
        noPlaces: 'ຍັງບໍ່ມີຜູ້ຈອງ ຈຶ່ງບໍ່ຕ້ອງສົ່ງອີເມວ ແຕ່ຍັງຂຽນໄວ້ເປັນຫຼັກຖານໄດ້.',
        draftLoading: 'ກຳລັງໂຫຼດອີເມວຂໍອະໄພໃນພາສາຂອງສະຖານສຶກສາ…',
        draftFailed: 'ໂຫຼດອີເມວຂໍອະໄພທີ່ກຽມໄວ້ບໍ່ໄດ້, ກະລຸນາຂຽນທີ່ນີ້.',
        confirm: 'ຍົກເລີກງານ',
      },
      reservations: {
        title: 'ການຈອງ',
        all: 'ທັງໝົດ',
        empty: 'ຍັງບໍ່ມີຜູ້ຈອງບ່ອນນັ່ງ.',
        emptyFiltered: 'ບໍ່ມີການຈອງທີ່ມີສະຖານະນີ້.',
        loadFailed: 'ໂຫຼດລາຍການຈອງບໍ່ໄດ້.',
        correctSchool: 'ແກ້ໄຂສະຖານສຶກສາ',
      },
      studentSchool: {
        title: 'ສະຖານສຶກສາຂອງ %{name}',
        label: 'ສະຖານສຶກສາ',
        none: 'ບໍ່ມີສະຖານສຶກສາ',
        hint: 'ງານນັດພົບແຮງງານສຳລັບນັກສຶກສາຂອງສະຖານສຶກສາດຽວຮັບສະເພາະຜູ້ຊອກວຽກຂອງສະຖານສຶກສານັ້ນ.',
        save: 'ບັນທຶກສະຖານສຶກສາ',
        saved: 'ບັນທຶກສະຖານສຶກສາແລ້ວ.',
        failed: 'ບັນທຶກສະຖານສຶກສາບໍ່ໄດ້.',
        loadFailed: 'ໂຫຼດສະຖານສຶກສາບໍ່ໄດ້.',
      },
      history: {
        events: {
          MeetingCreated: 'ສ້າງແລ້ວ',
          MeetingEdited: 'ແກ້ໄຂແລ້ວ',
          MeetingPublished: 'ເຜີຍແຜ່ແລ້ວ',
          MeetingRevoked: 'ຍົກເລີກແລ້ວ',
          MeetingEnded: 'ສິ້ນສຸດແລ້ວ',
          SeatReserved: 'ຈອງບ່ອນນັ່ງແລ້ວ',
          SeatWaitlisted: 'ຢູ່ໃນລາຍຊື່ສຳຮອງ',
          ReservationCancelled: 'ຍົກເລີກການຈອງແລ້ວ',
        },
        seeker: 'ຜູ້ຊອກວຽກ #%{id}',
        promoted: 'ຜູ້ຊອກວຽກ #%{id} ໄດ້ບ່ອນນັ່ງຈາກລາຍຊື່ສຳຮອງ',
        waitlisted: 'ຜູ້ຊອກວຽກ #%{id} ລຳດັບສຳຮອງທີ %{position}',
        apology: 'ອີເມວຂໍອະໄພ: %{title}',
      },
    },
  },
  menus: {
    meetings: 'ງານນັດພົບແຮງງານ',
    actions: { student: 'ແກ້ໄຂສະຖານສຶກສາຂອງນັກສຶກສາ' },
  },
  status: {
    mailOutbox: {
      title: 'ກ່ອງອີເມວຂາອອກ (ສຳລັບພັດທະນາ)',
      subtitle: 'ເມື່ອບໍ່ໄດ້ຕັ້ງ SMTP_URL ອີເມວຈະຖືກເກັບໄວ້ທີ່ນີ້ແທນການສົ່ງ: ໃໝ່ສຸດກ່ອນ ພ້ອມໄຟລ໌ແນບ.',
      loadFailed: 'ໂຫຼດກ່ອງອີເມວຂາອອກບໍ່ໄດ້.',
      empty: 'ບໍ່ມີອີເມວໃນກ່ອງຂາອອກ.',
      columns: { time: 'ສົ່ງເມື່ອ', recipient: 'ເຖິງ', subject: 'ຫົວຂໍ້', body: 'ຂໍ້ຄວາມ', attachments: 'ໄຟລ໌ແນບ' },
      showBody: 'ສະແດງຂໍ້ຄວາມ',
      hideBody: 'ເຊື່ອງຂໍ້ຄວາມ',
      noSubject: '(ບໍ່ມີຫົວຂໍ້)',
      downloadFailed: 'ດາວໂຫຼດໄຟລ໌ແນບບໍ່ໄດ້.',
    },
  },
};
