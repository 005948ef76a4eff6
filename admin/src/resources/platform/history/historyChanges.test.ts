import { describe, expect, it } from 'vitest';
import { changesBetween, withChanges, type HistoryEntry } from './historyChanges';

const entry = (revision: number, type: string, stateAfter: unknown): HistoryEntry => ({
  revision,
  type,
  data: {},
  actor: { id: '1', username: 'root', nickname: 'Root' },
  time: '2026-01-02T03:04:05.000Z',
  stateAfter,
});

describe('history changes', () => {
  it('shows the fields an event changed, before and after, and nothing that stayed the same', () => {
    const history = [
      entry(0, 'UserCreated', { exists: true, id: 7, nickname: 'Alice', roleIds: [2], mobile: null }),
      entry(1, 'UserUpdated', { exists: true, id: 7, nickname: 'Alicia', roleIds: [2, 6], mobile: null }),
      entry(2, 'UserSignedIn', { exists: true, id: 7, nickname: 'Alicia', roleIds: [2, 6], mobile: null }),
    ];
    expect(withChanges(history).map(({ changes }) => changes)).toEqual([
      [
        { field: 'nickname', before: undefined, after: 'Alice' },
        { field: 'roleIds', before: undefined, after: [2] },
      ],
      [
        { field: 'nickname', before: 'Alice', after: 'Alicia' },
        { field: 'roleIds', before: [2], after: [2, 6] },
      ],
      [],
    ]);
  });

  it('treats missing, null, empty text and empty lists alike', () => {
    expect(changesBetween({ email: null, roleIds: [] }, { email: '', roleIds: undefined })).toEqual([]);
  });

  it('notices a field that disappeared', () => {
    expect(changesBetween({ remark: 'x' }, {})).toEqual([{ field: 'remark', before: 'x', after: undefined }]);
  });
});
