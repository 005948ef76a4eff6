import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { renderPortal } from '../../test/fakeApi';
import { SendCodeButton } from './SendCodeButton';

describe('login form', () => {
  it('lists every missing field at once, in the spec’s words, without calling the api', async () => {
    const portal = renderPortal('/login', { 'GET /auth/captcha': { data: { captchaKey: 'k', captchaBase64: 'data:image/png;base64,AA' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter Username')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    expect(screen.getByText('Please enter Verify Code')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The password cannot be less than 6 digits')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.path === '/auth/login')).toBe(false);
  });

  it('warns when Caps Lock is on while typing the password', async () => {
    renderPortal('/login', { 'GET /auth/captcha': { data: { captchaKey: 'k', captchaBase64: 'data:image/png;base64,AA' } } });
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Caps Lock is On')).toBeInTheDocument();
    fireEvent.keyDown(password, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is On')).not.toBeInTheDocument();
  });

  it('shows the api’s refusal and asks for a new captcha picture', async () => {
    let captchas = 0;
    renderPortal('/login', {
      'GET /auth/captcha': () => ({ data: { captchaKey: `k${++captchas}`, captchaBase64: 'data:image/png;base64,AA' } }),
      'POST /auth/login': { code: 'A0210', msg: 'Wrong username or password', status: 400 },
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText(/Verify code/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText(/Verify code/)).toHaveValue('');
  });
});

describe('forgot password', () => {
  it('insists on a 6-digit code and a matching confirmation', async () => {
    renderPortal('/forget-password');
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '8562055512345' } });
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'secret13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('The code is 6 digits')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('resets the password and says it is going back to sign-in', async () => {
    const portal = renderPortal('/forget-password', { 'POST /auth/password-reset': {}, 'GET /auth/captcha': { data: { captchaKey: 'k', captchaBase64: 'data:image/png;base64,AA' } } });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '8562055512345' } });
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset, redirecting to login')).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe('/login'));
  });
});

describe('send-code button', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 60 seconds before a code can be asked for again', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => true);
    render(
      <I18nProvider>
        <SendCodeButton onSend={onSend} />
      </I18nProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('stays ready when nothing was sent', async () => {
    render(
      <I18nProvider>
        <SendCodeButton onSend={async () => false} />
      </I18nProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
