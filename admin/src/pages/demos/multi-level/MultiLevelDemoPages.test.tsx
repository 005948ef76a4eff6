import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { WithDemoMenus } from './demoMenusTestData';
import { Level1DemoPage } from './Level1DemoPage';
import { Level3DemoPage } from './Level3DemoPage';

beforeEach(() => void stubApi({}));
afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const trail = () => within(screen.getByRole('navigation', { name: 'Menu trail' })).getAllByRole('listitem').map((item) => item.textContent);

function renderAt(location: string) {
  window.location.hash = `#${location}`;
  return renderAdmin(
    <WithDemoMenus>
      <Routes>
        <Route path="/demo/multi-level/level1/*" element={<Level1DemoPage />} />
        <Route path="/demo/multi-level/level2/level3-1/*" element={<Level3DemoPage />} />
        <Route path="/demo/multi-level/level2/level3-2/*" element={<Level3DemoPage />} />
      </Routes>
    </WithDemoMenus>,
  );
}

describe('multi-level demo pages', () => {
  it('level 1 shows its place in the menu, titled from its menu entry, and its route', async () => {
    renderAt('/demo/multi-level/level1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 1' })).toBeInTheDocument();
    await waitFor(() => expect(trail()).toEqual(['Demos', 'Multi-level menu', 'Level 1']));
    expect(screen.getByText('Path: /demo/multi-level/level1')).toBeInTheDocument();
    expect(screen.getByText('Query: none')).toBeInTheDocument();
  });

  it('level 3 reads the item its menu passes as a query value, and links to the other item', async () => {
    renderAt('/demo/multi-level/level2/level3-1?item=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 3-1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Item from the query: 1');
    expect(trail()).toEqual(['Demos', 'Multi-level menu', 'Level 2', 'Level 3-1']);
    expect(screen.getByText('Query: ?item=1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Open item 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 3-2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Item from the query: 2');
    expect(trail()).toEqual(['Demos', 'Multi-level menu', 'Level 2', 'Level 3-2']);
    expect(window.location.hash).toBe('#/demo/multi-level/level2/level3-2?item=2');
  });

  it('level 3 says where to open it from when no item came', async () => {
    renderAt('/demo/multi-level/level2/level3-1');
    expect(await screen.findByText(/No "item" in the query/)).toBeInTheDocument();
  });
});
