import { describe, expect, it } from 'vitest';
import { humanizePath, pageOf } from './pageOf';

const resources = ['users', 'system/user', 'system/user-groups'];

describe('pageOf', () => {
  it.each([
    ['/', { kind: 'dashboard' }],
    ['/users', { kind: 'list', resource: 'users' }],
    ['/users/', { kind: 'list', resource: 'users' }],
    ['/users/create', { kind: 'create', resource: 'users' }],
    ['/users/12', { kind: 'record', resource: 'users', id: '12' }],
    ['/users/a%20b/show', { kind: 'record', resource: 'users', id: 'a b' }],
    ['/system/user', { kind: 'list', resource: 'system/user' }],
    ['/system/user-groups/3', { kind: 'record', resource: 'system/user-groups', id: '3' }],
    ['/profile', { kind: 'other' }],
    ['/usersx', { kind: 'other' }],
  ])('%s', (path, page) => {
    expect(pageOf(path, resources)).toEqual(page);
  });

  it('humanizes untitled paths', () => {
    expect(humanizePath('/my-notices')).toBe('My notices');
    expect(humanizePath('/myNotice')).toBe('My notice');
  });
});
