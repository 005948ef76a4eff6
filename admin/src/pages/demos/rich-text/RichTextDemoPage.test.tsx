import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/tokenStorage';
import { fakeApi, ok, type FakeRoute } from '../../../test/fakeApi';
import { renderAdmin } from '../../../test/renderAdmin';
import { i18nProvider } from '../../../providers/i18n';
import { hostileSample, RichTextDemoPage } from './RichTextDemoPage';

// tiptap cannot load under Node here (see NoticeList.test.tsx): the notices' lazy editor is a plain field on the same
// `content` source in these tests; the e2e test uses the real one
vi.mock('../../../resources/system/notices/NoticeContentEditor', () => ({ default: () => <TextInput source="content" label="Editor" multiline /> }));

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const STORED = '/api/v1/files/00000000-0000-4000-8000-0000000000b1';

function stubApiWithForms(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const forms: FormData[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return api.fetch(input, init);
  });
  return { ...api, forms };
}

/** What the api's sanitiser makes of the demo's HTML (as api/src/modules/demos/demos.test.ts proves over HTTP). */
const storedFor = (html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '');

const HOSTILE_SAMPLE = hostileSample((key) => i18nProvider.translate(key));

describe('rich-text demo', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer admin-token');
    URL.createObjectURL = (blob: Blob) => `blob:test/${blob.type}`;
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the HTML to the sanitiser and shows the input beside the stored HTML', async () => {
    const api = stubApiWithForms({
      'POST /api/v1/demo/sanitize': (request) => {
        const { html } = JSON.parse(request.body!) as { html: string };
        return ok({ input: html, stored: storedFor(html) });
      },
    });
    renderAdmin(<RichTextDemoPage />);
    const source = await screen.findByRole('textbox', { name: 'HTML sent' });
    expect(source).toHaveValue(HOSTILE_SAMPLE);
    expect(HOSTILE_SAMPLE).toContain('<h2>Maintenance window</h2>');

    fireEvent.click(screen.getByRole('button', { name: 'Sanitise' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/demo/sanitize')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/api/v1/demo/sanitize')[0]!.body!)).toEqual({ html: HOSTILE_SAMPLE });
    expect(await screen.findByTestId('sanitize-input')).toHaveTextContent(HOSTILE_SAMPLE);
    expect(screen.getByTestId('sanitize-stored')).toHaveTextContent(storedFor(HOSTILE_SAMPLE));
    expect(screen.getByTestId('sanitize-stored').textContent).not.toMatch(/<script|onclick|onerror/);
    expect(screen.getByText(/^The sanitiser changed the HTML/)).toBeInTheDocument();

    // edited as source, the same field the editor writes
    fireEvent.change(source, { target: { value: '<p>Plain and safe</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sanitise' }));
    expect(await screen.findByText('The HTML is stored exactly as sent: nothing in it was unsafe.')).toBeInTheDocument();
    expect(JSON.parse(api.calls('POST', '/api/v1/demo/sanitize')[1]!.body!)).toEqual({ html: '<p>Plain and safe</p>' });
  });

  it('uploads an image through POST /files, puts it into the content by its url and shows it read with the token', async () => {
    const api = stubApiWithForms({
      'POST /api/v1/files': () => ok({ name: 'team "photo".png', url: STORED }),
      [`GET ${STORED}`]: () => ({ raw: PNG, headers: { 'Content-Type': 'image/png' } }),
    });
    renderAdmin(<RichTextDemoPage />);
    const source = await screen.findByRole('textbox', { name: 'HTML sent' });
    fireEvent.change(source, { target: { value: '<p>Our team</p>' } });

    fireEvent.change(screen.getByTestId('rich-text-image'), { target: { files: [new File([PNG], 'team.png', { type: 'image/png' })] } });
    await waitFor(() => expect(source).toHaveValue(`<p>Our team</p><p><img src="${STORED}" alt="team &quot;photo&quot;.png"></p>`));
    expect((api.forms[0]!.get('file') as File).name).toBe('team.png');
    expect(await screen.findByRole('img', { name: 'team "photo".png' })).toHaveAttribute('src', 'blob:test/image/png');
    expect(api.calls('GET', STORED)[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });
});
