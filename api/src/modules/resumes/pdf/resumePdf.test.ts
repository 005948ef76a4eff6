import { execFileSync } from 'node:child_process';
import { resumeTemplateIds, type Locale, type ResumeDetail, type ResumeTemplateView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { registeredSeeker, resumeFormOf, uploaded } from '../resumeFixtures';
import { drawResumePdf } from './drawResumePdf';
import { gradientPng, longExperience, mixedResume, scriptSamples } from './pdfFixtures';
import { closePdfThread, renderResumePdf } from './renderResumePdf';

/** A poppler tool's answer about a PDF given on its standard input. */
const poppler = (tool: string, pdf: Buffer, args: string[] = ['-']) => execFileSync(tool, args, { input: pdf }).toString();
const textOf = (pdf: Buffer) => poppler('pdftotext', pdf, ['-', '-']);
/** The text layer without white space: where pdftotext breaks a line or joins table cells is not what is under test. */
const compact = (text: string) => text.replace(/\s+/g, '');
const pageCountOf = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1]);

describe('resume PDF rendering', () => {
  afterAll(() => closePdfThread());

  it('renders a valid PDF whose text layer gives back Thai, Lao and Chinese content and the English labels', async () => {
    const pdf = await drawResumePdf(mixedResume(), 'classic', 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCountOf(pdf)).toBe(1);
    const text = compact(textOf(pdf));
    for (const sample of [scriptSamples.thai, scriptSamples.lao, scriptSamples.chinese, 'สมชายใจดี', 'ระบบชำระเงินออนไลน์']) expect(text).toContain(compact(sample));
    for (const label of ['Profile', 'Experience', 'Specialties', 'University', 'Yearsofexperience', 'Page1of1', '2020.01–Now']) expect(text).toContain(label);
  });

  it('draws each script with its own embedded Noto face', async () => {
    const fonts = poppler('pdffonts', await drawResumePdf(mixedResume(), 'skills', 'en')).split('\n').slice(2).join('\n');
    for (const face of ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansThai-Regular', 'NotoSansLao-Regular', 'NotoSansCJKsc-Regular']) expect(fonts).toContain(face);
    // every font embedded as a subset (pdffonts' "emb" and "sub" columns)
    for (const line of fonts.trim().split('\n')) expect(line).toMatch(/\syes\s+yes\s/);
  });

  it('carries a long resume onto a second page, every entry once, each page saying page x of y', async () => {
    const experience = longExperience();
    for (const templateId of resumeTemplateIds) {
      const pdf = await drawResumePdf(mixedResume({ experience }), templateId, 'en');
      const pages = pageCountOf(pdf);
      expect([templateId, pages]).toEqual([templateId, 2]);
      const text = compact(textOf(pdf));
      expect(text).toContain('Page1of2');
      expect(text).toContain('Page2of2');
      // the latest position heads the first page too
      const latest = experience[experience.length - 1]!;
      for (const entry of experience) expect(text.split(compact(entry.title)).length - 1, `${templateId} ${entry.title}`).toBe(entry === latest ? 2 : 1);
    }
  });

  it.each(resumeTemplateIds)('labels the %s template in the reader’s language', async (templateId) => {
    for (const locale of ['en', 'th', 'lo', 'zh-cn'] as Locale[]) {
      const text = compact(textOf(await drawResumePdf(mixedResume(), templateId, locale)));
      for (const key of ['resumes.pdf.profile', 'resumes.fields.experience', 'resumes.fields.specialties', 'resumes.experience.untilNow']) {
        expect(text, `${templateId} ${locale} ${key}`).toContain(compact(translate(locale, key)));
      }
      expect(text).toContain(compact(translate(locale, 'resumes.pdf.page', { page: 1, pages: 1 })));
    }
  });

  it('shows the avatar in the header, and the initials when the bytes are not an image', async () => {
    const images = (pdf: Buffer) => poppler('pdfimages', pdf, ['-list', '-']).trim().split('\n').slice(2);
    for (const templateId of resumeTemplateIds) {
      expect(images(await drawResumePdf(mixedResume({ avatar: gradientPng() }), templateId, 'en'))).toHaveLength(1);
      const broken = await drawResumePdf(mixedResume({ name: 'Jane Doe', avatar: Buffer.from('not an image') }), templateId, 'en');
      expect(images(broken)).toHaveLength(0);
      expect(textOf(broken)).toContain('JD');
    }
  });

  it('renders on a thread of its own: the event loop stays free meanwhile', async () => {
    const resume = mixedResume({ experience: longExperience(), avatar: gradientPng() });
    // the thread's first PDF loads its fonts; the one measured is the next
    await renderResumePdf(resume, 'skills', 'zh-cn');
    const before = performance.eventLoopUtilization();
    const threaded = await renderResumePdf(resume, 'skills', 'zh-cn');
    const loop = performance.eventLoopUtilization(before);
    expect(pageCountOf(threaded)).toBe(2);
    expect(compact(textOf(threaded))).toContain(compact(translate('zh-cn', 'resumes.pdf.page', { page: 2, pages: 2 })));
    // the same two pages drawn here, warm, for the CPU a PDF costs (what the thread keeps off the loop)
    await drawResumePdf(resume, 'skills', 'zh-cn');
    const cpu = process.cpuUsage();
    await drawResumePdf(resume, 'skills', 'zh-cn');
    const used = process.cpuUsage(cpu);
    console.log(
      `two-page resume PDF (zh-cn, skills): ${((used.user + used.system) / 1000).toFixed(0)} ms CPU drawn in-process; ` +
        `threaded: ${loop.active.toFixed(0)} ms of the loop's ${(loop.active + loop.idle).toFixed(0)} ms busy`,
    );
    // drawn on the loop it would be busy all along
    expect(loop.utilization).toBeLessThan(0.5);
  });
});

describe('resume PDF routes', () => {
  let api: TestApi;
  let owner: { userId: number; client: ApiClient; authorization: string };
  let stranger: { userId: number; client: ApiClient; authorization: string };
  let admin: ApiClient;
  let auditor: ApiClient;
  let publisher: ApiClient;
  let resumeId: number;
  const authorizations: Record<string, string> = {};

  async function raw(method: string, path: string, authorization?: string) {
    const response = await fetch(`${api.baseUrl}/api/v1${path}`, { method, headers: authorization ? { Authorization: authorization } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, headers: response.headers, bytes, code: isJson ? (JSON.parse(bytes.toString()) as { code: string }).code : undefined };
  }

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    owner = await registeredSeeker(api, 'pdf-owner');
    stranger = await registeredSeeker(api, 'pdf-stranger');
    for (const username of ['admin', 'auditor', 'publisher']) authorizations[username] = await signIn(api, username);
    admin = as(api, authorizations.admin!);
    auditor = as(api, authorizations.auditor!);
    publisher = as(api, authorizations.publisher!);
    const avatarUrl = await uploaded(api, owner.authorization, { bytes: gradientPng(), name: 'me.png', type: 'image/png' });
    const { body } = await owner.client.post('/resumes', resumeFormOf({ avatarUrl }));
    expect(body.code, body.msg).toBe('00000');
    resumeId = (body.data as ResumeDetail).id;
  }, 120_000);
  afterAll(async () => {
    await closePdfThread();
    await api?.close();
  });

  it('lists the templates to anyone, in the language asked for', async () => {
    const { body } = await api.call('/api/v1/resume-templates', { headers: { 'Accept-Language': 'th' } });
    expect(body.code, body.msg).toBe('00000');
    expect(body.data as ResumeTemplateView[]).toEqual(
      resumeTemplateIds.map((id) => ({ id, name: translate('th', `resumes.templates.${id}.name`), description: translate('th', `resumes.templates.${id}.description`) })),
    );
  });

  it('has no PDF to give before the seeker renders one', async () => {
    expect((await raw('GET', `/resumes/${resumeId}/pdf`, owner.authorization)).code).toBe('A0606');
  });

  it('renders the owner’s resume with the chosen template, keeps it as the resume’s PDF and serves it to the owner', async () => {
    const { body } = await owner.client.post(`/resumes/${resumeId}/pdf`, { templateId: 'skills' });
    expect(body.code, body.msg).toBe('00000');
    expect(body.msg).toBe(translate('en', 'resumes.messages.pdfGenerated'));
    expect(body.data).toEqual({ url: `/api/v1/resumes/${resumeId}/pdf` });
    const detail = (await owner.client.get(`/resumes/${resumeId}`)).body.data as ResumeDetail;
    expect(detail).toMatchObject({ pdfUrl: `/api/v1/resumes/${resumeId}/pdf`, templateId: 'skills' });
    const served = await raw('GET', `/resumes/${resumeId}/pdf`, owner.authorization);
    expect([served.status, served.headers.get('content-type'), served.bytes.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(decodeURIComponent(served.headers.get('content-disposition') ?? '')).toContain('สมชาย ใจดี-skills.pdf');
    const text = compact(textOf(served.bytes));
    expect(text).toContain(compact('สมชาย ใจดี'));
    expect(text).toContain(compact(translate('en', 'resumes.pdf.contact')));
    // the avatar the seeker uploaded is in it
    expect(poppler('pdfimages', served.bytes, ['-list', '-']).trim().split('\n')).toHaveLength(3);
  });

  it('labels the PDF in the language the seeker asks in, and a new rendering replaces the last', async () => {
    const { body } = await api.call(`/api/v1/resumes/${resumeId}/pdf`, {
      method: 'POST',
      headers: { Authorization: owner.authorization, 'Content-Type': 'application/json', 'Accept-Language': 'lo' },
      body: JSON.stringify({ templateId: 'graduate' }),
    });
    expect(body.code, body.msg).toBe('00000');
    const served = await raw('GET', `/resumes/${resumeId}/pdf`, owner.authorization);
    expect(compact(textOf(served.bytes))).toContain(compact(translate('lo', 'resumes.pdf.profile')));
    expect(((await owner.client.get(`/resumes/${resumeId}`)).body.data as ResumeDetail).templateId).toBe('graduate');
  });

  it('serves the PDF to staff who read resumes, and to nobody else', async () => {
    for (const staff of ['admin', 'auditor']) expect((await raw('GET', `/resumes/${resumeId}/pdf`, authorizations[staff])).status).toBe(200);
    expect((await raw('GET', `/resumes/${resumeId}/pdf`, stranger.authorization)).code).toBe('A0606');
    expect((await raw('GET', `/resumes/${resumeId}/pdf`, authorizations.publisher)).code).toBe('A0606');
    expect((await raw('GET', `/resumes/${resumeId}/pdf`)).code).toBe('A0230');
    expect((await raw('GET', `/resumes/999999/pdf`, authorizations.admin)).code).toBe('A0606');
  });

  it('lets only the owner render: another seeker and a publisher learn nothing, staff are refused, the anonymous must sign in', async () => {
    const render = (client: ApiClient) => client.post(`/resumes/${resumeId}/pdf`, { templateId: 'classic' });
    expect((await render(stranger.client)).body.code).toBe('A0606');
    expect((await render(publisher)).body.code).toBe('A0606');
    expect((await render(admin)).body.code).toBe('A0301');
    expect((await render(auditor)).body.code).toBe('A0301');
    const anonymous = await api.call(`/api/v1/resumes/${resumeId}/pdf`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ templateId: 'classic' }) });
    expect(anonymous.body.code).toBe('A0230');
    // none of them changed the resume's PDF
    expect(((await owner.client.get(`/resumes/${resumeId}`)).body.data as ResumeDetail).templateId).toBe('graduate');
  });

  it('refuses a template that does not exist with the field’s message', async () => {
    const { body } = await owner.client.post(`/resumes/${resumeId}/pdf`, { templateId: 'fancy' });
    expect(body.code).toBe('A0402');
    expect(JSON.stringify(body.data)).toContain('templateId');
  });

  it('renders nothing for a deleted resume', async () => {
    const { body } = await owner.client.post('/resumes', resumeFormOf({ name: 'Temporary' }));
    const id = (body.data as ResumeDetail).id;
    expect((await owner.client.delete(`/resumes/${id}`)).body.code).toBe('00000');
    expect((await owner.client.post(`/resumes/${id}/pdf`, { templateId: 'classic' })).body.code).toBe('A0606');
  });
});
