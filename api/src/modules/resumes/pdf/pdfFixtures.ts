import { deflateSync } from 'node:zlib';
import type { ExperienceEntry } from '@jobmarket/contracts';
import type { ResumeForPdf } from './drawResumePdf';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (an RGB gradient, `size` pixels square) that image readers, pdfkit and the upload sniffing accept. */
export function gradientPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [Math.round((255 * x) / size), Math.round((255 * y) / size), 160]).flat()]),
  );
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Words of each script the text layer must give back. */
export const scriptSamples = {
  thai: 'วิศวกรซอฟต์แวร์อาวุโส',
  lao: 'ມະຫາວິທະຍາໄລແຫ່ງຊາດລາວ',
  chinese: '深圳云帆科技有限公司',
};

/** A resume in three scripts: a Thai name and position, a Lao university, a Chinese employer, English specialties. */
export function mixedResume(overrides: Partial<ResumeForPdf> = {}): ResumeForPdf {
  return {
    name: 'สมชาย ใจดี',
    gender: 1,
    age: 31,
    university: scriptSamples.lao,
    education: { value: '3', label: "Bachelor's degree" },
    industry: { value: 'internet', label: 'Internet and IT' },
    phone: '+66812345678',
    email: 'somchai@example.com',
    location: { country: 'TH', countryName: 'Thailand', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1007', districtName: 'Pathum Wan' },
    specialties: 'Payments, PostgreSQL and TypeScript; ระบบชำระเงินออนไลน์; 跨境支付.',
    experience: [
      { organisation: scriptSamples.chinese, title: scriptSamples.thai, startMonth: '2020-01', endMonth: null, description: 'ดูแลระบบชำระเงินที่รองรับธุรกรรมกว่าหนึ่งล้านรายการต่อวัน' },
      { organisation: 'ບໍລິສັດ ແມ່ຂອງ ໂລຈິສຕິກ', title: 'Backend engineer', startMonth: '2016-06', endMonth: '2019-12', description: 'Built the shipment tracking api.' },
    ],
    experienceYears: 9,
    avatar: null,
    ...overrides,
  };
}

/** Enough experience entries, each with a paragraph, to fill more than one page. */
export function longExperience(count = 9): ExperienceEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    organisation: `Company ${index + 1}`,
    // letters, not numbers: no title is the beginning of another
    title: `Position ${String.fromCharCode(65 + index)}`,
    startMonth: `${2000 + index}-01`,
    endMonth: `${2000 + index}-12`,
    description:
      'Led a team of engineers building payment and logistics systems across Thailand, Laos and China; designed the database, reviewed code and trained newcomers. ' +
      'ดูแลระบบหลังบ้านและฐานข้อมูล ປະສານງານກັບລູກຄ້າ 负责系统架构设计。',
  }));
}
