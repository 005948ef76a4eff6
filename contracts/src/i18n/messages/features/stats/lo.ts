import type { FeatureTexts } from '../featureTexts';
import type { statsEn } from './en';

export const statsLo: FeatureTexts<typeof statsEn> = {
  admin: {
    dashboard: {
      visitors: 'ຜູ້ເຂົ້າຊົມ (UV)',
      pageViews: 'ການເບິ່ງໜ້າ (PV)',
      today: 'ມື້ນີ້',
      total: 'ທັງໝົດ',
      growthUp: 'ຫຼາຍກວ່າມື້ວານ %{rate}',
      growthDown: 'ໜ້ອຍກວ່າມື້ວານ %{rate}',
      growthFlat: 'ເທົ່າກັບມື້ວານ',
      loadFailed: 'ບໍ່ສາມາດໂຫຼດຂໍ້ມູນນີ້ໄດ້.',
      retry: 'ລອງໃໝ່',
      users: {
        total: 'ຜູ້ໃຊ້',
        active: 'ຜູ້ໃຊ້ທີ່ເຄື່ອນໄຫວປະຈຳເດືອນ',
        activeHint: 'ຈຳນວນຜູ້ໃຊ້ທີ່ເຂົ້າສູ່ລະບົບໃນເດືອນນີ້',
        newThisMonth: 'ໃໝ່ໃນເດືອນນີ້: %{count}',
        lastMonth: 'ເດືອນແລ້ວ: %{count}',
        newGrowthUp: 'ຜູ້ໃຊ້ໃໝ່ຫຼາຍກວ່າເດືອນແລ້ວ %{rate}',
        newGrowthDown: 'ຜູ້ໃຊ້ໃໝ່ໜ້ອຍກວ່າເດືອນແລ້ວ %{rate}',
        newGrowthFlat: 'ຜູ້ໃຊ້ໃໝ່ເທົ່າກັບເດືອນແລ້ວ',
        activeGrowthUp: 'ຜູ້ໃຊ້ທີ່ເຄື່ອນໄຫວຫຼາຍກວ່າເດືອນແລ້ວ %{rate}',
        activeGrowthDown: 'ຜູ້ໃຊ້ທີ່ເຄື່ອນໄຫວໜ້ອຍກວ່າເດືອນແລ້ວ %{rate}',
        activeGrowthFlat: 'ຜູ້ໃຊ້ທີ່ເຄື່ອນໄຫວເທົ່າກັບເດືອນແລ້ວ',
        noComparison: 'ບໍ່ມີຂໍ້ມູນເດືອນແລ້ວເພື່ອປຽບທຽບ',
        noUsers: 'ຍັງບໍ່ມີຜູ້ໃຊ້.',
        noSignIns: 'ຍັງບໍ່ມີໃຜເຂົ້າສູ່ລະບົບໃນເດືອນນີ້.',
      },
      trend: {
        title: 'ແນວໂນ້ມການເຂົ້າຊົມ',
        last7: '7 ມື້ຜ່ານມາ',
        last30: '30 ມື້ຜ່ານມາ',
        range: 'ໄລຍະເວລາ',
        pv: 'ການເບິ່ງໜ້າ',
        uv: 'ຜູ້ເຂົ້າຊົມ',
        ip: 'ທີ່ຢູ່ IP',
        empty: 'ຍັງບໍ່ມີການເຂົ້າຊົມໃນໄລຍະນີ້.',
        chartLabel: 'ການເບິ່ງໜ້າ, ຜູ້ເຂົ້າຊົມ ແລະ ທີ່ຢູ່ IP ຕໍ່ມື້ ແຕ່ %{from} ຫາ %{to}',
      },
      notices: {
        title: 'ແຈ້ງການລ່າສຸດ',
        empty: 'ຍັງບໍ່ມີແຈ້ງການສຳລັບທ່ານ.',
        viewAll: 'ເບິ່ງທັງໝົດ',
        unread: 'ຍັງບໍ່ໄດ້ອ່ານ',
        publishedBy: 'ເຜີຍແຜ່ໂດຍ %{name}',
        close: 'ປິດ',
      },
    },
  },
  menus: {
    dashboard: 'ແຜງຄວບຄຸມ',
  },
};
