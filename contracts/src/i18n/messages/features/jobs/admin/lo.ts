import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminLo: FeatureTexts<typeof jobsAdminEn> = {
  resources: {
    jobs: {
      fields: { publisherId: 'ຜູ້ປະກາດວຽກ' },
      filters: {
        createdFrom: 'ສ້າງຕັ້ງແຕ່',
        createdTo: 'ສ້າງຮອດ',
        publishedFrom: 'ເຜີຍແຜ່ຕັ້ງແຕ່',
        publishedTo: 'ເຜີຍແຜ່ຮອດ',
      },
      empty: {
        none: 'ຍັງບໍ່ມີວຽກ. ຜູ້ປະກາດວຽກທີ່ໄດ້ຮັບອະນຸມັດຈະປະກາດວຽກຢູ່ພອດທັລ, ແລ້ວວຽກຈະມາລໍຖ້າກວດສອບຢູ່ບ່ອນນີ້.',
        filtered: 'ບໍ່ມີວຽກທີ່ກົງກັບຕົວກອງເຫຼົ່ານີ້.',
      },
      show: { title: 'ວຽກ: %{position}', publisherJobs: '#%{id} · ເບິ່ງວຽກທັງໝົດຂອງຜູ້ປະກາດນີ້' },
      tabs: { details: 'ລາຍລະອຽດ', description: 'ລາຍລະອຽດວຽກ', audit: 'ການກວດສອບ', applicants: 'ຜູ້ຊອກວຽກ' },
      audit: {
        title: 'ກວດສອບວຽກ: %{position}',
        summary: '%{company} · ຄ່ານາຍໜ້າລວມ %{amount}',
        decision: 'ຜົນການກວດສອບ',
        shareAmount: '= %{amount}',
        runningTotal: 'ລວມ: %{total} (%{amount})',
        chooseAuditor: 'ເລືອກຜູ້ກວດຊີວະປະຫວັດ',
        noAuditors: 'ຍັງບໍ່ມີພະນັກງານທີ່ມີບົດບາດຜູ້ກວດ',
      },
      close: {
        title: 'ປິດວຽກ',
        content: 'ປິດ “%{position}” ບໍ? ຜູ້ຊອກວຽກຈະບໍ່ເຫັນ ແລະ ສະໝັກວຽກນີ້ໄດ້ອີກທັນທີ.',
      },
      commission: {
        notSet: 'ຄ່ານາຍໜ້າຈະຖືກແບ່ງເມື່ອວຽກໄດ້ຮັບອະນຸມັດ.',
        share: 'ຜູ້ຮັບສ່ວນແບ່ງ',
        percentage: 'ເປີເຊັນ',
        amount: 'ຈຳນວນເງິນ',
      },
      auditTrail: { title: 'ປະຫວັດການກວດສອບ', empty: 'ຍັງບໍ່ມີຂັ້ນຕອນການກວດສອບ' },
      applicants: {
        empty: 'ຍັງບໍ່ມີຜູ້ສະໝັກ. ຜູ້ຊອກວຽກຈະສະແດງຢູ່ບ່ອນນີ້ເມື່ອໃບສະໝັກຂອງເຂົາເຈົ້າເຂົ້າມາເປັນໃບສົ່ງຊີວະປະຫວັດ.',
        fields: {
          seekerName: 'ຜູ້ຊອກວຽກ',
          appliedTime: 'ສະໝັກເມື່ອ',
          status: 'ສະຖານະ',
          resume: 'ຊີວະປະຫວັດ',
          deliveryOrderId: 'ໃບສົ່ງຊີວະປະຫວັດ',
        },
      },
      history: {
        events: {
          JobPosted: 'ປະກາດວຽກເພື່ອລໍຖ້າກວດສອບ',
          JobEdited: 'ແກ້ໄຂວຽກ',
          JobSubmittedForReview: 'ສົ່ງກວດສອບອີກຄັ້ງ',
          JobApproved: 'ອະນຸມັດ',
          JobRejected: 'ປະຕິເສດ',
          JobPublished: 'ເຜີຍແຜ່',
          JobExtended: 'ຂະຫຍາຍໄລຍະເປີດຮັບສະໝັກ',
          JobClosed: 'ປິດ',
          JobExpired: 'ໝົດອາຍຸ',
          JobReposted: 'ປະກາດອີກຄັ້ງ',
        },
        closedBy: { staff: 'ພະນັກງານນຳລົງ', publisher: 'ຜູ້ປະກາດວຽກປິດເອງ' },
      },
    },
    publishers: {
      fields: { jobs: 'ວຽກ' },
      jobs: { count: '%{smart_count} ວຽກ', none: 'ບໍ່ມີວຽກ' },
    },
  },
  dashboard: {
    jobs: {
      title: 'ວຽກ',
      openJobs: 'ວຽກທີ່ເປີດຮັບ',
      pendingAudits: 'ລໍຖ້າກວດສອບ',
      reviewPending: 'ກວດສອບວຽກທີ່ລໍຖ້າຢູ່',
    },
  },
  notifications: {
    messages: {
      explain: 'ແຈ້ງການທີ່ສົ່ງເຖິງທ່ານໂດຍກົງ ເຊັ່ນ ຜົນການພິຈາລະນາ ແລະ ຄຳຮ້ອງທີ່ສົ່ງເຖິງທ່ານ.',
      empty: 'ບໍ່ມີຂໍ້ຄວາມທີ່ສົ່ງເຖິງທ່ານ',
    },
    tasks: {
      empty: 'ບໍ່ມີວຽກທີ່ລໍຖ້າກວດສອບ',
      jobAudit: 'ກວດສອບວຽກ: %{position}',
      submitted: '%{company} · %{time}',
      viewAll: 'ວຽກທີ່ລໍຖ້າກວດສອບທັງໝົດ (%{count})',
    },
  },
};
