import { describe, expect, it } from 'vitest';
import { curdViewOf, pagePathsOf } from './CurdDemoPage';

describe('the curd demo page paths', () => {
  it('reads the menu path and the resource path below it from the location, whatever route matched', () => {
    expect(pagePathsOf('/demo/curd')).toEqual({ base: '/demo/curd', subPath: '' });
    // react-admin's list may leave a trailing slash: still the page itself, never the resource below it
    expect(pagePathsOf('/demo/curd/')).toEqual({ base: '/demo/curd', subPath: '' });
    expect(pagePathsOf('/demo/curd/demo-items/create')).toEqual({ base: '/demo/curd', subPath: 'demo-items/create' });
    expect(pagePathsOf('/tools/crud-copy/demo-items/7/show')).toEqual({ base: '/tools/crud-copy', subPath: 'demo-items/7/show' });
    // a segment that only starts with the resource's name is not it
    expect(pagePathsOf('/demo/curd/demo-items-old')).toEqual({ base: '/demo/curd/demo-items-old', subPath: '' });
  });

  it('names the generated view a path below the page shows', () => {
    expect(curdViewOf('')).toBe('list');
    expect(curdViewOf('demo-items')).toBe('list');
    expect(curdViewOf('demo-items/create')).toBe('create');
    expect(curdViewOf('demo-items/7')).toBe('edit');
    expect(curdViewOf('demo-items/7/show')).toBe('show');
  });
});
