import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminTh: FeatureTexts<typeof jobsAdminEn> = {
  resources: {
    jobs: {
      fields: { publisherId: 'ผู้ประกาศงาน' },
      filters: {
        createdFrom: 'สร้างตั้งแต่',
        createdTo: 'สร้างถึง',
        publishedFrom: 'เผยแพร่ตั้งแต่',
        publishedTo: 'เผยแพร่ถึง',
      },
      empty: {
        none: 'ยังไม่มีงาน ผู้ประกาศงานที่ได้รับอนุมัติจะประกาศงานบนพอร์ทัล แล้วงานจะมารอตรวจสอบที่นี่',
        filtered: 'ไม่มีงานที่ตรงกับตัวกรองเหล่านี้',
      },
      show: { title: 'งาน: %{position}', publisherJobs: '#%{id} · ดูงานทั้งหมดของผู้ประกาศนี้' },
      tabs: { details: 'รายละเอียด', description: 'รายละเอียดงาน', audit: 'การตรวจสอบ', applicants: 'ผู้หางาน' },
      audit: {
        title: 'ตรวจสอบงาน: %{position}',
        summary: '%{company} · ค่าคอมมิชชันรวม %{amount}',
        decision: 'ผลการตรวจสอบ',
        shareAmount: '= %{amount}',
        runningTotal: 'รวม: %{total} (%{amount})',
        chooseAuditor: 'เลือกผู้ตรวจเรซูเม่',
        noAuditors: 'ยังไม่มีเจ้าหน้าที่ที่มีบทบาทผู้ตรวจ',
      },
      close: {
        title: 'ปิดงาน',
        content: 'ปิด “%{position}” หรือไม่? ผู้หางานจะไม่เห็นและสมัครงานนี้ได้อีกทันที',
      },
      commission: {
        notSet: 'ค่าคอมมิชชันจะถูกแบ่งเมื่องานได้รับอนุมัติ',
        share: 'ผู้รับส่วนแบ่ง',
        percentage: 'เปอร์เซ็นต์',
        amount: 'จำนวนเงิน',
      },
      auditTrail: { title: 'ประวัติการตรวจสอบ', empty: 'ยังไม่มีขั้นตอนการตรวจสอบ' },
      applicants: {
        empty: 'ยังไม่มีผู้สมัคร ผู้หางานจะแสดงที่นี่เมื่อใบสมัครของพวกเขาเข้ามาเป็นใบส่งเรซูเม่',
        fields: {
          seekerName: 'ผู้หางาน',
          appliedTime: 'สมัครเมื่อ',
          status: 'สถานะ',
          resume: 'เรซูเม่',
          deliveryOrderId: 'ใบส่งเรซูเม่',
        },
      },
      history: {
        events: {
          JobPosted: 'ประกาศงานเพื่อรอตรวจสอบ',
          JobEdited: 'แก้ไขงาน',
          JobSubmittedForReview: 'ส่งตรวจสอบอีกครั้ง',
          JobApproved: 'อนุมัติ',
          JobRejected: 'ปฏิเสธ',
          JobPublished: 'เผยแพร่',
          JobExtended: 'ขยายระยะเวลารับสมัคร',
          JobClosed: 'ปิด',
          JobExpired: 'หมดอายุ',
          JobReposted: 'ประกาศอีกครั้ง',
        },
        closedBy: { staff: 'เจ้าหน้าที่นำลง', publisher: 'ผู้ประกาศงานปิดเอง' },
      },
    },
    publishers: {
      fields: { jobs: 'งาน' },
      jobs: { count: '%{smart_count} งาน', none: 'ไม่มีงาน' },
    },
  },
  dashboard: {
    jobs: {
      title: 'งาน',
      openJobs: 'งานที่เปิดรับ',
      pendingAudits: 'รอตรวจสอบ',
      reviewPending: 'ตรวจสอบงานที่รออยู่',
    },
  },
  notifications: {
    messages: {
      explain: 'ประกาศที่ส่งถึงคุณโดยตรง เช่น ผลการพิจารณาและคำขอที่ส่งถึงคุณ',
      empty: 'ไม่มีข้อความที่ส่งถึงคุณ',
    },
    tasks: {
      empty: 'ไม่มีงานที่รอตรวจสอบ',
      jobAudit: 'ตรวจสอบงาน: %{position}',
      submitted: '%{company} · %{time}',
      viewAll: 'งานที่รอตรวจสอบทั้งหมด (%{count})',
    },
  },
};
