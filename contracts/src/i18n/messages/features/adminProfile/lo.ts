import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminProfileEn } from './en';

export const adminProfileLo: FeatureTexts<typeof adminProfileEn> = {
  admin: {
    profile: {
      userMenu: 'ໂປຣໄຟລ໌',
      account: {
        title: 'ຂໍ້ມູນບັນຊີ',
        avatar: 'ຮູບໂປຣໄຟລ໌ຂອງ %{name}',
        notSet: 'ຍັງບໍ່ໄດ້ຕັ້ງ',
        edit: 'ແກ້ໄຂ',
        editTitle: 'ແກ້ໄຂຂໍ້ມູນບັນຊີ',
        saved: 'ແກ້ໄຂສຳເລັດ',
      },
      security: {
        title: 'ການຕັ້ງຄ່າຄວາມປອດໄພ',
        password: {
          label: 'ລະຫັດຜ່ານ',
          description: 'ປ່ຽນລະຫັດຜ່ານເປັນປະຈຳເພື່ອຮັກສາບັນຊີຂອງທ່ານໃຫ້ປອດໄພ.',
          change: 'ປ່ຽນລະຫັດຜ່ານ',
          oldPassword: 'ລະຫັດຜ່ານປັດຈຸບັນ',
          newPassword: 'ລະຫັດຜ່ານໃໝ່',
          confirmPassword: 'ຢືນຢັນລະຫັດຜ່ານໃໝ່',
          sessionNote: 'ທ່ານຍັງເຂົ້າສູ່ລະບົບຢູ່ບ່ອນນີ້; ເຊດຊັນອື່ນທັງໝົດຂອງບັນຊີຈະຖືກອອກຈາກລະບົບ ແລະ ຕ້ອງເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານໃໝ່.',
          changed: 'ປ່ຽນລະຫັດຜ່ານແລ້ວ',
        },
        mobile: {
          label: 'ເບີໂທລະສັບ',
          bind: 'ຜູກເບີໂທລະສັບ',
          change: 'ປ່ຽນເບີໂທລະສັບ',
          unbound: 'ຍັງບໍ່ໄດ້ຜູກເບີໂທລະສັບ',
          field: 'ເບີໂທລະສັບ',
        },
        email: { label: 'ອີເມວ', bind: 'ຜູກອີເມວ', change: 'ປ່ຽນອີເມວ', unbound: 'ຍັງບໍ່ໄດ້ຜູກອີເມວ', field: 'ອີເມວ' },
        code: 'ລະຫັດຢືນຢັນ',
        sendCode: 'ສົ່ງລະຫັດ',
        resendIn: 'ສົ່ງຄືນໄດ້ໃນ %{seconds} ວິນາທີ',
        codeSent: 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ',
        bound: 'ຜູກເບີໂທລະສັບ ຫຼື ອີເມວສຳເລັດ',
      },
    },
  },
};
