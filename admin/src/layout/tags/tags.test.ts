import { describe, expect, it } from 'vitest';
import { affixTags, closeAllTags, closeOtherTags, closeTag, tagAfterClosing, visitTag, withAffixes } from './tags';

const visit = (...paths: string[]) => paths.reduce((tags, path) => visitTag(tags, path, ''), affixTags(['/']));

describe('tags view', () => {
  it('opens a tab per visited page after the pinned dashboard, once each', () => {
    expect(visit('/users', '/roles', '/users').map((tag) => tag.path)).toEqual(['/', '/users', '/roles']);
  });

  it("remembers a page's latest query so that going back restores it", () => {
    const tags = visitTag(visit('/users'), '/users', '?page=3&perPage=25');
    expect(tags.find((tag) => tag.path === '/users')?.search).toBe('?page=3&perPage=25');
  });

  it('never tracks the redirect helper or the error pages', () => {
    expect(visit('/redirect/users', '/404', '/401').map((tag) => tag.path)).toEqual(['/']);
  });

  it('closes one tab, the others, or all, but never the pinned dashboard', () => {
    const tags = visit('/users', '/roles', '/jobs');
    expect(closeTag(tags, '/roles').map((tag) => tag.path)).toEqual(['/', '/users', '/jobs']);
    expect(closeTag(tags, '/').map((tag) => tag.path)).toEqual(['/', '/users', '/roles', '/jobs']);
    expect(closeOtherTags(tags, '/roles').map((tag) => tag.path)).toEqual(['/', '/roles']);
    expect(closeAllTags(tags).map((tag) => tag.path)).toEqual(['/']);
  });

  it('goes to the last remaining tab after closing the current one', () => {
    expect(tagAfterClosing(closeTag(visit('/users', '/roles', '/jobs'), '/jobs'))?.path).toBe('/roles');
    expect(tagAfterClosing(closeAllTags(visit('/users')))?.path).toBe('/');
  });
});

describe('restoring stored tabs', () => {
  it('puts the pinned dashboard first and keeps the stored pages after it, unpinned', () => {
    const stored = [{ path: '/users', search: '?page=2', affix: false }, { path: '/', search: '', affix: true }, { path: '/roles', search: '', affix: true }];
    const restored = withAffixes(stored, affixTags(['/']));
    expect(restored.map((tag) => [tag.path, tag.affix])).toEqual([['/', true], ['/users', false], ['/roles', false]]);
    expect(restored[1]!.search).toBe('?page=2');
  });
});
