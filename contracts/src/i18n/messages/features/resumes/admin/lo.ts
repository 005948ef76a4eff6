import type { FeatureTexts } from '../../featureTexts';
import type { resumesAdminEn } from './en';

export const resumesAdminLo: FeatureTexts<typeof resumesAdminEn> = {
  resources: {
    resumes: {
      filters: {
        createdFrom: 'ສ້າງຕັ້ງແຕ່',
        createdTo: 'ສ້າງຮອດ',
      },
      empty: {
        none: 'ຍັງບໍ່ມີຊີວະປະຫວັດ. ຜູ້ຊອກວຽກຂຽນຊີວະປະຫວັດຢູ່ໜ້າເວັບໄຊ ແລະ ທຸກສະບັບຈະສະແດງຢູ່ບ່ອນນີ້.',
        filtered: 'ບໍ່ມີຊີວະປະຫວັດທີ່ກົງກັບຕົວກັ່ນຕອງເຫຼົ່ານີ້.',
      },
      answers: { yes: 'ແມ່ນ', no: 'ບໍ່' },
      visibility: { searchable: 'ເປີດໃຫ້ນາຍຈ້າງເບິ່ງ', private: 'ສ່ວນຕົວ' },
      fields: { seekerId: 'ຜູ້ຊອກວຽກ' },
      show: { title: 'ຊີວະປະຫວັດ: %{name}', seeker: '%{username} (ລະຫັດ %{id})' },
      tabs: { details: 'ລາຍລະອຽດ', pdf: 'ໄຟລ໌ PDF', recommendation: 'ບົດລາຍງານແນະນຳ' },
      sections: {
        profile: 'ຂໍ້ມູນສ່ວນຕົວ',
        contact: 'ຂໍ້ມູນຕິດຕໍ່',
        background: 'ການສຶກສາ ແລະ ການເຮັດວຽກ',
        experience: 'ປະສົບການ',
        files: 'ໄຟລ໌',
        record: 'ຂໍ້ມູນການບັນທຶກ',
      },
      avatar: { alt: 'ຮູບໂປຣໄຟລ໌ຂອງ %{name}', none: 'ບໍ່ມີຮູບໂປຣໄຟລ໌' },
      experience: { none: 'ບໍ່ໄດ້ປ້ອນປະສົບການ.', period: '%{from} ຫາ %{to}' },
      files: {
        none: 'ບໍ່ມີ',
        open: 'ເປີດ %{name}',
        loading: 'ກຳລັງໂຫຼດ %{name}…',
        loadFailed: 'ໂຫຼດ %{name} ບໍ່ສຳເລັດ',
      },
      pdf: {
        title: 'ໄຟລ໌ PDF ຊີວະປະຫວັດຂອງ %{name}',
        template: 'ສ້າງດ້ວຍແບບຟອມ “%{template}”',
        none: 'ຊີວະປະຫວັດນີ້ຍັງບໍ່ທັນໄດ້ສ້າງ PDF. ຜູ້ຊອກວຽກສ້າງ PDF ຈາກແບບຟອມໃດໜຶ່ງຢູ່ໜ້າເວັບໄຊ.',
        loading: 'ກຳລັງໂຫຼດ PDF…',
        loadFailed: 'ໂຫຼດ PDF ບໍ່ສຳເລັດ.',
        open: 'ເປີດໃນແຖບໃໝ່',
      },
      recommendation: {
        none: 'ຍັງບໍ່ມີບົດລາຍງານແນະນຳ.',
        explain: 'ຜູ້ຊອກວຽກຈະອ່ານບົດລາຍງານນີ້ຢູ່ໃນຊີວະປະຫວັດຂອງເຂົາເຈົ້າ. ການບັນທຶກບົດລາຍງານທີ່ຫວ່າງເປົ່າຈະລຶບບົດລາຍງານອອກ.',
        length: '%{count} / %{max} ຕົວອັກສອນ',
        save: 'ບັນທຶກບົດລາຍງານ',
      },
      history: {
        duplicatedFrom: 'ສຳເນົາມາຈາກຊີວະປະຫວັດ',
        entry: '%{title} ທີ່ %{organisation} (%{period})',
      },
    },
  },
  dashboard: {
    resumes: {
      title: 'ຊີວະປະຫວັດ',
      total: 'ຊີວະປະຫວັດທັງໝົດ',
      newThisMonth: 'ໃໝ່ເດືອນນີ້',
      range: 'ໄລຍະເວລາ',
      last7: '7 ມື້',
      last30: '30 ມື້',
      chartLabel: 'ຊີວະປະຫວັດໃໝ່ແຕ່ລະມື້ ແຕ່ %{from} ຫາ %{to}',
      day: '%{day}: %{count}',
      count: 'ຊີວະປະຫວັດໃໝ່ %{smart_count} ສະບັບ',
      empty: 'ບໍ່ມີຊີວະປະຫວັດໃໝ່ໃນໄລຍະນີ້.',
      viewResumes: 'ເບິ່ງຊີວະປະຫວັດ',
    },
  },
};
