import { describe, expect, it } from 'vitest';
import { envelopeError, fileNameFromContentDisposition, isEnvelope, resultCodeOf } from './envelope';

describe('envelope', () => {
  it('recognises our envelope and nothing else', () => {
    expect(isEnvelope({ code: '00000', data: null, msg: 'Success' })).toBe(true);
    expect(isEnvelope([{ id: 1 }])).toBe(false);
    expect(isEnvelope({ message: 'Bad Gateway' })).toBe(false);
    expect(isEnvelope(undefined)).toBe(false);
  });

  it('turns an error envelope into an HttpError with the field errors where react-admin reads them', () => {
    const error = envelopeError(400, { code: 'A0410', data: { errors: { name: 'This field is required' } }, msg: 'A required field is missing' });
    expect(error.message).toBe('A required field is missing');
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ name: 'This field is required' });
    expect(resultCodeOf(error)).toBe('A0410');
  });

  it.each([
    ['attachment; filename=users.xlsx', 'users.xlsx'],
    [`attachment; filename=${encodeURIComponent('ผู้ใช้ 2025.xlsx')}`, 'ผู้ใช้ 2025.xlsx'],
    ['attachment; filename="quoted name.pdf"', 'quoted name.pdf'],
    ["attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx", '用户.xlsx'],
    ['attachment; filename=100%.txt', '100%.txt'],
    ['inline', undefined],
    [null, undefined],
  ])('reads the file name of %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
