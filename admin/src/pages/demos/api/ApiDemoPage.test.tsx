import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/tokenStorage';
import { fail, ok, type fakeApi } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { ApiDemoPage } from './ApiDemoPage';

/** A document shaped as api/src/http/openApi.ts builds it. */
const document = {
  openapi: '3.0.3',
  info: { title: 'JobMarket API', version: '2.20.1' },
  paths: {
    '/api/v1/users/{id}/form': {
      get: {
        summary: "A user's form",
        tags: ['users'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string' }, data: { type: 'object', properties: { username: { type: 'string' } } } } } } } } },
        'x-permission': 'sys:user:edit',
      },
    },
    '/api/v1/users': {
      post: {
        summary: 'Create a user',
        tags: ['users'],
        parameters: [],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['username'], properties: { username: { type: 'string', maxLength: 32 } } } } } },
        responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
        'x-permission': 'sys:user:add',
      },
    },
    '/api/v1/dict/page': {
      get: {
        summary: 'Dictionaries, a page at a time',
        tags: ['dictionaries'],
        parameters: [
          { name: 'pageNum', in: 'query', required: false, schema: { type: 'integer' } },
          { name: 'keywords', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/api/v1/auth/captcha': { get: { summary: 'A captcha', tags: ['auth'], parameters: [], security: [], responses: {} } },
  },
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer access-ada');
  api = stubApi({
    'GET /api/v1/openapi.json': () => ({ status: 200, body: document }),
    'GET /api/v1/users/7/form': () => ok({ id: 7, username: 'ada' }),
    'GET /api/v1/users/8/form': () => fail(403, 'A0301', 'You may not do that'),
    'GET /api/v1/dict/page': () => ok({ list: [], total: 0 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const operations = () => screen.getByRole('list', { name: 'Operations' });
const tagsShown = () => Array.from(operations().querySelectorAll('.MuiListSubheader-root')).map((header) => header.textContent);
const open = (name: RegExp) => fireEvent.click(within(operations()).getByRole('button', { name }));

describe('ApiDemoPage', () => {
  it('lists the operations of the document grouped by tag, and the search narrows them', async () => {
    renderAdmin(<ApiDemoPage />);
    expect(await screen.findByText('4 operations')).toBeInTheDocument();
    expect(tagsShown()).toEqual(['auth', 'dictionaries', 'users']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: 'user post' } });
    expect(screen.getByText('1 operation')).toBeInTheDocument();
    expect(tagsShown()).toEqual(['users']);
    expect(within(operations()).getByRole('button', { name: /Create a user/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No operation matches the search.')).toBeInTheDocument();
  });

  it('shows an operation: method, path, summary, permission, parameters and schemas', async () => {
    renderAdmin(<ApiDemoPage />);
    await screen.findByText('4 operations');
    open(/Create a user/);
    const details = screen.getByRole('article', { name: 'POST /api/v1/users' });
    expect(within(details).getByRole('heading', { name: '/api/v1/users' })).toBeInTheDocument();
    expect(within(details).getByText('Permission: sys:user:add')).toBeInTheDocument();
    expect(within(details).getByText('No parameters.')).toBeInTheDocument();
    expect(within(details).getByLabelText('Request body schema').textContent).toContain('"maxLength": 32');
    // a write is not sent from the demo
    expect(within(details).getByText(/Only GET operations are sent/)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Send' })).toBeDisabled();

    open(/Dictionaries, a page at a time/);
    const table = within(screen.getByRole('article', { name: 'GET /api/v1/dict/page' })).getByRole('table', { name: 'Parameters' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['NameInRequiredType', 'pageNumquerynointeger', 'keywordsquerynostring']);
  });

  it('sends a GET as the signed-in user with its path and query filled, and shows the envelope answered', async () => {
    renderAdmin(<ApiDemoPage />);
    await screen.findByText('4 operations');
    open(/A user's form/);
    const tryIt = screen.getByRole('form', { name: 'Try it' });
    expect(within(tryIt).getByRole('button', { name: 'Send' })).toBeDisabled(); // the id is required
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'id' }), { target: { value: '7' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Send' }));

    const answer = await within(tryIt).findByLabelText(/Answered HTTP 200/);
    expect(JSON.parse(answer.textContent!)).toEqual({ code: '00000', data: { id: 7, username: 'ada' }, msg: 'Success' });
    const [sent] = api.calls('GET', '/api/v1/users/7/form');
    expect(sent!.headers.get('Authorization')).toBe('Bearer access-ada');

    // an error answer is shown as the envelope it is
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'id' }), { target: { value: '8' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Send' }));
    const refused = await within(tryIt).findByLabelText(/Answered HTTP 403/);
    expect(JSON.parse(refused.textContent!)).toMatchObject({ code: 'A0301', msg: 'You may not do that' });
  });

  it('puts the filled query values on the address and leaves the empty ones out', async () => {
    renderAdmin(<ApiDemoPage />);
    await screen.findByText('4 operations');
    open(/Dictionaries, a page at a time/);
    const tryIt = screen.getByRole('form', { name: 'Try it' });
    fireEvent.change(within(tryIt).getByRole('textbox', { name: 'keywords' }), { target: { value: 'gender & more' } });
    fireEvent.click(within(tryIt).getByRole('button', { name: 'Send' }));
    await within(tryIt).findByLabelText(/Answered HTTP 200/);
    const [sent] = api.calls('GET', '/api/v1/dict/page');
    expect([...sent!.url.searchParams]).toEqual([['keywords', 'gender & more']]);
  });
});
