/**
 * The words of the benchmark's synthetic job postings (jobPostings.ts): roles, products and trades, skills and tools,
 * duties, benefits, traits, majors and languages, each as Thai, Lao, Simplified Chinese and English write it, plus
 * name parts for companies and streets. Lists are ordered from common to rare: the generator draws from them with
 * Zipf-like weights, so a few words are in many postings and most in few, as on a real board.
 */

/** One thing as each of the four languages writes it. */
export interface Term {
  th: string;
  lo: string;
  zh: string;
  en: string;
}

const term = (th: string, lo: string, zh: string, en: string): Term => ({ th, lo, zh, en });

/** A job title's head: the industry it belongs to, and whether a product or trade may qualify it ("cosmetics sales"). */
export interface Role extends Term {
  industry: string;
  qualified: boolean;
}

const role = (industry: string, qualified: boolean, th: string, lo: string, zh: string, en: string): Role => ({ industry, qualified, th, lo, zh, en });

/** Roles, most common first within each industry. */
export const roles: readonly Role[] = [
  role('retail', true, 'พนักงานขาย', 'ພະນັກງານຂາຍ', '销售代表', 'Sales Representative'),
  role('retail', true, 'ผู้จัดการฝ่ายขาย', 'ຜູ້ຈັດການຝ່າຍຂາຍ', '销售经理', 'Sales Manager'),
  role('retail', false, 'พนักงานแคชเชียร์', 'ພະນັກງານເກັບເງິນ', '收银员', 'Cashier'),
  role('retail', false, 'ผู้จัดการร้าน', 'ຜູ້ຈັດການຮ້ານ', '店长', 'Store Manager'),
  role('retail', true, 'เจ้าหน้าที่อีคอมเมิร์ซ', 'ພະນັກງານຂາຍອອນລາຍ', '电商运营专员', 'E-commerce Officer'),
  role('finance', false, 'นักบัญชี', 'ນັກບັນຊີ', '会计', 'Accountant'),
  role('finance', false, 'เจ้าหน้าที่การเงิน', 'ພະນັກງານການເງິນ', '财务专员', 'Finance Officer'),
  role('finance', false, 'พนักงานธนาคาร', 'ພະນັກງານທະນາຄານ', '银行柜员', 'Bank Teller'),
  role('finance', false, 'ผู้ตรวจสอบบัญชี', 'ຜູ້ກວດສອບບັນຊີ', '审计师', 'Auditor'),
  role('finance', true, 'นักวิเคราะห์สินเชื่อ', 'ນັກວິເຄາະສິນເຊື່ອ', '信贷分析师', 'Credit Analyst'),
  role('internet', false, 'วิศวกรซอฟต์แวร์', 'ວິສະວະກອນຊອບແວ', '软件工程师', 'Software Engineer'),
  role('internet', false, 'นักพัฒนาเว็บไซต์', 'ນັກພັດທະນາເວັບໄຊ', '网站开发工程师', 'Web Developer'),
  role('internet', false, 'เจ้าหน้าที่สนับสนุนไอที', 'ພະນັກງານສະໜັບສະໜູນໄອທີ', 'IT技术支持', 'IT Support Officer'),
  role('internet', false, 'นักวิเคราะห์ข้อมูล', 'ນັກວິເຄາະຂໍ້ມູນ', '数据分析师', 'Data Analyst'),
  role('internet', false, 'นักพัฒนาแอปพลิเคชันมือถือ', 'ນັກພັດທະນາແອັບມືຖື', '移动开发工程师', 'Mobile App Developer'),
  role('internet', false, 'ผู้ดูแลระบบ', 'ຜູ້ດູແລລະບົບ', '系统管理员', 'System Administrator'),
  role('internet', false, 'ผู้ทดสอบซอฟต์แวร์', 'ຜູ້ທົດສອບຊອບແວ', '软件测试工程师', 'QA Tester'),
  role('internet', false, 'วิศวกรเครือข่าย', 'ວິສະວະກອນເຄືອຂ່າຍ', '网络工程师', 'Network Engineer'),
  role('construction', false, 'วิศวกรโยธา', 'ວິສະວະກອນໂຍທາ', '土木工程师', 'Civil Engineer'),
  role('construction', false, 'โฟร์แมน', 'ຫົວໜ້າໜ່ວຍກໍ່ສ້າງ', '施工员', 'Site Foreman'),
  role('construction', false, 'สถาปนิก', 'ສະຖາປະນິກ', '建筑师', 'Architect'),
  role('construction', false, 'เจ้าหน้าที่ประมาณราคา', 'ພະນັກງານຄິດໄລ່ລາຄາ', '造价员', 'Quantity Surveyor'),
  role('construction', true, 'นายหน้าอสังหาริมทรัพย์', 'ນາຍໜ້າອະສັງຫາລິມະຊັບ', '房产经纪人', 'Real Estate Agent'),
  role('energy', false, 'ช่างไฟฟ้า', 'ຊ່າງໄຟຟ້າ', '电工', 'Electrician'),
  role('energy', false, 'วิศวกรไฟฟ้า', 'ວິສະວະກອນໄຟຟ້າ', '电气工程师', 'Electrical Engineer'),
  role('energy', false, 'เจ้าหน้าที่ความปลอดภัย', 'ພະນັກງານຄວາມປອດໄພ', '安全员', 'Safety Officer'),
  role('energy', false, 'วิศวกรเหมืองแร่', 'ວິສະວະກອນບໍ່ແຮ່', '采矿工程师', 'Mining Engineer'),
  role('healthcare', false, 'พยาบาลวิชาชีพ', 'ພະຍາບານ', '护士', 'Registered Nurse'),
  role('healthcare', false, 'เภสัชกร', 'ເພສັດຊະກອນ', '药剂师', 'Pharmacist'),
  role('healthcare', false, 'พนักงานดูแลผู้สูงอายุ', 'ພະນັກງານເບິ່ງແຍງຜູ້ສູງອາຍຸ', '养老护理员', 'Caregiver'),
  role('healthcare', false, 'แพทย์', 'ທ່ານໝໍ', '医生', 'Medical Doctor'),
  role('healthcare', false, 'นักเทคนิคการแพทย์', 'ນັກເຕັກນິກການແພດ', '医学检验师', 'Medical Technologist'),
  role('healthcare', false, 'ทันตแพทย์', 'ທັນຕະແພດ', '牙医', 'Dentist'),
  role('education', false, 'ครูสอนภาษาอังกฤษ', 'ຄູສອນພາສາອັງກິດ', '英语教师', 'English Teacher'),
  role('education', false, 'ครูสอนภาษาจีน', 'ຄູສອນພາສາຈີນ', '汉语教师', 'Chinese Teacher'),
  role('education', false, 'ครูคณิตศาสตร์', 'ຄູສອນຄະນິດສາດ', '数学教师', 'Mathematics Teacher'),
  role('education', false, 'วิทยากรฝึกอบรม', 'ຄູຝຶກອົບຮົມ', '培训师', 'Corporate Trainer'),
  role('hospitality', false, 'พนักงานเสิร์ฟ', 'ພະນັກງານເສີບ', '服务员', 'Waiter'),
  role('hospitality', false, 'พนักงานต้อนรับ', 'ພະນັກງານຕ້ອນຮັບ', '前台接待', 'Receptionist'),
  role('hospitality', false, 'พ่อครัว', 'ພໍ່ຄົວ', '厨师', 'Chef'),
  role('hospitality', false, 'แม่บ้าน', 'ແມ່ບ້ານ', '客房服务员', 'Housekeeper'),
  role('hospitality', false, 'บาริสต้า', 'ບາຣິສຕ້າ', '咖啡师', 'Barista'),
  role('hospitality', false, 'มัคคุเทศก์', 'ໄກດ໌ນຳທ່ຽວ', '导游', 'Tour Guide'),
  role('hospitality', false, 'ผู้จัดการโรงแรม', 'ຜູ້ຈັດການໂຮງແຮມ', '酒店经理', 'Hotel Manager'),
  role('logistics', false, 'พนักงานขับรถส่งของ', 'ຄົນຂັບລົດສົ່ງເຄື່ອງ', '送货司机', 'Delivery Driver'),
  role('logistics', false, 'เจ้าหน้าที่คลังสินค้า', 'ພະນັກງານສາງສິນຄ້າ', '仓库管理员', 'Warehouse Officer'),
  role('logistics', false, 'พนักงานขับรถบรรทุก', 'ຄົນຂັບລົດບັນທຸກ', '货车司机', 'Truck Driver'),
  role('logistics', true, 'เจ้าหน้าที่จัดซื้อ', 'ພະນັກງານຈັດຊື້', '采购专员', 'Purchasing Officer'),
  role('logistics', false, 'พนักงานขับรถโฟล์คลิฟท์', 'ຄົນຂັບລົດຍົກ', '叉车司机', 'Forklift Operator'),
  role('logistics', false, 'เจ้าหน้าที่พิธีการศุลกากร', 'ພະນັກງານພິທີການພາສີ', '报关员', 'Customs Broker'),
  role('manufacturing', false, 'พนักงานฝ่ายผลิต', 'ພະນັກງານຝ່າຍຜະລິດ', '普工', 'Production Worker'),
  role('manufacturing', false, 'หัวหน้าฝ่ายผลิต', 'ຫົວໜ້າຝ່າຍຜະລິດ', '生产主管', 'Production Supervisor'),
  role('manufacturing', false, 'พนักงานควบคุมคุณภาพ', 'ພະນັກງານຄວບຄຸມຄຸນນະພາບ', '质检员', 'Quality Control Inspector'),
  role('manufacturing', false, 'ช่างซ่อมบำรุง', 'ຊ່າງສ້ອມແປງ', '维修技术员', 'Maintenance Technician'),
  role('manufacturing', false, 'วิศวกรเครื่องกล', 'ວິສະວະກອນກົນຈັກ', '机械工程师', 'Mechanical Engineer'),
  role('manufacturing', false, 'ช่างเชื่อม', 'ຊ່າງເຊື່ອມ', '焊工', 'Welder'),
  role('manufacturing', false, 'พนักงานคุมเครื่องจักร', 'ພະນັກງານຄວບຄຸມເຄື່ອງຈັກ', '机床操作工', 'Machine Operator'),
  role('agriculture', false, 'นักวิชาการเกษตร', 'ນັກວິຊາການກະສິກຳ', '农业技术员', 'Agronomist'),
  role('agriculture', false, 'ผู้จัดการฟาร์ม', 'ຜູ້ຈັດການຟາມ', '农场经理', 'Farm Manager'),
  role('agriculture', false, 'สัตวแพทย์', 'ສັດຕະວະແພດ', '兽医', 'Veterinarian'),
  role('media', true, 'นักการตลาดดิจิทัล', 'ພະນັກງານການຕະຫຼາດດິຈິຕອນ', '数字营销专员', 'Digital Marketing Specialist'),
  role('media', false, 'นักออกแบบกราฟิก', 'ນັກອອກແບບກຣາຟິກ', '平面设计师', 'Graphic Designer'),
  role('media', false, 'ครีเอเตอร์คอนเทนต์', 'ຜູ້ສ້າງເນື້ອຫາ', '内容创作者', 'Content Creator'),
  role('media', false, 'ช่างตัดต่อวิดีโอ', 'ຊ່າງຕັດຕໍ່ວິດີໂອ', '视频剪辑师', 'Video Editor'),
  role('media', false, 'ผู้สื่อข่าว', 'ນັກຂ່າວ', '记者', 'Journalist'),
  role('public', false, 'เจ้าหน้าที่โครงการ', 'ພະນັກງານໂຄງການ', '项目专员', 'Programme Officer'),
  role('public', false, 'เจ้าหน้าที่พัฒนาชุมชน', 'ພະນັກງານພັດທະນາຊຸມຊົນ', '社区发展专员', 'Community Development Officer'),
  role('other', false, 'เจ้าหน้าที่ธุรการ', 'ພະນັກງານບໍລິຫານທົ່ວໄປ', '行政助理', 'Administrative Assistant'),
  role('other', false, 'พนักงานบริการลูกค้า', 'ພະນັກງານບໍລິການລູກຄ້າ', '客服专员', 'Customer Service Officer'),
  role('other', false, 'เจ้าหน้าที่ฝ่ายบุคคล', 'ພະນັກງານຝ່າຍບຸກຄະລາກອນ', '人事专员', 'HR Officer'),
  role('other', false, 'พนักงานรักษาความปลอดภัย', 'ພະນັກງານຮັກສາຄວາມປອດໄພ', '保安', 'Security Guard'),
  role('other', false, 'ผู้จัดการฝ่ายบุคคล', 'ຜູ້ຈັດການຝ່າຍບຸກຄະລາກອນ', '人力资源经理', 'HR Manager'),
  role('other', false, 'ผู้จัดการโครงการ', 'ຜູ້ຈັດການໂຄງການ', '项目经理', 'Project Manager'),
  role('other', false, 'เลขานุการ', 'ເລຂານຸການ', '秘书', 'Executive Secretary'),
  role('other', false, 'นักแปล', 'ນັກແປພາສາ', '翻译', 'Translator'),
  role('other', false, 'นิติกร', 'ນິຕິກອນ', '法务专员', 'Legal Officer'),
];

/** Roles any company hires, whatever its trade. */
export const everyIndustryRoles: readonly string[] = ['Administrative Assistant', 'Customer Service Officer', 'HR Officer', 'Accountant', 'Sales Representative', 'Security Guard', 'Delivery Driver'];

/** A title's rank or terms: Thai and Lao put it after the role or before it, Chinese and English before or after. */
export interface TitleRank {
  th: [before: string, after: string];
  lo: [before: string, after: string];
  zh: [before: string, after: string];
  en: [before: string, after: string];
}

export const titleRanks: readonly TitleRank[] = [
  { th: ['', 'อาวุโส'], lo: ['', 'ອາວຸໂສ'], zh: ['高级', ''], en: ['Senior ', ''] },
  { th: ['ผู้ช่วย', ''], lo: ['ຜູ້ຊ່ວຍ', ''], zh: ['', '助理'], en: ['Assistant ', ''] },
  { th: ['', 'ฝึกหัด'], lo: ['', 'ຝຶກງານ'], zh: ['实习', ''], en: ['Trainee ', ''] },
  { th: ['', ' (พาร์ทไทม์)'], lo: ['', ' (ນອກເວລາ)'], zh: ['兼职', ''], en: ['', ' (Part-time)'] },
  { th: ['หัวหน้า', ''], lo: ['ຫົວໜ້າ', ''], zh: ['', '组长'], en: ['Lead ', ''] },
  { th: ['', ' (สัญญาจ้าง)'], lo: ['', ' (ສັນຍາຈ້າງ)'], zh: ['合同制', ''], en: ['', ' (Contract)'] },
];

/** Products and trades: what a company sells or does; they qualify some titles and fill the text. */
export const trades: readonly Term[] = [
  term('เครื่องดื่ม', 'ເຄື່ອງດື່ມ', '饮料', 'beverages'),
  term('วัสดุก่อสร้าง', 'ວັດສະດຸກໍ່ສ້າງ', '建材', 'building materials'),
  term('รถยนต์', 'ລົດໃຫຍ່', '汽车', 'cars'),
  term('โทรศัพท์มือถือ', 'ໂທລະສັບມືຖື', '手机', 'mobile phones'),
  term('ประกันภัย', 'ປະກັນໄພ', '保险', 'insurance'),
  term('ร้านอาหาร', 'ຮ້ານອາຫານ', '餐饮', 'restaurants'),
  term('เครื่องสำอาง', 'ເຄື່ອງສຳອາງ', '化妆品', 'cosmetics'),
  term('เครื่องใช้ไฟฟ้า', 'ເຄື່ອງໃຊ້ໄຟຟ້າ', '家电', 'home appliances'),
  term('โรงแรม', 'ໂຮງແຮມ', '酒店', 'hotels'),
  term('รถจักรยานยนต์', 'ລົດຈັກ', '摩托车', 'motorcycles'),
  term('ซอฟต์แวร์', 'ຊອບແວ', '软件', 'software'),
  term('ปูนซีเมนต์', 'ຊີມັງ', '水泥', 'cement'),
  term('เสื้อผ้า', 'ເຄື່ອງນຸ່ງຫົ່ມ', '服装', 'garments'),
  term('ยา', 'ຢາ', '药品', 'pharmaceuticals'),
  term('อสังหาริมทรัพย์', 'ອະສັງຫາລິມະຊັບ', '房地产', 'real estate'),
  term('ข้าว', 'ເຂົ້າ', '大米', 'rice'),
  term('กาแฟ', 'ກາເຟ', '咖啡', 'coffee'),
  term('เฟอร์นิเจอร์', 'ເຟີນີເຈີ', '家具', 'furniture'),
  term('อิเล็กทรอนิกส์', 'ເອເລັກໂຕຣນິກ', '电子产品', 'electronics'),
  term('โทรคมนาคม', 'ໂທລະຄົມມະນາຄົມ', '电信', 'telecommunications'),
  term('เหล็ก', 'ເຫຼັກ', '钢材', 'steel'),
  term('ปุ๋ย', 'ຝຸ່ນ', '化肥', 'fertiliser'),
  term('อาหารสัตว์', 'ອາຫານສັດ', '饲料', 'animal feed'),
  term('เครื่องมือแพทย์', 'ອຸປະກອນການແພດ', '医疗器械', 'medical equipment'),
  term('ยางพารา', 'ຢາງພາລາ', '橡胶', 'rubber'),
  term('อะไหล่รถยนต์', 'ອາໄຫຼ່ລົດ', '汽车配件', 'auto parts'),
  term('พลาสติก', 'ພລາສຕິກ', '塑料', 'plastics'),
  term('บรรจุภัณฑ์', 'ການຫຸ້ມຫໍ່', '包装', 'packaging'),
  term('เบียร์', 'ເບຍ', '啤酒', 'beer'),
  term('อาหารทะเล', 'ອາຫານທະເລ', '海鲜', 'seafood'),
  term('ผลไม้', 'ໝາກໄມ້', '水果', 'fruit'),
  term('สปา', 'ສະປາ', '水疗', 'spa'),
  term('การท่องเที่ยว', 'ການທ່ອງທ່ຽວ', '旅游', 'tourism'),
  term('ห้องเย็น', 'ຫ້ອງເຢັນ', '冷链', 'cold storage'),
  term('การขนส่งทางเรือ', 'ການຂົນສົ່ງທາງເຮືອ', '海运', 'sea freight'),
  term('การขนส่งทางอากาศ', 'ການຂົນສົ່ງທາງອາກາດ', '空运', 'air freight'),
  term('รถไฟ', 'ລົດໄຟ', '铁路', 'railways'),
  term('การพิมพ์', 'ການພິມ', '印刷', 'printing'),
  term('รองเท้า', 'ເກີບ', '鞋类', 'footwear'),
  term('แผงโซลาร์เซลล์', 'ແຜງໂຊລາເຊວ', '太阳能板', 'solar panels'),
  term('พลังงานน้ำ', 'ພະລັງງານນ້ຳ', '水电', 'hydropower'),
  term('เหมืองทอง', 'ບໍ່ຄຳ', '金矿', 'gold mining'),
  term('โพแทช', 'ໂປແຕດ', '钾盐', 'potash'),
  term('คลาวด์', 'ຄລາວ', '云计算', 'cloud services'),
  term('เกมออนไลน์', 'ເກມອອນລາຍ', '网络游戏', 'online games'),
  term('กระเป๋าเงินอิเล็กทรอนิกส์', 'ກະເປົາເງິນອີເລັກໂຕຣນິກ', '电子钱包', 'e-wallets'),
  term('ไมโครไฟแนนซ์', 'ສິນເຊື່ອລາຍຍ່ອຍ', '小额贷款', 'microfinance'),
  term('หลักทรัพย์', 'ຫຼັກຊັບ', '证券', 'securities'),
  term('น้ำตาล', 'ນ້ຳຕານ', '白糖', 'sugar'),
  term('มันสำปะหลัง', 'ມັນຕົ້ນ', '木薯', 'cassava'),
  term('ชา', 'ຊາ', '茶叶', 'tea'),
  term('กล้วย', 'ກ້ວຍ', '香蕉', 'bananas'),
  term('ทุเรียน', 'ທຸລຽນ', '榴莲', 'durian'),
  term('คอนโดมิเนียม', 'ຄອນໂດ', '公寓', 'condominiums'),
  term('งานอีเวนต์', 'ການຈັດງານ', '会展', 'events'),
  term('การสรรหาบุคลากร', 'ການສັນຫາບຸກຄະລາກອນ', '招聘', 'recruitment'),
  term('ไม้ยางพารา', 'ໄມ້ຢາງພາລາ', '橡胶木', 'rubberwood'),
  term('กุ้ง', 'ກຸ້ງ', '对虾', 'shrimp'),
];

/** Tools and skills: software and certificates keep their Latin names in every language, as postings write them. */
export const tools: readonly Term[] = [
  ...[
    'Excel', 'Word', 'PowerPoint', 'SAP', 'Canva', 'AutoCAD', 'Photoshop', 'Facebook Ads', 'SQL', 'Power BI', 'TikTok', 'Shopee', 'Lazada',
    'LINE OA', 'WeChat', 'TOEIC', 'HSK', 'IELTS', 'Illustrator', 'Google Ads', 'SEO', 'QuickBooks', 'Xero', 'Odoo', 'Oracle', 'Python', 'Java',
    'JavaScript', 'PHP', 'ISO 9001', 'GMP', 'HACCP', 'PLC', 'CNC', 'SketchUp', 'Revit', 'SolidWorks', 'CapCut', 'Premiere', 'Figma', 'React',
    'TypeScript', 'Linux', 'Docker', 'Node.js', 'MySQL', 'PostgreSQL', 'Laravel', 'Flutter', 'Kotlin', 'Swift', 'Vue', 'Go', 'Kubernetes', 'AWS',
    'Azure', 'Git', 'Tableau', 'Salesforce', 'HubSpot', 'Shopify', 'Six Sigma', 'Express', 'MongoDB', 'Redis', 'Jira',
  ].map((name) => term(name, name, name, name)),
  term('การเจรจาต่อรอง', 'ການເຈລະຈາຕໍ່ລອງ', '商务谈判', 'negotiation'),
  term('ใบขับขี่', 'ໃບຂັບຂີ່', '驾照', 'a driving licence'),
  term('การทำบัญชี', 'ການເຮັດບັນຊີ', '记账', 'bookkeeping'),
  term('ภาษีอากร', 'ອາກອນ', '税务', 'taxation'),
  term('การปฐมพยาบาล', 'ການປະຖົມພະຍາບານ', '急救', 'first aid'),
  term('การถ่ายภาพ', 'ການຖ່າຍຮູບ', '摄影', 'photography'),
  term('การบริหารโครงการ', 'ການບໍລິຫານໂຄງການ', '项目管理', 'project management'),
  term('การเขียนคำโฆษณา', 'ການຂຽນຂໍ້ຄວາມໂຄສະນາ', '文案', 'copywriting'),
  term('การจัดทำงบประมาณ', 'ການເຮັດງົບປະມານ', '预算编制', 'budgeting'),
  term('การพูดในที่สาธารณะ', 'ການເວົ້າຕໍ່ໜ້າສາທາລະນະ', '演讲', 'public speaking'),
];

/** Duties, as the verb phrase a responsibility starts with. */
export const duties: readonly Term[] = [
  term('ดูแลลูกค้า', 'ດູແລລູກຄ້າ', '维护客户', 'look after customers'),
  term('หาลูกค้าใหม่', 'ຊອກຫາລູກຄ້າໃໝ່', '开发新客户', 'find new customers'),
  term('รับสายลูกค้า', 'ຮັບສາຍລູກຄ້າ', '接听客户来电', 'answer customer calls'),
  term('ส่งสินค้าให้ลูกค้า', 'ສົ່ງສິນຄ້າໃຫ້ລູກຄ້າ', '配送货物', 'deliver goods to customers'),
  term('ตรวจนับสต็อกสินค้า', 'ກວດນັບສິນຄ້າໃນສາງ', '盘点库存', 'count stock'),
  term('บันทึกบัญชีรายรับรายจ่าย', 'ບັນທຶກບັນຊີລາຍຮັບລາຍຈ່າຍ', '登记收支账目', 'record income and expenses'),
  term('ออกใบแจ้งหนี้', 'ອອກໃບແຈ້ງໜີ້', '开具发票', 'issue invoices'),
  term('เยี่ยมลูกค้า', 'ຢ້ຽມຢາມລູກຄ້າ', '拜访客户', 'visit customers'),
  term('ปิดงบการเงินประจำเดือน', 'ປິດບັນຊີປະຈຳເດືອນ', '月末结账', 'close the monthly accounts'),
  term('ยื่นแบบภาษี', 'ຍື່ນແບບອາກອນ', '申报纳税', 'file tax returns'),
  term('พัฒนาฟีเจอร์ใหม่', 'ພັດທະນາຟັງຊັນໃໝ່', '开发新功能', 'build new features'),
  term('แก้ไขบั๊ก', 'ແກ້ໄຂຂໍ້ຜິດພາດຂອງລະບົບ', '修复缺陷', 'fix bugs'),
  term('ออกแบบฐานข้อมูล', 'ອອກແບບຖານຂໍ້ມູນ', '设计数据库', 'design databases'),
  term('ดูแลเซิร์ฟเวอร์', 'ດູແລເຊີບເວີ', '维护服务器', 'maintain servers'),
  term('ควบคุมงานก่อสร้างหน้างาน', 'ຄວບຄຸມວຽກກໍ່ສ້າງຢູ່ໜ້າວຽກ', '现场施工管理', 'supervise work on site'),
  term('อ่านแบบก่อสร้าง', 'ອ່ານແບບແຜນກໍ່ສ້າງ', '识读施工图', 'read construction drawings'),
  term('ตรวจเช็กเครื่องจักร', 'ກວດເຊັກເຄື່ອງຈັກ', '设备点检', 'inspect machinery'),
  term('ซ่อมอุปกรณ์', 'ສ້ອມແປງອຸປະກອນ', '维修设备', 'repair equipment'),
  term('ดูแลผู้ป่วย', 'ເບິ່ງແຍງຄົນເຈັບ', '护理病人', 'care for patients'),
  term('จ่ายยา', 'ຈ່າຍຢາ', '发药', 'dispense medicine'),
  term('เตรียมแผนการสอน', 'ກະກຽມແຜນການສອນ', '备课', 'prepare lesson plans'),
  term('ต้อนรับแขก', 'ຕ້ອນຮັບແຂກ', '接待客人', 'welcome guests'),
  term('รับจองห้องพัก', 'ຮັບຈອງຫ້ອງພັກ', '处理客房预订', 'handle room bookings'),
  term('ปรุงอาหาร', 'ປຸງອາຫານ', '烹饪菜品', 'cook dishes'),
  term('วางแผนเส้นทางขนส่ง', 'ວາງແຜນເສັ້ນທາງຂົນສົ່ງ', '规划运输路线', 'plan delivery routes'),
  term('ขนถ่ายสินค้า', 'ຂົນຖ່າຍສິນຄ້າ', '装卸货物', 'load and unload goods'),
  term('เปรียบเทียบราคาจากผู้ขาย', 'ປຽບທຽບລາຄາຈາກຜູ້ສະໜອງ', '比价采购', 'compare supplier quotes'),
  term('เดินพิธีการศุลกากร', 'ດຳເນີນພິທີການພາສີ', '办理清关', 'clear goods through customs'),
  term('ควบคุมคุณภาพการผลิต', 'ຄວບຄຸມຄຸນນະພາບການຜະລິດ', '把控生产质量', 'control production quality'),
  term('วางแผนการผลิต', 'ວາງແຜນການຜະລິດ', '制定生产计划', 'plan production'),
  term('ให้คำแนะนำเกษตรกร', 'ໃຫ້ຄຳແນະນຳຊາວກະສິກອນ', '指导农户', 'advise farmers'),
  term('ออกแบบโปสเตอร์', 'ອອກແບບໂປສເຕີ', '设计海报', 'design posters'),
  term('ดูแลแคมเปญโฆษณา', 'ດູແລແຄມເປນໂຄສະນາ', '投放广告', 'run ad campaigns'),
  term('เขียนคอนเทนต์', 'ຂຽນເນື້ອຫາ', '撰写内容', 'write content'),
  term('ถ่ายและตัดต่อวิดีโอ', 'ຖ່າຍ ແລະ ຕັດຕໍ່ວິດີໂອ', '拍摄剪辑视频', 'shoot and edit videos'),
  term('สรรหาพนักงาน', 'ສັນຫາພະນັກງານ', '招聘员工', 'recruit staff'),
  term('คำนวณเงินเดือน', 'ຄິດໄລ່ເງິນເດືອນ', '核算工资', 'calculate payroll'),
  term('แปลเอกสาร', 'ແປເອກະສານ', '翻译文件', 'translate documents'),
  term('ร่างสัญญา', 'ຮ່າງສັນຍາ', '起草合同', 'draft contracts'),
  term('จัดทำรายงานยอดขาย', 'ກະກຽມລາຍງານຍອດຂາຍ', '编制销售报表', 'prepare sales reports'),
  term('ประสานงานกับหน่วยงานราชการ', 'ປະສານງານກັບພາກລັດ', '对接政府部门', 'liaise with government offices'),
];

/** Benefits, as a posting lists them. */
export const benefits: readonly Term[] = [
  term('ประกันสังคม', 'ປະກັນສັງຄົມ', '社会保险', 'social security'),
  term('โบนัสประจำปี', 'ເງິນໂບນັດປະຈຳປີ', '年终奖', 'an annual bonus'),
  term('ค่าล่วงเวลา', 'ຄ່າລ່ວງເວລາ', '加班费', 'overtime pay'),
  term('ประกันสุขภาพ', 'ປະກັນສຸຂະພາບ', '医疗保险', 'health insurance'),
  term('ชุดยูนิฟอร์ม', 'ເຄື່ອງແບບ', '工作服', 'uniforms'),
  term('อาหารกลางวันฟรี', 'ອາຫານທ່ຽງຟຣີ', '免费午餐', 'free lunch'),
  term('วันหยุดพักร้อน', 'ວັນພັກປະຈຳປີ', '带薪年假', 'paid annual leave'),
  term('ที่พักพนักงาน', 'ທີ່ພັກພະນັກງານ', '员工宿舍', 'staff housing'),
  term('รถรับส่งพนักงาน', 'ລົດຮັບສົ່ງພະນັກງານ', '班车', 'a staff shuttle'),
  term('ค่าเดินทาง', 'ຄ່າເດີນທາງ', '交通补贴', 'a travel allowance'),
  term('เบี้ยขยัน', 'ເງິນຂະຫຍັນ', '全勤奖', 'an attendance bonus'),
  term('กองทุนสำรองเลี้ยงชีพ', 'ກອງທຶນສຳຮອງລ້ຽງຊີບ', '公积金', 'a provident fund'),
  term('ทำงานห้าวันต่อสัปดาห์', 'ເຮັດວຽກຫ້າວັນຕໍ່ອາທິດ', '双休', 'a five-day week'),
  term('ปรับเงินเดือนประจำปี', 'ປັບເງິນເດືອນປະຈຳປີ', '年度调薪', 'an annual salary review'),
  term('ตรวจสุขภาพประจำปี', 'ກວດສຸຂະພາບປະຈຳປີ', '年度体检', 'an annual health check'),
  term('ค่าโทรศัพท์', 'ຄ່າໂທລະສັບ', '通讯补贴', 'a phone allowance'),
  term('ส่วนลดพนักงาน', 'ສ່ວນຫຼຸດພະນັກງານ', '员工折扣', 'a staff discount'),
  term('ทำงานที่บ้านได้', 'ເຮັດວຽກຢູ່ເຮືອນໄດ້', '远程办公', 'remote work'),
  term('ท่องเที่ยวประจำปี', 'ທ່ອງທ່ຽວປະຈຳປີ', '年度旅游', 'a company trip'),
  term('วันหยุดวันเกิด', 'ວັນພັກວັນເກີດ', '生日假', 'a birthday day off'),
  term('ค่าคอมมิชชั่น', 'ຄ່ານາຍໜ້າ', '销售提成', 'sales commission'),
];

/** What the general and soft-skill sections ask of a person. */
export const traits: readonly Term[] = [
  term('ขยัน', 'ດຸໝັ່ນ', '勤奋', 'hard-working'),
  term('ซื่อสัตย์', 'ຊື່ສັດ', '诚实守信', 'honest'),
  term('ตรงต่อเวลา', 'ກົງຕໍ່ເວລາ', '守时', 'punctual'),
  term('อดทน', 'ອົດທົນ', '有耐心', 'patient'),
  term('มีมนุษยสัมพันธ์ดี', 'ມີມະນຸດສຳພັນດີ', '人际关系好', 'good with people'),
  term('มีใจรักงานบริการ', 'ມີໃຈຮັກການບໍລິການ', '服务意识强', 'service-minded'),
  term('ละเอียดรอบคอบ', 'ລະອຽດຮອບຄອບ', '细心', 'careful with details'),
  term('สื่อสารเก่ง', 'ສື່ສານເກັ່ງ', '沟通能力强', 'a clear communicator'),
  term('ใฝ่เรียนรู้', 'ໃຝ່ຮຽນຮູ້', '好学上进', 'eager to learn'),
  term('มีความคิดสร้างสรรค์', 'ມີຄວາມຄິດສ້າງສັນ', '有创意', 'creative'),
  term('ทำงานภายใต้ความกดดันได้', 'ເຮັດວຽກພາຍໃຕ້ຄວາມກົດດັນໄດ້', '抗压能力强', 'calm under pressure'),
  term('มีภาวะผู้นำ', 'ມີຄວາມເປັນຜູ້ນຳ', '有领导力', 'a natural leader'),
  term('แก้ปัญหาเฉพาะหน้าได้ดี', 'ແກ້ໄຂບັນຫາໄດ້ດີ', '善于解决问题', 'good at solving problems'),
  term('มีระเบียบ', 'ມີລະບຽບ', '条理清晰', 'well organised'),
  term('เดินทางต่างจังหวัดได้', 'ເດີນທາງໄປຕ່າງແຂວງໄດ້', '能出差', 'able to travel'),
];

/** Fields of study a requirement names. */
export const majors: readonly Term[] = [
  term('บริหารธุรกิจ', 'ບໍລິຫານທຸລະກິດ', '工商管理', 'business administration'),
  term('การบัญชี', 'ການບັນຊີ', '会计学', 'accounting'),
  term('วิศวกรรมศาสตร์', 'ວິສະວະກຳສາດ', '工程学', 'engineering'),
  term('การตลาด', 'ການຕະຫຼາດ', '市场营销', 'marketing'),
  term('วิทยาการคอมพิวเตอร์', 'ວິທະຍາສາດຄອມພິວເຕີ', '计算机科学', 'computer science'),
  term('เศรษฐศาสตร์', 'ເສດຖະສາດ', '经济学', 'economics'),
  term('การเงิน', 'ການເງິນ', '金融学', 'finance'),
  term('นิเทศศาสตร์', 'ນິເທດສາດ', '新闻传播学', 'communication arts'),
  term('พยาบาลศาสตร์', 'ພະຍາບານສາດ', '护理学', 'nursing'),
  term('นิติศาสตร์', 'ນິຕິສາດ', '法学', 'law'),
  term('เกษตรศาสตร์', 'ກະສິກຳສາດ', '农学', 'agricultural science'),
  term('การโรงแรม', 'ການໂຮງແຮມ', '酒店管理', 'hotel management'),
  term('การจัดการโลจิสติกส์', 'ການຈັດການໂລຈິສຕິກ', '物流管理', 'logistics management'),
  term('เภสัชศาสตร์', 'ເພສັດສາດ', '药学', 'pharmacy'),
  term('สถาปัตยกรรมศาสตร์', 'ສະຖາປັດຕະຍະກຳ', '建筑学', 'architecture'),
  term('ครุศาสตร์', 'ຄູສາດ', '教育学', 'education'),
];

/** Languages a posting asks for. */
export const spokenLanguages: readonly Term[] = [
  term('ภาษาอังกฤษ', 'ພາສາອັງກິດ', '英语', 'English'),
  term('ภาษาจีน', 'ພາສາຈີນ', '中文', 'Chinese'),
  term('ภาษาไทย', 'ພາສາໄທ', '泰语', 'Thai'),
  term('ภาษาลาว', 'ພາສາລາວ', '老挝语', 'Lao'),
  term('ภาษาเวียดนาม', 'ພາສາຫວຽດນາມ', '越南语', 'Vietnamese'),
  term('ภาษาญี่ปุ่น', 'ພາສາຍີ່ປຸ່ນ', '日语', 'Japanese'),
  term('ภาษาเกาหลี', 'ພາສາເກົາຫຼີ', '韩语', 'Korean'),
];

/** Degrees as the education dictionary's values 1–5 are written. */
export const degrees: Record<'th' | 'lo' | 'zh' | 'en', readonly string[]> = {
  th: ['มัธยมปลาย', 'อนุปริญญา', 'ปริญญาตรี', 'ปริญญาโท', 'ปริญญาเอก'],
  lo: ['ມັດທະຍົມປາຍ', 'ອະນຸປະລິນຍາ', 'ປະລິນຍາຕີ', 'ປະລິນຍາໂທ', 'ປະລິນຍາເອກ'],
  zh: ['高中', '大专', '本科', '硕士', '博士'],
  en: ['high school diploma', 'associate degree', "bachelor's degree", "master's degree", 'doctorate'],
};

/** Video call apps interviews run over. */
export const callApps: readonly string[] = ['Zoom', 'LINE', 'WhatsApp', 'WeChat', 'Teams', 'Google Meet'];

/** Company name parts: a distinctive stem and a line of business, per language. */
export const companyNames = {
  th: {
    stems: [
      'สยาม', 'ศรีไทย', 'รุ่งเรือง', 'เจริญผล', 'ทองคำ', 'มั่นคง', 'ก้าวหน้า', 'สุขสวัสดิ์', 'บางกอก', 'ล้านนา', 'อันดามัน', 'อีสาน', 'เมืองทอง',
      'ชัยพฤกษ์', 'ร่วมใจ', 'สหมิตร', 'นวกิจ', 'เอกชัย', 'ทวีทรัพย์', 'ไพศาล', 'ศุภชัย', 'วัฒนา', 'ประเสริฐ', 'นครชัย', 'แสงทอง', 'บูรพา',
      'ทักษิณ', 'เพชรเกษม', 'รัตนโกสินทร์', 'ธนบุรี',
    ],
    lines: ['เทรดดิ้ง', 'เอ็นจิเนียริ่ง', 'โลจิสติกส์', 'ฟู้ดส์', 'คอนสตรัคชั่น', 'เทคโนโลยี', 'เมดิคอล', 'มีเดีย', 'พาวเวอร์', 'อินดัสตรี้', 'อะโกร', 'โฮลดิ้งส์', 'ซัพพลาย', 'รีสอร์ท', 'การ์เมนท์'],
  },
  lo: {
    stems: [
      'ລ້ານຊ້າງ', 'ວຽງຈັນ', 'ຈຳປາ', 'ສີສະຫວາດ', 'ພູສີ', 'ແສງຕາເວັນ', 'ດາວເຮືອງ', 'ສຸກສົມບູນ', 'ທອງຄຳ', 'ມິດຕະພາບ', 'ຊຽງທອງ', 'ນາຄາ', 'ວັງວຽງ',
      'ໂພນສະຫວັນ', 'ປາກເຊ', 'ສະຫວັນ', 'ບົວລະພາ', 'ແມ່ຂອງ', 'ຄຳມ່ວນ', 'ຈະເລີນ', 'ພັດທະນາ', 'ສົມໃຈ', 'ຮຸ່ງເຮືອງ', 'ດອກຈຳປາ', 'ພູເຂົາຄວາຍ',
      'ສີໂຄດ', 'ໄຊເສດຖາ', 'ນ້ຳງື່ມ', 'ບໍລິຄຳໄຊ', 'ສາລະວັນ',
    ],
    lines: ['ການຄ້າ', 'ກໍ່ສ້າງ', 'ຂົນສົ່ງ', 'ອາຫານ', 'ເຕັກໂນໂລຊີ', 'ການແພດ', 'ພະລັງງານ', 'ກະສິກຳ', 'ບໍລິການ', 'ອຸດສາຫະກຳ', 'ທ່ອງທ່ຽວ', 'ສື່ສານ', 'ນຳເຂົ້າ-ສົ່ງອອກ', 'ບໍ່ແຮ່', 'ໂຮງແຮມ'],
  },
  zh: {
    stems: [
      '华信', '恒通', '宏达', '鑫源', '新世纪', '金龙', '东方', '瑞丰', '海纳', '天成', '嘉禾', '永盛', '博远', '星辰', '锦绣', '万通', '中联',
      '鼎盛', '远航', '汇通', '华夏', '润泽', '方圆', '盛世', '澜湄', '南方', '凯达', '同创', '佳诚', '立信',
    ],
    lines: ['科技', '物流', '贸易', '建设', '医药', '食品', '传媒', '能源', '农业', '电子', '酒店管理', '实业', '咨询', '教育', '服饰'],
  },
  en: {
    stems: [
      'Mekong', 'Lotus', 'Golden', 'Silver Leaf', 'Blue Ocean', 'Green Valley', 'Sunrise', 'Pacific', 'Orchid', 'Elephant', 'Tiger', 'Dragon',
      'Jade', 'Bamboo', 'Riverside', 'Summit', 'Harbor', 'Evergreen', 'Crown', 'Apex', 'Pioneer', 'Horizon', 'Unity', 'Prime', 'Starlight',
      'Metro', 'Royal', 'Nova', 'Delta', 'Atlas',
    ],
    lines: ['Trading', 'Engineering', 'Logistics', 'Foods', 'Construction', 'Technologies', 'Healthcare', 'Media', 'Energy', 'Industries', 'Agro', 'Holdings', 'Supply', 'Resorts', 'Garments'],
  },
};

/** Streets of addresses: Thai and Chinese roads, Lao villages, English (any country) roads. */
export const streets = {
  th: ['สุขุมวิท', 'พหลโยธิน', 'รัชดาภิเษก', 'เพชรบุรี', 'สาทร', 'สีลม', 'พระราม 9', 'มิตรภาพ', 'เพชรเกษม', 'ลาดพร้าว', 'วิภาวดีรังสิต', 'บางนา-ตราด', 'ราชพฤกษ์', 'นิมมานเหมินท์', 'ศรีนครินทร์'],
  lo: ['ໂພນໄຊ', 'ສີສະຫວາດ', 'ທາດຫຼວງ', 'ໜອງບອນ', 'ໂພນສີນວນ', 'ຊຳເຄ້', 'ດົງປ່າລານ', 'ສີເມືອງ', 'ຫາຍໂສກ', 'ວັດຈັນ', 'ໂພນທັນ', 'ດອນກອຍ', 'ໄຊຍະພູມ', 'ນາໄຫ', 'ຈອມແຈ້ງ'],
  zh: ['人民路', '解放路', '中山路', '建设路', '长江路', '和平路', '新华路', '滨江路', '学府路', '科技路', '工业大道', '迎宾大道', '世纪大道', '文化路', '南环路'],
  en: ['Kaysone Phomvihane', 'Sukhumvit', 'Lane Xang', 'Rama IV', 'Samsenthai', 'Nong Bone', 'Phetchaburi', 'Setthathirath', 'Renmin', 'Zhongshan', 'Ratchadaphisek', 'Asean', 'Souphanouvong', 'Bang Na-Trat', 'Jiefang'],
};
