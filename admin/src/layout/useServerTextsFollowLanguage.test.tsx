import { fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { AuthContext, useLocaleState } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, testAuthProvider } from '../test/renderAdmin';
import { useServerTextsFollowLanguage } from './useServerTextsFollowLanguage';

/** Stands for any answer the api translated (route titles, role names): counts how often it was read. */
const Probe = ({ read }: { read: () => Promise<string> }) => {
  useServerTextsFollowLanguage();
  const [, setLocale] = useLocaleState();
  const { data } = useQuery({ queryKey: ['menus', 'routes'], queryFn: read });
  return (
    <div>
      <p>{data ?? 'loading'}</p>
      <button type="button" onClick={() => setLocale('zh-cn')}>
        switch
      </button>
    </div>
  );
};

describe('useServerTextsFollowLanguage', () => {
  it('reads the session and every cached answer again when the language changes, and not before', async () => {
    // the session was read in English; a reload forgets it until the next load
    let sessionLanguage: string | undefined = 'en';
    const reloadSession = vi.fn(() => {
      sessionLanguage = undefined;
    });
    let reads = 0;
    const read = async () => `read ${++reads}`;
    renderAdmin(
      <AuthContext.Provider value={{ ...testAuthProvider(), reloadSession, sessionLanguage: () => sessionLanguage } as never}>
        <Probe read={read} />
      </AuthContext.Provider>,
    );
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    expect(reloadSession).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    expect(reloadSession).toHaveBeenCalledTimes(1);
  });
});
