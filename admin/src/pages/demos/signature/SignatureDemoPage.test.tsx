import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/tokenStorage';
import { fakeApi, ok, type FakeRoute } from '../../../test/fakeApi';
import { renderAdmin } from '../../../test/renderAdmin';
import { SignatureDemoPage } from './SignatureDemoPage';

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const STORED = '/api/v1/files/00000000-0000-4000-8000-00000000000a';

/** The fake api behind fetch, keeping the multipart bodies it was sent (fakeApi keeps string bodies only). */
function stubApiWithForms(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const forms: FormData[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return api.fetch(input, init);
  });
  return { ...api, forms };
}

/** A stroke as a pointer draws it: down on the pad, up on the window. */
function draw(canvas: HTMLElement) {
  fireEvent(canvas, new PointerEvent('pointerdown', { buttons: 1, pointerId: 1, isPrimary: true, clientX: 20, clientY: 30, bubbles: true, cancelable: true }));
  fireEvent(window, new PointerEvent('pointerup', { buttons: 0, pointerId: 1, isPrimary: true, clientX: 80, clientY: 60, bubbles: true, cancelable: true }));
}

describe('signature demo', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer admin-token');
    // jsdom draws nothing: a 2D context that accepts every call, and the PNG the canvas would export
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => new Proxy({} as Record<string | symbol, unknown>, { get: (target, key) => (key in target ? target[key] : () => undefined), set: (target, key, value) => ((target[key] = value), true) }) as never,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => (type === 'image/png' ? `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` : 'data:,'));
    URL.createObjectURL = (blob: Blob) => `blob:test/${blob.type}`;
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves the drawing as a PNG through POST /files and shows the stored file back', async () => {
    const api = stubApiWithForms({
      'POST /api/v1/files': () => ok({ name: 'signature.png', url: STORED }),
      [`GET ${STORED}`]: () => ({ raw: PNG, headers: { 'Content-Type': 'image/png' } }),
    });
    renderAdmin(<SignatureDemoPage />);
    const save = await screen.findByRole('button', { name: 'Save as PNG' });
    expect(save).toBeDisabled();
    expect(screen.getByText('The pad is empty: draw something to save it.')).toBeInTheDocument();

    draw(screen.getByTestId('signature-pad'));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    await waitFor(() => expect(api.forms).toHaveLength(1));
    const sent = api.forms[0]!.get('file') as File;
    expect(sent.name).toMatch(/^signature-\d+\.png$/);
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
    expect(api.calls('POST', '/api/v1/files')[0]!.headers.get('Authorization')).toBe('Bearer admin-token');

    expect(await screen.findByText(`Stored as signature.png at ${STORED}`)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The stored signature' })).toHaveAttribute('src', 'blob:test/image/png');
    expect(api.calls('GET', STORED)[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('clears the pad, and shows why a save failed', async () => {
    stubApiWithForms({ 'POST /api/v1/files': () => ({ status: 413, body: { code: 'A0702', msg: 'The file is larger than 2 MB', data: null } }) });
    renderAdmin(<SignatureDemoPage />);
    const pad = await screen.findByTestId('signature-pad');
    draw(pad);
    const clear = screen.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(clear).toBeEnabled());
    fireEvent.click(clear);
    expect(screen.getByRole('button', { name: 'Save as PNG' })).toBeDisabled();

    draw(pad);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as PNG' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The signature could not be saved: The file is larger than 2 MB');
  });
});
