import type { ResumeTemplateId } from '@jobmarket/contracts';
import { A4, Flow, type PdfCanvas } from './pdfCanvas';
import type { PdfTexts } from './pdfTexts';
import type { ResumeForPdf } from './drawResumePdf';
import { drawAvatar, experienceEntries, factGrid, ink, muted, pageFrames, sectionHeading } from './sections';

export interface LayoutExtras {
  /** The footer's date, `YYYY-MM-DD`. */
  date: string;
  latestTitle: string | null;
}

/** A template: what it paints on every page as the page is created (a band, a sidebar), and how it lays the resume out. */
export interface ResumeLayout {
  decorate?(canvas: PdfCanvas, pageIndex: number): void;
  draw(canvas: PdfCanvas, resume: ResumeForPdf, texts: PdfTexts, extras: LayoutExtras): void;
}

const MARGIN = 50;
const FLOW_BOTTOM = A4.height - 58;
const CONTINUATION_TOP = 48;

/** District, province, country; Chinese writes an address from the country down. */
function locationOf(resume: ResumeForPdf, texts: PdfTexts): string {
  const { countryName, provinceName, districtName } = resume.location;
  // a district named as its province (Luang Prabang in Luang Prabang) is said once
  const parts = [countryName, provinceName, districtName].filter((part, index, all) => part && part !== all[index - 1]);
  return texts.locale === 'zh-cn' ? parts.join(' ') : parts.reverse().join(', ');
}

const fact = (label: string, value: string | null | undefined): [string, string][] => (value ? [[label, value]] : []);

/** Who they are in a few facts (each template picks and orders them). */
function facts(resume: ResumeForPdf, texts: PdfTexts) {
  return {
    gender: fact(texts.field('gender'), resume.gender ? texts.gender(resume.gender) : null),
    age: fact(texts.field('age'), String(resume.age)),
    education: fact(texts.field('education'), resume.education.label),
    university: fact(texts.field('university'), resume.university),
    industry: fact(texts.field('industry'), resume.industry.label),
    years: fact(texts.field('experienceYears'), texts.years(resume.experienceYears)),
    location: fact(texts.field('location'), locationOf(resume, texts)),
    phone: fact(texts.field('phone'), resume.phone),
    email: fact(texts.field('email'), resume.email),
  };
}

function specialties(flow: Flow, resume: ResumeForPdf, texts: PdfTexts, accent: string, size = 10): void {
  if (!resume.specialties) return;
  sectionHeading(flow, texts.field('specialties'), accent);
  flow.text(resume.specialties, { size, color: ink, leading: 1.15 }, { keep: 2 });
}

function experience(flow: Flow, resume: ResumeForPdf, texts: PdfTexts, accent: string, timeline = false): void {
  if (resume.experience.length === 0) return;
  sectionHeading(flow, texts.field('experience'), accent);
  experienceEntries(flow, resume.experience, texts, accent, { timeline });
}

/** Classic: one column under a header with the name, the latest position, the contact line and the picture at the right. */
const classic: ResumeLayout = {
  draw(canvas, resume, texts, extras) {
    const accent = '#1f4e79';
    const width = A4.width - 2 * MARGIN;
    const avatarSize = 82;
    const textWidth = width - avatarSize - 20;
    canvas.page(0);
    drawAvatar(canvas, resume.avatar, resume.name, MARGIN + width - avatarSize, MARGIN - 4, avatarSize, { fill: accent, text: '#ffffff' });
    let y = MARGIN;
    y += canvas.drawBlock(canvas.layout(resume.name, textWidth, { size: 24, weight: 'bold', color: ink, leading: 1 }), MARGIN, y, textWidth);
    if (extras.latestTitle) y += canvas.drawBlock(canvas.layout(extras.latestTitle, textWidth, { size: 12.5, color: accent }), MARGIN, y, textWidth);
    y += 4;
    const contact = [resume.phone, resume.email, locationOf(resume, texts)].filter(Boolean).join('   ·   ');
    y += canvas.drawBlock(canvas.layout(contact, textWidth, { size: 9.5, color: muted }), MARGIN, y, textWidth);
    const headerBottom = Math.max(y, MARGIN - 4 + avatarSize) + 12;
    canvas.doc.moveTo(MARGIN, headerBottom).lineTo(MARGIN + width, headerBottom).lineWidth(2).strokeColor(accent).stroke();

    const flow = new Flow(canvas, MARGIN, width, headerBottom + 2, FLOW_BOTTOM, CONTINUATION_TOP);
    const known = facts(resume, texts);
    sectionHeading(flow, texts.pdf('profile'), accent);
    factGrid(flow, [...known.gender, ...known.age, ...known.years, ...known.education, ...known.university, ...known.industry], 3);
    experience(flow, resume, texts, accent);
    specialties(flow, resume, texts, accent);
    pageFrames(canvas, texts, { x: MARGIN, width, name: resume.name, date: extras.date });
  },
};

/** Graduate: a coloured band with the picture and name, then education first, the profile, experience and specialties. */
const graduate: ResumeLayout = {
  draw(canvas, resume, texts, extras) {
    const accent = '#0f766e';
    const width = A4.width - 2 * MARGIN;
    const avatarSize = 88;
    const textX = MARGIN + avatarSize + 22;
    const textWidth = A4.width - MARGIN - textX;
    canvas.page(0);
    const name = canvas.layout(resume.name, textWidth, { size: 24, weight: 'bold', color: '#ffffff', leading: 1 });
    const title = extras.latestTitle ? canvas.layout(extras.latestTitle, textWidth, { size: 11.5, color: '#ccfbf1' }) : undefined;
    const contact = canvas.layout([resume.phone, resume.email].join('   ·   '), textWidth, { size: 9.5, color: '#ffffff' });
    const blockHeight = [name, title, contact].reduce((sum, block) => sum + (block ? block.lines.length * block.lineHeight : 0), 6);
    const bandHeight = Math.max(avatarSize, blockHeight) + 2 * 34;
    canvas.doc.rect(0, 0, A4.width, bandHeight).fillColor(accent).fill();
    drawAvatar(canvas, resume.avatar, resume.name, MARGIN, (bandHeight - avatarSize) / 2, avatarSize, { fill: '#134e4a', text: '#ffffff', ring: '#ffffff' });
    let y = (bandHeight - blockHeight) / 2;
    y += canvas.drawBlock(name, textX, y, textWidth);
    if (title) y += canvas.drawBlock(title, textX, y, textWidth);
    canvas.drawBlock(contact, textX, y + 6, textWidth);

    const flow = new Flow(canvas, MARGIN, width, bandHeight + 8, FLOW_BOTTOM, CONTINUATION_TOP);
    sectionHeading(flow, texts.field('education'), accent);
    if (resume.university) flow.text(resume.university, { size: 13, weight: 'bold', color: ink });
    flow.text([resume.education.label, resume.industry.label].join('   ·   '), { size: 10, color: muted });
    const known = facts(resume, texts);
    sectionHeading(flow, texts.pdf('profile'), accent);
    factGrid(flow, [...known.gender, ...known.age, ...known.years, ...known.location], 4);
    experience(flow, resume, texts, accent);
    specialties(flow, resume, texts, accent);
    pageFrames(canvas, texts, { x: MARGIN, width, name: resume.name, date: extras.date });
  },
};

const SIDEBAR_WIDTH = 186;
const SIDEBAR_PADDING = 22;
const MAIN_X = SIDEBAR_WIDTH + 30;
const MAIN_WIDTH = A4.width - MAIN_X - 40;

/** Skills first: a tinted sidebar on every page (picture, contact, profile) and the specialties leading the main column. */
const skills: ResumeLayout = {
  decorate(canvas) {
    canvas.doc.rect(0, 0, SIDEBAR_WIDTH, A4.height).fillColor('#f3f0fa').fill();
  },
  draw(canvas, resume, texts, extras) {
    const accent = '#5b3fa6';
    const sideWidth = SIDEBAR_WIDTH - 2 * SIDEBAR_PADDING;
    canvas.page(0);
    const avatarSize = 104;
    drawAvatar(canvas, resume.avatar, resume.name, (SIDEBAR_WIDTH - avatarSize) / 2, 44, avatarSize, { fill: accent, text: '#ffffff', ring: '#ffffff' });
    const side = new Flow(canvas, SIDEBAR_PADDING, sideWidth, 44 + avatarSize + 6, FLOW_BOTTOM, CONTINUATION_TOP);
    const known = facts(resume, texts);
    sectionHeading(side, texts.pdf('contact'), accent);
    factGrid(side, [...known.phone, ...known.email, ...known.location], 1);
    sectionHeading(side, texts.pdf('profile'), accent);
    factGrid(side, [...known.gender, ...known.age, ...known.education, ...known.university, ...known.industry, ...known.years], 1);

    const main = new Flow(canvas, MAIN_X, MAIN_WIDTH, 44, FLOW_BOTTOM, CONTINUATION_TOP);
    main.ensure(0);
    main.text(resume.name, { size: 24, weight: 'bold', color: ink, leading: 1 });
    if (extras.latestTitle) main.text(extras.latestTitle, { size: 12.5, color: accent });
    main.space(4);
    specialties(main, resume, texts, accent, 10.5);
    experience(main, resume, texts, accent, true);
    pageFrames(canvas, texts, { x: MAIN_X, width: MAIN_WIDTH, name: resume.name, date: extras.date });
  },
};

export const resumeLayouts: Record<ResumeTemplateId, ResumeLayout> = { classic, graduate, skills };
