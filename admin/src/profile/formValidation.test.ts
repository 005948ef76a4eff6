import { bindMobileForm, passwordChangeForm } from '@jobmarket/contracts';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { initialsOf, serverFailureOf, validateWith } from './formValidation';

describe('validateWith', () => {
  const validatePassword = validateWith(passwordChangeForm, { required: ['confirmPassword'] });

  it('says "required" for blank fields and the rule for filled ones', () => {
    expect(validatePassword({ oldPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual({
      oldPassword: 'validation.required',
      newPassword: 'validation.passwordTooShort',
      confirmPassword: 'validation.required',
    });
    expect(validatePassword({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
    expect(validatePassword({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('checks the mobile format and the six-digit code as the api does', () => {
    const validateMobile = validateWith(bindMobileForm);
    expect(validateMobile({ mobile: '12ab', code: '12345' })).toEqual({ mobile: 'validation.invalidMobile', code: 'validation.codeSixDigits' });
    expect(validateMobile({ mobile: '+8613800138000', code: '012345' })).toEqual({});
  });
});

describe('serverFailureOf', () => {
  const envelopeError = (code: string, msg: string, errors?: Record<string, string>) =>
    new HttpError(msg, 400, { code, msg, data: errors ? { errors } : null, ...(errors ? { errors } : {}) });

  it('puts field errors on their fields, and a whole-form one on the fallback field', () => {
    expect(serverFailureOf(envelopeError('A0402', 'Some fields are invalid', { oldPassword: 'The current password is wrong' }))).toEqual({
      fieldErrors: { oldPassword: 'The current password is wrong' },
    });
    expect(serverFailureOf(envelopeError('A0421', 'Wrong format', { _: 'Invalid mobile format' }), { fallbackField: 'mobile' })).toEqual({
      fieldErrors: { mobile: 'Invalid mobile format' },
    });
  });

  it('puts a wrong verification code on the code field and anything else in a notification', () => {
    expect(serverFailureOf(envelopeError('A0130', 'Invalid verification code'), { code: 'code' })).toEqual({ fieldErrors: { code: 'Invalid verification code' } });
    expect(serverFailureOf(envelopeError('B0001', 'Unexpected server error'), { code: 'code' })).toEqual({ fieldErrors: {}, message: 'Unexpected server error' });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('张三')).toBe('张');
    expect(initialsOf('  ')).toBe('?');
  });
});
