import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../../providers/dictionaries';
import { i18nProvider } from '../../../providers/i18n';
import { ok, type fakeApi } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { DictionaryDemoPage } from './DictionaryDemoPage';

const dictionaries = [
  { id: 1, name: 'Gender', dictCode: 'gender', status: 1 },
  { id: 2, name: 'Notice level', dictCode: 'notice_level', status: 1 },
];
/** What GET /dict/list answers; the second fill sees a label renamed meanwhile. */
const dictList = (femaleLabel: string) => [
  {
    name: 'Gender',
    dictCode: 'gender',
    dictDataList: [
      { value: '1', label: 'Male', tagType: 'primary' },
      { value: '2', label: femaleLabel, tagType: 'danger' },
    ],
  },
  { name: 'Notice level', dictCode: 'notice_level', dictDataList: [{ value: 'L', label: 'Low', tagType: 'info' }] },
];

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  clearDictionaryCache();
  let fills = 0;
  api = stubApi({
    'GET /api/v1/dict': () => ok(dictionaries, { 'Content-Range': 'dict 0-1/2' }),
    'GET /api/v1/dict/list': () => ok(dictList(++fills === 1 ? 'Female' : 'Woman')),
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en'); // one i18nProvider serves every test
});

const cacheCard = () => screen.getByRole('region', { name: 'Cache' });
const dictListCalls = () => api.calls('GET', '/api/v1/dict/list').length;

describe('DictionaryDemoPage', () => {
  it("draws a select, radio buttons and tags from the chosen dictionary, the two inputs sharing one value", async () => {
    renderAdmin(<DictionaryDemoPage />);
    const radios = await screen.findByRole('radiogroup');
    expect((await within(radios).findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent)).toEqual(['Male', 'Female']);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Male', 'Female']);
    expect(within(tags).getByText('Female').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError'); // tag type danger

    fireEvent.click(within(radios).getByLabelText('Female'));
    expect(await screen.findByText('Chosen value: 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select' })).toHaveTextContent('Female');
    expect(within(tags).getByText('Female').closest('[role="listitem"]')).toHaveAttribute('aria-current', 'true');
  });

  it('reads every dictionary from one cached GET /dict/list, and refetches it once the cache is invalidated', async () => {
    renderAdmin(<DictionaryDemoPage />);
    await waitFor(() => expect(within(cacheCard()).getByRole('status')).toHaveTextContent(/Filled by load no. 1 at .+; 2 items for this dictionary/));
    expect(dictListCalls()).toBe(1);

    // another dictionary comes from the same cache
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dictionary' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Notice level (notice_level)' }));
    expect(await within(screen.getByRole('radiogroup')).findByLabelText('Low')).toBeInTheDocument();
    expect(within(cacheCard()).getByRole('status')).toHaveTextContent(/load no. 1 .+; 1 items/);
    expect(within(cacheCard()).getByText(/no new request/)).toBeInTheDocument();
    expect(dictListCalls()).toBe(1);

    // back to gender, then invalidate: a second request fills the cache with the renamed label
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dictionary' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gender (gender)' }));
    await within(screen.getByRole('radiogroup')).findByLabelText('Female');
    fireEvent.click(within(cacheCard()).getByRole('button', { name: 'Invalidate the cache' }));
    expect(await within(cacheCard()).findByText(/emptied and filled again .+ \(load no. 2\)/)).toBeInTheDocument();
    expect(dictListCalls()).toBe(2);
    expect(await within(screen.getByRole('radiogroup')).findByLabelText('Woman')).toBeInTheDocument();
    expect(within(cacheCard()).getByRole('status')).toHaveTextContent(/Filled by load no. 2/);
  });

  it('keeps the labels of the language it was filled in until invalidated, then refills in the current one', async () => {
    renderAdmin(<DictionaryDemoPage />);
    await waitFor(() => expect(within(cacheCard()).getByRole('status')).toHaveTextContent(/Filled by load no. 1/));
    // the http client asks the i18nProvider for Accept-Language on every call
    await i18nProvider.changeLocale('zh-cn');
    expect(dictListCalls()).toBe(1);
    fireEvent.click(within(cacheCard()).getByRole('button', { name: 'Invalidate the cache' }));
    await waitFor(() => expect(dictListCalls()).toBe(2));
    expect(api.calls('GET', '/api/v1/dict/list').map((call) => call.headers.get('Accept-Language'))).toEqual(['en', 'zh-cn']);
  });
});
