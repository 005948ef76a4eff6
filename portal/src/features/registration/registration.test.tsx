import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../test/fakeApi';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'me.png', { type: 'image/png' });
// a Windows program's "MZ" header under an image's name and type
const fakeJpg = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'holiday.jpg', { type: 'image/jpeg' });

describe('job seeker registration', () => {
  it('checks every field and the avatar before sending', async () => {
    const portal = renderPortal('/register-job-seeker');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Please add a file')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.path.startsWith('/registrations'))).toBe(false);
  });

  it('refuses a program renamed to .jpg by its bytes, and previews a real PNG', async () => {
    renderPortal('/register-job-seeker');
    const picker = await screen.findByLabelText('Avatar');
    fireEvent.change(picker, { target: { files: [fakeJpg()] } });
    expect(await screen.findByText('Only jpg/png files can be uploaded')).toBeInTheDocument();
    expect(screen.queryByAltText('holiday.jpg')).not.toBeInTheDocument();

    fireEvent.change(picker, { target: { files: [png()] } });
    expect(await screen.findByAltText('me.png')).toBeInTheDocument();
    expect(screen.queryByText('Only jpg/png files can be uploaded')).not.toBeInTheDocument();
  });

  it('sends the form with the avatar and shows the api’s field errors on their fields', async () => {
    let sent: FormData | undefined;
    renderPortal('/register-job-seeker', {
      'POST /registrations/job-seeker': (call) => {
        sent = call.body as FormData;
        return { code: 'A0111', msg: 'Username already exists', status: 400, data: { errors: { username: 'Username already exists' } } };
      },
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/Nickname/), { target: { value: 'Mali' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'mali@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret12' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.change(screen.getByLabelText('Avatar'), { target: { files: [png()] } });
    await screen.findByAltText('me.png');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(sent?.get('username')).toBe('mali');
    expect(sent?.get('gender')).toBe('2');
    expect((sent?.get('avatar') as File).name).toBe('me.png');
  });
});

describe('school admin registration', () => {
  it('takes the username from the school name, read-only', async () => {
    renderPortal('/register-school-admin');
    fireEvent.change(await screen.findByLabelText(/School name/), { target: { value: 'Vientiane College' } });
    const username = screen.getByLabelText(/Username/);
    expect(username).toHaveValue('Vientiane College');
    expect(username).toHaveAttribute('readonly');
  });
});
