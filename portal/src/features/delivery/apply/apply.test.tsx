import { jobTextFields, type PublicJobView } from '@jobmarket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { bangkok, companyCard } from '../../jobs/testing/jobFixtures';
import { resumeRow } from '../../resumes/testing/resumeFixtures';
import { deliveryOrder } from '../testing/deliveryFixtures';

const publicJob = (): PublicJobView => ({
  ...(Object.fromEntries(jobTextFields.map((field) => [field, `The ${field} of this job`])) as Record<(typeof jobTextFields)[number], string>),
  id: 6,
  position: 'Senior software engineer',
  company: companyCard({ id: 70, name: 'Siam Digital', openJobCount: 3 }),
  industry: { value: 'internet', label: 'Internet and IT' },
  education: { value: '3', label: "Bachelor's degree" },
  guaranteeMonth: 3,
  minSalary: 60000,
  maxSalary: 90000,
  currency: 'THB',
  location: bangkok,
  detailAddress: '18th floor, Siam Tower',
  publishTime: '2026-03-01T09:00:00.000Z',
  validThrough: '2026-03-31T09:00:00.000Z',
  isOpen: true,
});

const myResumes = [resumeRow({ id: 4, name: 'Mali – design', isDefault: false }), resumeRow({ id: 5, name: 'Mali – engineering', isDefault: true })];
const seekerOnJob = (extra = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /jobs/6/public': { data: publicJob() },
  'GET /resumes/mine': { data: myResumes },
  ...extra,
});

async function openApply() {
  const apply = await screen.findByRole('button', { name: 'Apply now' });
  await waitFor(() => expect(apply).toBeEnabled());
  fireEvent.click(apply);
  return screen.findByRole('dialog', { name: 'Apply to Senior software engineer' });
}

describe('applying to a job from its page', () => {
  it('applies with the resume chosen (the default one preselected), then links to my applications', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/jobs/6',
      seekerOnJob({
        'POST /delivery-orders': (call: { body: unknown }) => {
          sent = JSON.parse(String(call.body));
          return { data: deliveryOrder({ resumeId: 4 }) };
        },
      }),
    );
    const dialog = await openApply();
    expect(await within(dialog).findByRole('radio', { name: 'Mali – engineering (default)' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Mali – design' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note to the employer (optional)' }), { target: { value: 'Available from April' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Application sent. Follow it in My applications.');
    expect(sent).toEqual({ jobId: 6, resumeId: 4, remark: 'Available from April' });
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/delivery-orders']);
  });

  it('says in words that I already applied (the api’s duplicate refusal), keeping the dialog open', async () => {
    renderPortal(
      '/jobs/6',
      seekerOnJob({ 'POST /delivery-orders': { code: 'A0440', status: 409, msg: 'This candidate already has an open application to this job' } }),
    );
    const dialog = await openApply();
    await within(dialog).findByRole('radio', { name: 'Mali – engineering (default)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This candidate already has an open application to this job');
    expect(screen.queryByText('Application sent. Follow it in My applications.')).not.toBeInTheDocument();
  });

  it('asks a seeker without a resume to write one first, and sends nothing', async () => {
    const portal = renderPortal('/jobs/6', seekerOnJob({ 'GET /resumes/mine': { data: [] } }));
    const dialog = await openApply();
    expect(await within(dialog).findByText('You need a resume to apply. Create one first: it takes a few minutes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create a resume' })).toHaveAttribute('href', '/resumes/new');
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Operation cancelled')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
