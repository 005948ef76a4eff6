import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminDashboardEn } from './en';

export const adminDashboardLo: FeatureTexts<typeof adminDashboardEn> = {
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
};
