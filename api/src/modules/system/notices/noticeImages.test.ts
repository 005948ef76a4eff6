import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { multipart, sampleFiles, send } from '../../registration/registrationFixtures';

const PIXEL = '<img src="https://tracker.example/pixel.gif?u=42" width="1" height="1">';
const notice = (content: string) => ({ title: 'Images', content: `<p>Hello</p>${content}`, type: '1', level: 'M', targetType: 1 });

describe('images in notices', () => {
  let api: TestApi;
  let root: ApiClient;
  let ownImageUrl: string;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://jobs.example.org' }));
    const upload = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.png(), name: 'banner.png', type: 'image/png' }] }), await signIn(api, 'root'));
    expect(upload.body.code, upload.body.msg).toBe('00000');
    ownImageUrl = (upload.body.data as { url: string }).url;
  });
  afterAll(async () => api?.close());

  async function allowImageHosts(value: string): Promise<void> {
    const page = (await root.get('/config/page?pageSize=100&keywords=notice.allowedImageHosts')).body.data as { list: Array<Record<string, unknown>> };
    const setting = page.list.find((row) => row.configKey === 'notice.allowedImageHosts');
    expect(setting?.configValue, 'seeded, allowing no other host').toBe('none');
    const { configName, configKey, remark } = setting!;
    const { body } = await root.put(`/config/${String(setting!.id)}`, { configName, configKey, configValue: value, remark });
    expect(body.code, body.msg).toBe('00000');
  }

  it('refuses a third-party tracking pixel with a field error on content, in the caller’s language', async () => {
    const refused = await root.post('/notices', notice(PIXEL));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('A0402');
    expect(refused.body.data).toEqual({
      errors: { content: 'Images may only come from files uploaded here, or from the hosts the system setting notice.allowedImageHosts allows' },
    });

    const inChinese = await api.call('/api/v1/notices', {
      method: 'POST',
      headers: { Authorization: await signIn(api, 'root'), 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' },
      body: JSON.stringify(notice(PIXEL)),
    });
    expect((inChinese.body.data as { errors: { content: string } }).errors.content).toBe('图片只能来自本站上传的文件，或系统配置 notice.allowedImageHosts 允许的主机');
  });

  it('refuses images under a look-alike path or on another origin claiming to be an upload', async () => {
    for (const src of ['/api/v1/files/not-an-id', '/avatar.png', 'https://tracker.example/api/v1/files/00000000-0000-4000-8000-000000000000']) {
      const { body } = await root.post('/notices', notice(`<img src="${src}">`));
      expect(body.code, src).toBe('A0402');
    }
  });

  it('keeps images from our own uploads, by path or by our public address', async () => {
    const absolute = `https://jobs.example.org${ownImageUrl}`;
    const { body } = await root.post('/notices', notice(`<img src="${ownImageUrl}" alt="banner"><img src="${absolute}">`));
    expect(body.code, body.msg).toBe('00000');
    const form = (await root.get(`/notices/${(body.data as { id: number }).id}/form`)).body.data as { content: string };
    expect(form.content).toContain(`<img alt="banner" src="${ownImageUrl}" />`);
    expect(form.content).toContain(`<img src="${absolute}" />`);
  });

  it('takes images from the hosts staff allow in system config, and still from no other', async () => {
    await allowImageHosts('cdn.example.com, *.images.example.net');
    for (const src of ['https://cdn.example.com/a.png', 'https://eu.images.example.net/b.png']) {
      const { body } = await root.post('/notices', notice(`<img src="${src}">`));
      expect(body.code, `${src}: ${body.msg}`).toBe('00000');
    }
    expect((await root.post('/notices', notice(PIXEL))).body.code).toBe('A0402');
    expect((await root.post('/notices', notice('<img src="https://cdn.example.com.evil.example/a.png">'))).body.code).toBe('A0402');
  });
});
