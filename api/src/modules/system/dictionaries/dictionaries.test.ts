import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';

interface DictWithItems {
  name: string;
  dictCode: string;
  dictDataList: { value: string; label: string; tagType: string | null }[];
}

interface DictDataRow {
  id: number;
  dictCode: string;
  label: string;
  value: string;
  sort: number;
  status: number;
}

describe('dictionaries and their data', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  });
  afterAll(async () => api?.close());

  /** A call in a given language, signed in or not. */
  const inLanguage = (language: string, path: string, init: RequestInit = {}) =>
    api.call(`/api/v1${path}`, { ...init, headers: { 'Accept-Language': language, ...(init.headers as Record<string, string>) } });

  async function dictionaryList(language = 'en'): Promise<DictWithItems[]> {
    const { body } = await inLanguage(language, '/dict/list');
    expect(body.code, body.msg).toBe('00000');
    return body.data as DictWithItems[];
  }

  async function createDict(dictCode: string, extra: Record<string, unknown> = {}): Promise<number> {
    const { body } = await root.post('/dict', { name: `Dictionary ${dictCode}`, dictCode, status: 1, ...extra });
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }

  async function createItem(dictCode: string, value: string, extra: Record<string, unknown> = {}): Promise<number> {
    const { body } = await root.post('/dict-data', { dictCode, value, label: `Label ${value}`, sort: 1, status: 1, ...extra });
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }

  async function itemsPage(query: string) {
    const { body } = await root.get(`/dict-data/page?${query}`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as { list: DictDataRow[]; total: number };
  }

  describe('contract shapes', () => {
    it('answers a page of dictionaries as {id, name, dictCode, status}, filtered by keywords', async () => {
      const { body } = await root.get('/dict/page?pageNum=1&pageSize=10&keywords=notice');
      expect(body.code).toBe('00000');
      const page = body.data as { list: Record<string, unknown>[]; total: number };
      expect(page.total).toBe(2);
      expect(page.list.map((row) => row.dictCode)).toEqual(['notice_type', 'notice_level']);
      expect(Object.keys(page.list[0]!).sort()).toEqual(['dictCode', 'id', 'name', 'status']);
    });

    it("serves react-admin's dialect on /dict and /dict/{id}, the latter equal to the form", async () => {
      const { body, response } = await root.get(
        `/dict?sort=${encodeURIComponent('["dictCode","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"keywords":"delivery"}')}`,
      );
      expect(body.code).toBe('00000');
      const rows = body.data as { id: number; dictCode: string }[];
      expect(rows.map((row) => row.dictCode)).toEqual(['delivery_audit_type', 'delivery_reject_reason']);
      expect(response.headers.get('content-range')).toBe('dict 0-1/3');
      const form = await root.get(`/dict/${rows[0]!.id}/form`);
      expect(form.body.data).toEqual({ id: rows[0]!.id, name: 'Delivery audit type', dictCode: 'delivery_audit_type', status: 1, remark: expect.any(String) });
      expect((await root.get(`/dict/${rows[0]!.id}`)).body.data).toEqual(form.body.data);
      expect((await root.get('/dict/9999/form')).body.code).toBe('A0606');
    });

    it('answers a page of items as {id, dictCode, label, value, sort, status}, for one dictionary, in sort order', async () => {
      const page = await itemsPage('dictCode=notice_level&pageNum=1&pageSize=10');
      expect(page.total).toBe(3);
      expect(page.list.map((row) => [row.value, row.label, row.sort])).toEqual([
        ['L', 'Low', 1],
        ['M', 'Medium', 2],
        ['H', 'High', 3],
      ]);
      expect(Object.keys(page.list[0]!).sort()).toEqual(['dictCode', 'id', 'label', 'sort', 'status', 'value']);
    });

    it("serves react-admin's dialect on /dict-data and the item form with its tag type and translations", async () => {
      const { body, response } = await root.get(
        `/dict-data?sort=${encodeURIComponent('["sort","DESC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"dictCode":"gender"}')}`,
      );
      const [female] = body.data as DictDataRow[];
      expect(female).toMatchObject({ dictCode: 'gender', value: '2', label: 'Female' });
      expect(response.headers.get('content-range')).toBe('dict-data 0-0/3');
      const form = await root.get(`/dict-data/${female!.id}/form`);
      expect(form.body.data).toEqual({
        id: female!.id,
        dictCode: 'gender',
        value: '2',
        label: 'Female',
        sort: 3,
        status: 1,
        tagType: 'danger',
        labelI18n: { en: 'Female', 'zh-cn': '女', lo: 'ຍິງ', th: 'หญิง' },
      });
      expect((await root.get(`/dict-data/${female!.id}`)).body.data).toEqual(form.body.data);
    });

    it('lists every seeded dictionary with its items as {value, label, tagType}', async () => {
      const list = await dictionaryList();
      expect(list.map((dict) => dict.dictCode)).toEqual([
        'gender',
        'notice_type',
        'notice_level',
        'education',
        'industry',
        'job_audit_status',
        'delivery_audit_type',
        'delivery_review_state',
        'delivery_reject_reason',
        'meeting_student_scope',
        'counseling_specialty',
      ]);
      const auditStatus = list.find((dict) => dict.dictCode === 'job_audit_status')!;
      expect(auditStatus).toEqual({
        name: 'Job audit status',
        dictCode: 'job_audit_status',
        dictDataList: [
          { value: '0', label: 'Pending review', tagType: 'warning' },
          { value: '1', label: 'Approved', tagType: 'success' },
          { value: '2', label: 'Rejected', tagType: 'danger' },
          { value: '3', label: 'Invoice uploaded', tagType: 'primary' },
        ],
      });
      expect(list.find((dict) => dict.dictCode === 'delivery_review_state')!.dictDataList).toHaveLength(10);
      // the reasons an audit step refuses a candidate with, worded by the catalog's delivery.rejectReasons
      expect(list.find((dict) => dict.dictCode === 'delivery_reject_reason')!.dictDataList).toContainEqual({ value: 'notQualified', label: 'Does not meet the requirements', tagType: 'warning' });
    });
  });

  it('creates, edits and deletes a dictionary and an item; each answer is the saved form and the next read shows it', async () => {
    const created = await root.post('/dict', { name: 'Shift', dictCode: 'shift', remark: 'Working hours' });
    expect(created.body.data).toEqual({ id: expect.any(Number), name: 'Shift', dictCode: 'shift', status: 1, remark: 'Working hours' });
    const id = (created.body.data as { id: number }).id;
    const edited = await root.put(`/dict/${id}`, { name: 'Work shift', dictCode: 'shift', status: 1, remark: '' });
    expect(edited.body.data).toEqual({ id, name: 'Work shift', dictCode: 'shift', status: 1, remark: null });

    const item = await root.post('/dict-data', { dictCode: 'shift', value: 1, label: 'Day', sort: 2, tagType: '' });
    expect(item.body.data).toEqual({ id: expect.any(Number), dictCode: 'shift', value: '1', label: 'Day', sort: 2, status: 1, tagType: null, labelI18n: {} });
    const itemId = (item.body.data as { id: number }).id;
    const editedItem = await root.put(`/dict-data/${itemId}`, { dictCode: 'shift', value: 'day', label: 'Day shift', sort: 1, status: 1, tagType: 'success' });
    expect(editedItem.body.data).toMatchObject({ value: 'day', label: 'Day shift', tagType: 'success' });
    expect((await dictionaryList()).find((dict) => dict.dictCode === 'shift')).toEqual({
      name: 'Work shift',
      dictCode: 'shift',
      dictDataList: [{ value: 'day', label: 'Day shift', tagType: 'success' }],
    });

    expect((await root.delete(`/dict-data/${itemId}`)).body).toMatchObject({ code: '00000', data: { id: itemId } });
    expect((await root.get(`/dict-data/${itemId}/form`)).status).toBe(404);
    expect((await root.delete(`/dict/${id}`)).body).toMatchObject({ code: '00000', data: { id } });
    expect((await root.get(`/dict/${id}/form`)).body.code).toBe('A0606');
  });

  it('writes a new dictionary and the claim of its code in one transaction; of racing creations with one code, one wins whole', async () => {
    const transactionsOf = (streams: string[]) =>
      api.db('es_events').whereIn('stream_id', streams).orderBy('global_position').select<{ stream_id: string; type: string; transaction_id: string }[]>('stream_id', 'type', 'transaction_id');
    const claimStream = (code: string) => `unique-dictCode:${code}`;

    const created = await root.post('/dict', { name: 'One append', dictCode: 'one_append' });
    // where the answer's time went: the command, then the wait for the read model
    expect(created.response.headers.get('server-timing')).toMatch(/^command;dur=\d+\.\d, settle;dur=\d+\.\d$/);
    const id = (created.body.data as { id: number }).id;
    const written = await transactionsOf([claimStream('one_append'), `dict-${id}`]);
    expect(written.map((row) => [row.stream_id, row.type])).toEqual([
      [claimStream('one_append'), 'UniqueValueClaimed'],
      [`dict-${id}`, 'DictCreated'],
    ]);
    expect(new Set(written.map((row) => row.transaction_id)).size).toBe(1);

    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => root.post('/dict', { name: `Racer ${n}`, dictCode: 'raced_code' })));
    const winners = answers.filter((answer) => answer.body.code === '00000');
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'A0402')).toHaveLength(7);
    const winner = (winners[0]!.body.data as { id: number }).id;
    const claims = await api.db('es_events').where({ stream_id: claimStream('raced_code') }).select<{ data: { owner: string } }[]>('data');
    expect(claims.map((row) => row.data.owner)).toEqual([String(winner)]);
    // the losers' ids hold no events: nothing half-created
    const racers = await api.db('es_events').where('type', 'DictCreated').whereRaw(`data->>'dictCode' = ?`, ['raced_code']).count<{ count: number }[]>({ count: '*' });
    expect(Number(racers[0]!.count)).toBe(1);
  });

  it('lists only enabled dictionaries, with only their enabled items, in sort order', async () => {
    await createDict('size');
    await createItem('size', 'L', { label: 'Large', sort: 3 });
    await createItem('size', 'S', { label: 'Small', sort: 1 });
    await createItem('size', 'M', { label: 'Medium', sort: 2, status: 0 });
    expect((await dictionaryList()).find((dict) => dict.dictCode === 'size')!.dictDataList.map((item) => item.label)).toEqual(['Small', 'Large']);
    expect((await api.call('/api/v1/dict-data/size/options')).body.data).toEqual([
      { value: 'S', label: 'Small' },
      { value: 'L', label: 'Large' },
    ]);

    const disabled = await createDict('retired', { status: 0 });
    await createItem('retired', 'x');
    expect((await dictionaryList()).map((dict) => dict.dictCode)).not.toContain('retired');
    expect((await api.call('/api/v1/dict-data/retired/options')).body.data).toEqual([]);
    expect((await root.get(`/dict/${disabled}/form`)).body.data).toMatchObject({ status: 0 });
  });

  it('keeps dictionary codes unique, case-insensitively, and frees a code when its dictionary is renamed', async () => {
    const duplicate = await root.post('/dict', { name: 'Another gender', dictCode: 'GENDER' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'A0402', msg: 'This dictionary code is already used', data: { errors: { dictCode: 'This dictionary code is already used' } } });

    const id = await createDict('colour');
    const taken = await root.put(`/dict/${id}`, { name: 'Colour', dictCode: 'industry', status: 1 });
    expect(taken.body.code).toBe('A0402');
    expect((await root.get(`/dict/${id}/form`)).body.data).toMatchObject({ dictCode: 'colour' });

    await createItem('colour', 'red');
    const renamed = await root.put(`/dict/${id}`, { name: 'Colour', dictCode: 'color', status: 1 });
    expect(renamed.body.code, renamed.body.msg).toBe('00000');
    // the items follow their dictionary's new code
    expect((await itemsPage('dictCode=color')).list.map((row) => row.value)).toEqual(['red']);
    expect((await itemsPage('dictCode=colour')).total).toBe(0);
    await createDict('colour');
  });

  it('keeps values unique within one dictionary but not across dictionaries', async () => {
    await createDict('priority');
    await createItem('priority', 'H');
    const duplicate = await root.post('/dict-data', { dictCode: 'priority', value: 'H', label: 'Another high' });
    expect(duplicate.body).toMatchObject({ code: 'A0402', data: { errors: { value: 'This value is already used in the dictionary' } } });
    // notice_level has an H too
    expect((await itemsPage('dictCode=notice_level&keywords=H')).list.map((row) => row.value)).toContain('H');

    const low = await createItem('priority', 'L');
    const clash = await root.put(`/dict-data/${low}`, { dictCode: 'priority', value: 'H', label: 'Low' });
    expect(clash.body.code).toBe('A0402');
    await root.delete(`/dict-data/${low}`);
    // a deleted item's value can be used again
    await createItem('priority', 'L');
  });

  it('refuses an item for a dictionary that does not exist and a tag type outside the five', async () => {
    const missing = await root.post('/dict-data', { dictCode: 'no_such_dict', value: '1', label: 'One' });
    expect(missing.body).toMatchObject({ code: 'A0402', data: { errors: { dictCode: 'There is no dictionary with this code' } } });
    const badTag = await root.post('/dict-data', { dictCode: 'gender', value: '9', label: 'Nine', tagType: 'purple' });
    expect(badTag.body.code).toBe('A0402');
    expect((badTag.body.data as { errors: Record<string, string> }).errors.tagType).toBe('Must be one of: success, warning, info, primary, danger');
  });

  it('deletes a dictionary with its data: gone from /dict/list, the items page and the options, each item with its own history', async () => {
    const id = await createDict('temporary');
    const first = await createItem('temporary', 'a');
    await createItem('temporary', 'b');
    expect((await dictionaryList()).map((dict) => dict.dictCode)).toContain('temporary');

    expect((await root.delete(`/dict/${id}`)).body.code).toBe('00000');
    expect((await dictionaryList()).map((dict) => dict.dictCode)).not.toContain('temporary');
    expect((await itemsPage('dictCode=temporary')).total).toBe(0);
    expect((await api.call('/api/v1/dict-data/temporary/options')).body.data).toEqual([]);
    const history = (await root.get(`/dict-data/${first}/history`)).body.data as { type: string }[];
    expect(history.map((entry) => entry.type)).toEqual(['DictDataCreated', 'DictDataDeleted']);

    // code and values are free again
    await createDict('temporary');
    await createItem('temporary', 'a');
  });

  it("answers labels in the caller's language, falling back to the label where no translation is given", async () => {
    const gender = (list: DictWithItems[]) => list.find((dict) => dict.dictCode === 'gender')!.dictDataList.map((item) => item.label);
    expect(gender(await dictionaryList('th'))).toEqual(['ไม่ระบุ', 'ชาย', 'หญิง']);
    expect(gender(await dictionaryList('zh-CN,zh;q=0.9'))).toEqual(['保密', '男', '女']);
    expect(gender(await dictionaryList('lo'))).toEqual(['ບໍ່ເປີດເຜີຍ', 'ຊາຍ', 'ຍິງ']);
    expect((await inLanguage('th', '/dict-data/notice_level/options')).body.data).toEqual([
      { value: 'L', label: 'ต่ำ' },
      { value: 'M', label: 'ปานกลาง' },
      { value: 'H', label: 'สูง' },
    ]);
    const page = await inLanguage('zh-cn', '/dict-data/page?dictCode=education', { headers: { Authorization: await signIn(api, 'root') } });
    expect((page.body.data as { list: DictDataRow[] }).list.map((row) => row.label)).toEqual(['高中', '大专', '本科', '硕士', '博士']);

    await createDict('mood');
    await createItem('mood', 'happy', { label: 'Happy', labelI18n: { th: 'มีความสุข', lo: '' } });
    const mood = (list: DictWithItems[]) => list.find((dict) => dict.dictCode === 'mood')!.dictDataList[0]!.label;
    expect(mood(await dictionaryList('th'))).toBe('มีความสุข');
    expect(mood(await dictionaryList('lo'))).toBe('Happy');
  });

  it("lists every failing field at once, in the caller's language", async () => {
    const authorization = await signIn(api, 'root');
    const post = (path: string, body: unknown, language: string) =>
      inLanguage(language, path, { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    const dict = await post('/dict', {}, 'zh-cn');
    expect(dict.body).toMatchObject({ code: 'A0410', msg: '缺少必填字段', data: { errors: { name: '此项为必填项', dictCode: '此项为必填项' } } });
    const item = await post('/dict-data', { dictCode: 'gender', label: ' ' }, 'th');
    expect(item.body.code).toBe('A0402');
    expect((item.body.data as { errors: Record<string, string> }).errors).toEqual({ value: 'กรุณากรอกช่องนี้', label: 'กรุณากรอกช่องนี้' });
    const badCode = await post('/dict', { name: 'Bad', dictCode: '1 bad code' }, 'en');
    expect((badCode.body.data as { errors: Record<string, string> }).errors).toEqual({ dictCode: 'Letters, digits, dots, hyphens and underscores, starting with a letter' });
  });

  it('keeps the history of a dictionary with actor and state after each event', async () => {
    const id = await createDict('history_probe');
    await root.put(`/dict/${id}`, { name: 'Renamed', dictCode: 'history_probe', status: 0 });
    const history = (await root.get(`/dict/${id}/history`)).body.data as { revision: number; type: string; actor: { username: string }; stateAfter: { name: string; status: number } }[];
    expect(history.map((entry) => [entry.revision, entry.type])).toEqual([
      [0, 'DictCreated'],
      [1, 'DictUpdated'],
    ]);
    expect(history[1]).toMatchObject({ actor: { username: 'root' }, stateAfter: { name: 'Renamed', status: 0 } });
  });

  it('lets anyone read /dict/list and options, but only holders of the dictionary permissions manage them', async () => {
    expect((await api.call('/api/v1/dict/list')).body.code).toBe('00000');
    expect((await api.call('/api/v1/dict-data/industry/options')).body.code).toBe('00000');
    expect((await api.call('/api/v1/dict/page')).body.code).toBe('A0230');

    const seeker = as(api, await signIn(api, 'seeker'));
    const refused = await seeker.get('/dict/page');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('A0301');
    expect((await seeker.get('/dict-data/page?dictCode=gender')).body.code).toBe('A0301');
    expect((await seeker.post('/dict', { name: 'X', dictCode: 'x' })).body.code).toBe('A0301');
    expect((await seeker.delete('/dict-data/1')).body.code).toBe('A0301');
    expect((await seeker.get('/dict/list')).body.code).toBe('00000');

    const admin = as(api, await signIn(api, 'admin'));
    expect((await admin.get('/dict/page')).body.code).toBe('00000');
    expect((await admin.get('/dict-data/page?dictCode=gender')).body.code).toBe('00000');
  });
});
