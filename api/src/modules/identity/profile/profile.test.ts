import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, seedDemoIdentity, signIn } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';
import { multipart, pdf, png, send } from '../../registration/registrationFixtures';

/** A real SMTP server in this process: the api's mail goes over SMTP and lands here. */
async function startMailbox() {
  const received: string[] = [];
  const waiting: ((mail: string) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push(raw);
        waiting.shift()?.(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    next: () => new Promise<string>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** The text of a single-part message, undoing base64 or quoted-printable transfer encoding. */
function mailText(raw: string): string {
  const [headers = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('my account: profile, password, mobile and e-mail', () => {
  let api: TestApi;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    api = await startTestApi({ SMTP_URL: mailbox.url });
    await seedDemoIdentity(api);
  });
  afterAll(async () => {
    await api?.close();
    await mailbox?.close();
  });

  const latestSms = async (mobile: string) =>
    (await api.db('message_outbox').where({ channel: 'sms', recipient: mobile }).orderBy('id', 'desc').first())?.body as string | undefined;

  it('shows and edits my profile', async () => {
    const me = as(api, await signIn(api, 'admin'));
    const profile = await me.get('/users/profile');
    expect(profile.body.data).toMatchObject({ username: 'admin', nickname: 'Administrator', deptName: 'Operations', roleNames: 'Administrator' });
    expect((profile.body.data as { createTime: string }).createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await me.put('/users/profile', { nickname: 'Ada', gender: 2 })).body.code).toBe('00000');
    expect((await me.get('/users/profile')).body.data).toMatchObject({ nickname: 'Ada', gender: 2 });
  });

  it('takes an image I uploaded as my avatar, shows it to staff who list users, and refuses anything else', async () => {
    const seekerToken = await signIn(api, 'seeker');
    const seeker = as(api, seekerToken);
    const upload = async (token: string, part: ReturnType<typeof png>) => ((await send(api, 'POST', '/files', multipart({}, { file: [part] }), token)).body.data as { url: string }).url;
    const setAvatar = (avatar: string) => seeker.put('/users/profile', { nickname: 'Demo Seeker', gender: 1, avatar });

    const picture = await upload(seekerToken, png('me.png'));
    expect((await setAvatar(picture)).body.code).toBe('00000');
    expect((await seeker.get('/users/profile')).body.data).toMatchObject({ avatar: picture });
    const asAdmin = await fetch(`${api.baseUrl}${picture}`, { headers: { Authorization: await signIn(api, 'admin') } });
    expect(asAdmin.status).toBe(200);
    // the avatar stays while the profile shows it
    const deletion = await api.call(`/api/v1/files?filePath=${encodeURIComponent(picture)}`, { method: 'DELETE', headers: { Authorization: seekerToken } });
    expect(deletion.body.code).toBe('A0440');

    const someoneElses = await upload(await signIn(api, 'publisher'), png('theirs.png'));
    for (const avatar of [await upload(seekerToken, pdf()), someoneElses, 'https://elsewhere.example/me.png']) {
      const refused = await setAvatar(avatar);
      expect(refused.body.code, avatar).toBe('A0400');
      expect((refused.body.data as { errors: Record<string, string> }).errors.avatar).toBe('Choose a JPG or PNG image you uploaded as your avatar');
    }
    // saving the profile again with the avatar it already has is fine
    expect((await setAvatar(picture)).body.code).toBe('00000');
    expect((await seeker.get('/users/profile')).body.data).toMatchObject({ avatar: picture });
  });

  it('changes my password: old one required, confirmation must match, my other sessions end', async () => {
    const here = await signIn(api, 'seeker');
    const elsewhere = await signIn(api, 'seeker');
    const me = as(api, here);
    const wrongOld = await me.put('/users/password', { oldPassword: 'nope', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(wrongOld.body).toMatchObject({ code: 'A0402', data: { errors: { oldPassword: 'The current password is wrong' } } });
    const mismatch = await api.call('/api/v1/users/password', {
      method: 'PUT',
      headers: { Authorization: here, 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' },
      body: JSON.stringify({ oldPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    });
    expect(mismatch.body.data).toEqual({ errors: { confirmPassword: '两次输入的密码不一致' } });
    const tooShort = await me.put('/users/password', { oldPassword: '123456', newPassword: 'abc', confirmPassword: 'abc' });
    expect(tooShort.body.data).toEqual({ errors: { newPassword: 'The password must be at least 6 characters' } });

    expect((await me.put('/users/password', { oldPassword: '123456', newPassword: 'n3w-secret', confirmPassword: 'n3w-secret' })).body.code).toBe('00000');
    expect((await me.get('/users/profile')).body.code).toBe('00000');
    expect((await as(api, elsewhere).get('/users/profile')).body.code).toBe('A0230');
    await signIn(api, 'seeker', 'n3w-secret');
  });

  it('binds a mobile with a code from the SMS gateway; wrong codes count, five wrong ones burn it; resends wait a minute', async () => {
    const me = as(api, await signIn(api, 'user'));
    expect((await me.post('/users/send-verification-code?contact=13800138000&contactType=MOBILE', {})).body.code).toBe('00000');
    const again = await me.get('/users/send-verification-code?contact=13800138000&contactType=MOBILE');
    expect(again.body.code).toBe('A0501');
    const code = codeIn((await latestSms('13800138000'))!)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await me.put('/users/mobile', { mobile: '13800138000', code: wrong })).body.code).toBe('A0130');
    expect((await me.put('/users/mobile', { mobile: '13800138000', code })).body.code).toBe('00000');
    expect((await me.get('/users/profile')).body.data).toMatchObject({ mobile: '13800138000' });
    // used up
    expect((await me.put('/users/mobile', { mobile: '13800138000', code })).body.code).toBe('A0130');

    await api.redis.del('vcode:cooldown:13900139000');
    expect((await me.get('/users/send-verification-code?contact=13900139000&contactType=MOBILE')).body.code).toBe('00000');
    const second = codeIn((await latestSms('13900139000'))!)!;
    for (let attempt = 0; attempt < 5; attempt++) await me.put('/users/mobile', { mobile: '13900139000', code: second === '123123' ? '321321' : '123123' });
    expect((await me.put('/users/mobile', { mobile: '13900139000', code: second })).body.code).toBe('A0130');
  });

  it('refuses a malformed mobile with the spec message', async () => {
    const me = as(api, await signIn(api, 'user'));
    const answer = await me.get('/users/send-verification-code?contact=12ab&contactType=MOBILE');
    expect(answer.body.code).toBe('A0421');
    expect(answer.body.data).toEqual({ errors: { _: 'Invalid mobile format' } });
  });

  it('binds an e-mail with a code sent over SMTP, in my language', async () => {
    const auth = await signIn(api, 'school');
    const mail = mailbox.next();
    const sent = await api.call('/api/v1/users/send-verification-code?contact=head@school.example&contactType=EMAIL', {
      headers: { Authorization: auth, 'Accept-Language': 'th' },
    });
    expect(sent.body.code).toBe('00000');
    const raw = await mail;
    expect(raw).toContain('head@school.example');
    const text = mailText(raw);
    expect(text).toContain('รหัสยืนยัน JobMarket ของคุณคือ');
    const code = codeIn(text)!;
    expect(code).toBeDefined();
    expect((await as(api, auth).put('/users/email', { email: 'head@school.example', code })).body.code).toBe('00000');
    expect((await as(api, auth).get('/users/profile')).body.data).toMatchObject({ email: 'head@school.example' });
  });

  it('resets a forgotten password with username, mobile and code, ending every session, and never says whether the account exists', async () => {
    const publisher = await signIn(api, 'publisher');
    await api.redis.del('vcode:cooldown:13700137000');
    await as(api, publisher).get('/users/send-verification-code?contact=13700137000&contactType=MOBILE');
    await as(api, publisher).put('/users/mobile', { mobile: '13700137000', code: codeIn((await latestSms('13700137000'))!)! });
    await api.redis.del('vcode:cooldown:13700137000');

    const post = (path: string, body: unknown) =>
      api.call(`/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const before = await api.db('message_outbox').count({ n: '*' }).first();
    expect((await post('/auth/password-reset/code', { username: 'ghost', mobile: '13700137000' })).body.code).toBe('00000');
    expect(await api.db('message_outbox').count({ n: '*' }).first()).toEqual(before);

    expect((await post('/auth/password-reset/code', { username: 'publisher', mobile: '13700137000' })).body.code).toBe('00000');
    const code = codeIn((await latestSms('13700137000'))!)!;
    const wrong = await post('/auth/password-reset', { username: 'publisher', mobile: '13700137000', code: code === '999999' ? '888888' : '999999', newPassword: 'reset-me', confirmPassword: 'reset-me' });
    expect(wrong.body).toMatchObject({ code: 'A0130', msg: 'Password reset failed, please check the information and try again' });
    const done = await post('/auth/password-reset', { username: 'publisher', mobile: '13700137000', code, newPassword: 'reset-me', confirmPassword: 'reset-me' });
    expect(done.body.code).toBe('00000');
    expect((await as(api, publisher).get('/users/profile')).body.code).toBe('A0230');
    await signIn(api, 'publisher', 'reset-me');
  });
});
