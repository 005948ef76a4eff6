import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { IconSelectorDemoPage } from './IconSelectorDemoPage';

beforeEach(() => void stubApi({}));
afterEach(() => vi.unstubAllGlobals());

describe('IconSelectorDemoPage', () => {
  it("puts the icon chosen in the menus form's selector into the form's value, clears it, and submits it", async () => {
    renderAdmin(<IconSelectorDemoPage />);
    expect(await screen.findByText('Form value of "icon": "menu"')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose icon' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search icons' }), { target: { value: 'dic' } });
    fireEvent.click(within(dialog).getByRole('option', { name: 'dict' }));
    expect(await screen.findByText('Form value of "icon": "dict"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Submit the form' }));
    expect(await screen.findByText('Submitted values: {"icon":"dict"}')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear icon' }));
    expect(await screen.findByText('Form value of "icon": null')).toBeInTheDocument();
  });
});
