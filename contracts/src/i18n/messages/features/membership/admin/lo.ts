import type { FeatureTexts } from '../../featureTexts';
import type { membershipAdminEn } from './en';

export const membershipAdminLo: FeatureTexts<typeof membershipAdminEn> = {
  resources: {
    'vip-levels': {
      actions: { create: 'ເພີ່ມລະດັບສະມາຊິກ', edit: 'ແກ້ໄຂລະດັບສະມາຊິກ' },
      fields: { nameIn: 'ຊື່ (%{language})', priceIn: 'ລາຄາ (%{currency})' },
      sections: { names: 'ຊື່ໃນທຸກພາສາ', offer: 'ລາຄາ ແລະ ໄລຍະເວລາໃຊ້ງານ', quotas: 'ສິດທີ່ໄດ້ຮັບໃນແຕ່ລະຮອບສະມາຊິກ' },
      enabled: { yes: 'ເປີດໃຊ້ງານ', no: 'ປິດໃຊ້ງານ' },
      empty: {
        none: 'ຍັງບໍ່ມີລະດັບສະມາຊິກ. ສ້າງລະດັບທີ່ຜູ້ປະກາດວຽກສາມາດຊື້ໄດ້, ເຊັ່ນ Basic, Gold ແລະ Platinum.',
        filtered: 'ບໍ່ມີລະດັບສະມາຊິກທີ່ກົງກັບຕົວກອງເຫຼົ່ານີ້.',
      },
      show: { title: 'ລະດັບສະມາຊິກ: %{name}' },
      deleteConfirm: 'ລຶບລະດັບສະມາຊິກ “%{name}” ບໍ? ຜູ້ປະກາດວຽກຈະເລືອກລະດັບນີ້ບໍ່ໄດ້ອີກ; ຄຳສັ່ງຊື້ທີ່ສົ່ງແລ້ວຍັງໄດ້ຮັບສິ່ງທີ່ຊື້ໄວ້.',
      history: {
        events: { VipLevelCreated: 'ສ້າງລະດັບ', VipLevelUpdated: 'ແກ້ໄຂລະດັບ', VipLevelDeleted: 'ລຶບລະດັບ' },
      },
    },
    'vip-members': {
      empty: {
        none: 'ຍັງບໍ່ມີຜູ້ປະກາດວຽກຄົນໃດຊື້ສະມາຊິກ VIP. ສະມາຊິກຈະສະແດງຢູ່ບ່ອນນີ້ເມື່ອຊຳລະຄຳສັ່ງຊື້ທຳອິດແລ້ວ.',
        filtered: 'ບໍ່ມີສະມາຊິກ VIP ທີ່ກົງກັບຕົວກອງເຫຼົ່ານີ້.',
      },
    },
    'vip-orders': {
      filters: { paidFrom: 'ຊຳລະຕັ້ງແຕ່', paidTo: 'ຊຳລະຮອດ' },
      empty: {
        none: 'ຍັງບໍ່ມີຄຳສັ່ງຊື້ VIP. ຄຳສັ່ງຊື້ຈະສະແດງຢູ່ບ່ອນນີ້ເມື່ອຜູ້ປະກາດວຽກເລືອກລະດັບໃນໜ້າ VIP.',
        filtered: 'ບໍ່ມີຄຳສັ່ງຊື້ VIP ທີ່ກົງກັບຕົວກອງເຫຼົ່ານີ້.',
      },
      show: { title: 'ຄຳສັ່ງຊື້ VIP %{orderNo}' },
      reason: 'ເຫດຜົນ',
      cancel: {
        title: 'ຍົກເລີກຄຳສັ່ງຊື້ %{orderNo}',
        content: '%{publisher} ຈະຊຳລະຄຳສັ່ງຊື້ນີ້ບໍ່ໄດ້ອີກ ແລະ ຄິວອາໂຄດຂອງມັນຈະຖືກຖອນຄືນ. ເງິນທີ່ຍັງໂອນເຂົ້າມາພາຍຫຼັງຈະຖືກບັນທຶກໄວ້ໃຫ້ພະນັກງານຕັດສິນວ່າຈະຮັບ ຫຼື ຄືນເງິນ.',
      },
      refund: {
        title: 'ຄືນເງິນຄຳສັ່ງຊື້ %{orderNo}',
        content: 'ຄືນເງິນ %{amount} ໃຫ້ %{publisher}. ຖ້າຄຳສັ່ງຊື້ນີ້ໄດ້ເປີດໃຊ້ສະມາຊິກແລ້ວ, ສະມາຊິກນັ້ນຈະຖືກຍົກເລີກທັນທີ.',
      },
      acceptLatePayment: {
        title: 'ຮັບການຊຳລະເງິນຊ້າຂອງຄຳສັ່ງຊື້ %{orderNo}',
        content: '%{publisher} ໄດ້ຊຳລະ %{amount} ຫຼັງຈາກຄຳສັ່ງຊື້ຖືກຍົກເລີກແລ້ວ. ການຮັບເງິນນີ້ຈະເປີດໃຊ້ສະມາຊິກຄືກັບວ່າໄດ້ຊຳລະທັນເວລາ.',
      },
      flow: {
        ordered: '%{level} ລາຄາ %{amount}',
        creditDays: 'ໄດ້ຮັບເຄຣດິດ %{smart_count} ມື້ຈາກລະດັບປັດຈຸບັນ',
        payBefore: 'ຊຳລະກ່ອນ %{time}',
        reference: 'ເລກອ້າງອີງຄິວອາ %{reference}',
        expiresAt: 'ໃຊ້ໄດ້ຮອດ %{time}',
        providerTxId: 'ເລກອ້າງອີງຜູ້ໃຫ້ບໍລິການຊຳລະເງິນ %{providerTxId}',
        amount: 'ຈຳນວນເງິນ %{amount}',
        source: { webhook: 'ທະນາຄານແຈ້ງມາ', query: 'ພົບຈາກການກວດສອບສະຖານະ' },
        withdrawn: { refreshed: 'ປ່ຽນແທນດ້ວຍຄິວອາໂຄດໃໝ່', orderClosed: 'ຖອນຄືນເມື່ອປິດຄຳສັ່ງຊື້' },
        cancelledBy: 'ຍົກເລີກໂດຍ: %{by}',
        reason: 'ເຫດຜົນ: %{reason}',
      },
      history: {
        events: {
          VipOrderSubmitted: 'ສົ່ງຄຳສັ່ງຊື້',
          PaymentQrIssued: 'ອອກຄິວອາໂຄດ',
          PaymentQrWithdrawn: 'ຖອນຄິວອາໂຄດຄືນ',
          PaymentProcessing: 'ກຳລັງຊຳລະເງິນ',
          PaymentDeclined: 'ການຊຳລະເງິນຖືກປະຕິເສດ',
          VipOrderPaid: 'ຊຳລະແລ້ວ',
          LatePaymentReceived: 'ໄດ້ຮັບເງິນຫຼັງຍົກເລີກ',
          LatePaymentAccepted: 'ຮັບການຊຳລະເງິນຊ້າ',
          VipOrderCancelled: 'ຍົກເລີກຄຳສັ່ງຊື້',
          VipOrderRefunded: 'ຄືນເງິນແລ້ວ',
        },
      },
    },
    'vip-promotions': {
      empty: {
        none: 'ຍັງບໍ່ມີວຽກແນະນຳ. ຜູ້ປະກາດວຽກສາມາດໂປຣໂມດວຽກທີ່ເຜີຍແຜ່ແລ້ວດ້ວຍໂຄຕາໂຄສະນາຂອງສະມາຊິກ.',
        filtered: 'ບໍ່ມີວຽກແນະນຳທີ່ກົງກັບຕົວກອງເຫຼົ່ານີ້.',
      },
      end: {
        title: 'ສິ້ນສຸດການໂປຣໂມດ “%{position}”',
        content: 'ວຽກນີ້ຈະບໍ່ຖືກແນະນຳໃນຜົນການຄົ້ນຫາ ແລະ ວຽກຍອດນິຍົມອີກທັນທີ.',
        reason: 'ເຫດຜົນ (ບໍ່ບັງຄັບ)',
      },
    },
  },
  dashboard: {
    receivable: {
      title: 'ລາຍຮັບປະຈຳເດືອນ',
      monthTotal: 'ຊຳລະແລ້ວເດືອນນີ້',
      monthOrders: 'ຄຳສັ່ງຊື້ທີ່ຊຳລະແລ້ວເດືອນນີ້ %{smart_count} ລາຍການ',
      range: 'ໄລຍະເວລາ',
      last7: '7 ມື້',
      last30: '30 ມື້',
      chartLabel: 'ຄຳສັ່ງຊື້ VIP ທີ່ຊຳລະແລ້ວແຕ່ລະມື້ ແຕ່ %{from} ຫາ %{to}',
      day: '%{day}: %{amount}, %{orders}',
      orders: '%{smart_count} ຄຳສັ່ງຊື້',
      empty: 'ບໍ່ມີຄຳສັ່ງຊື້ VIP ທີ່ຊຳລະໃນໄລຍະນີ້.',
      viewOrders: 'ເບິ່ງຄຳສັ່ງຊື້ VIP',
    },
  },
};
