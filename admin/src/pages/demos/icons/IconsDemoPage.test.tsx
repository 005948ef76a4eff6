import { originMenuIcons } from '@jobmarket/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namedIcons } from '../../../layout/menu/menuIcons';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { IconsDemoPage } from './IconsDemoPage';
import { menuIconSet } from './menuIconSet';

let copied: string[];

beforeEach(() => {
  stubApi({});
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async (text: string) => void copied.push(text)) } });
});
afterEach(() => vi.unstubAllGlobals());

const iconNames = () => within(screen.getByRole('list', { name: 'Icons' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('menuIconSet', () => {
  it("holds every name of the origin's set and of the admin's, once each, saying who draws it", () => {
    const icons = menuIconSet(['user', 'bell'], ['user', 'api']);
    expect(icons).toEqual([
      { name: 'api', isDrawn: false, isOrigin: true },
      { name: 'bell', isDrawn: true, isOrigin: false },
      { name: 'user', isDrawn: true, isOrigin: true },
    ]);
  });
});

describe('IconsDemoPage', () => {
  it('shows every icon of the menu icon set, named', async () => {
    renderAdmin(<IconsDemoPage />);
    const everyName = [...new Set([...originMenuIcons, ...Object.keys(namedIcons)])].sort();
    expect(await screen.findByText(`${everyName.length} of ${everyName.length} icons`)).toBeInTheDocument();
    expect(iconNames()).toEqual(everyName);
  });

  it('narrows the icons to the names containing the search, and says when none does', async () => {
    renderAdmin(<IconsDemoPage />);
    const search = await screen.findByRole('textbox', { name: 'Search icons' });
    fireEvent.change(search, { target: { value: ' Doc ' } });
    expect(iconNames()).toEqual(['document']);
    fireEvent.change(search, { target: { value: 'me' } });
    expect(iconNames()).toEqual(['document', 'homepage', 'menu', 'message']);
    fireEvent.change(search, { target: { value: 'zebra' } });
    expect(screen.getByText('No icon name matches the search.')).toBeInTheDocument();
  });

  it('copies the name of the icon clicked', async () => {
    renderAdmin(<IconsDemoPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the name dict' }));
    expect(await screen.findByText('Copied "dict"')).toBeInTheDocument();
    expect(copied).toEqual(['dict']);
  });
});
