import { translate } from '@jobmarket/contracts/i18n/translate';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { meetingView, schoolApplication } from './testing/meetingFixtures';

const school = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SCHOOL_ADMIN'], 'CMU careers office'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': schoolApplication(1),
  'GET /meetings/page': pageOf([]),
  ...extra,
});

// a form filled in through React on a shared 2-core machine: the default timeout guards hangs, not this
const FILLING_TIMEOUT_MS = 60_000;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The rich-text editor, written into as a browser's editing would leave it. */
function write(label: string, html: string) {
  const editor = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  editor.innerHTML = html;
  fireEvent.input(editor);
}
/** `YYYY-MM-DDTHH:mm` of an instant on this machine's clock (what a datetime field shows), whatever its zone. */
const onClock = (instant: string) => {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

async function fillEveryField() {
  type('Title', 'Spring job fair');
  write('Content', '<p>Meet <strong>forty</strong> employers.</p>');
  type('Start time', '2099-03-20T09:00');
  type('End time', '2099-03-20T12:00');
  type('Location', 'Main hall, building 3');
  // the label, not the section 'Seats and students'
  fireEvent.change(screen.getByRole('spinbutton', { name: /^Seats/ }), { target: { value: '120' } });
  fireEvent.click(screen.getByRole('radio', { name: 'All students' }));
}

describe('creating a job fair (/school/meetings/new)', () => {
  it('says what is wrong in the reader’s language (Thai): every missing field at once, a place or a link, the end after the start', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'th');
    const th = (key: Parameters<typeof translate>[1]) => translate('th', key);
    const portal = renderPortal('/school/meetings/new', school());
    expect(await screen.findByRole('heading', { level: 1, name: th('portal.meetings.school.form.newTitle') })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: th('portal.meetings.school.form.submitNew') }));

    // title, content, start, end and seats; and, asked of the same schema at once, a place or a link
    expect(await screen.findAllByText(th('validation.required'))).toHaveLength(5);
    expect(screen.getByText(th('meetings.validation.placeRequired'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(th('portal.meetings.school.form.fixErrors'));
    expect(field(th('meetings.fields.title'))).toHaveFocus();

    type(th('meetings.fields.title'), 'งานนัดพบแรงงานภาคฤดูใบไม้ผลิ');
    write(th('meetings.fields.content'), '<p>พบนายจ้างสี่สิบราย</p>');
    type(th('meetings.fields.startTime'), '2099-03-20T12:00');
    type(th('meetings.fields.endTime'), '2099-03-20T09:00');
    type(th('meetings.fields.onlineUrl'), 'meet.cmu.test');
    type(th('meetings.fields.capacity'), '120');
    fireEvent.click(screen.getByRole('button', { name: th('portal.meetings.school.form.submitNew') }));
    expect(await screen.findByText(th('meetings.validation.endAfterStart'))).toBeInTheDocument();
    expect(screen.getByText(th('meetings.validation.invalidUrl'))).toBeInTheDocument();
    expect(screen.queryByText(th('validation.required'))).not.toBeInTheDocument();
    expect(th('meetings.validation.endAfterStart')).not.toBe(translate('en', 'meetings.validation.endAfterStart'));
    // nothing typed is lost
    expect(field(th('meetings.fields.title'))).toHaveValue('งานนัดพบแรงงานภาคฤดูใบไม้ผลิ');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${th('meetings.fields.content')}`) }).innerHTML).toBe('<p>พบนายจ้างสี่สิบราย</p>');
    expect(posts(portal.calls)).toHaveLength(0);
  }, FILLING_TIMEOUT_MS);

  it('sends the form as meetingForm reads it, the times as instants with the reader’s offset, and says "Add successful"', async () => {
    let sent: Record<string, unknown> | undefined;
    const portal = renderPortal(
      '/school/meetings/new',
      school({
        'POST /meetings': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: meetingView({ id: 30, publishStatus: 'unpublished' }) };
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'New job fair' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Create job fair' }));

    expect(await screen.findByText('Add successful')).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe('/school/meetings'));
    expect(sent).toMatchObject({
      title: 'Spring job fair',
      content: '<p>Meet <strong>forty</strong> employers.</p>',
      location: 'Main hall, building 3',
      onlineUrl: null,
      capacity: 120,
      studentScope: 'all',
    });
    // 09:00 and 12:00 on the reader's clock, sent with its offset
    expect(sent!.startTime).toMatch(/^2099-03-20T09:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(String(sent!.startTime)).getTime()).toBe(new Date(2099, 2, 20, 9, 0).getTime());
    expect(new Date(String(sent!.endTime)).getTime()).toBe(new Date(2099, 2, 20, 12, 0).getTime());
  }, FILLING_TIMEOUT_MS);

  it('says "Add failed" with the api’s objection on its field, keeping everything typed', async () => {
    renderPortal(
      '/school/meetings/new',
      school({ 'POST /meetings': { code: 'A0402', status: 400, msg: 'Invalid input', data: { errors: { endTime: 'The end must be in the future' } } } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'New job fair' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Create job fair' }));

    expect(await screen.findByText('The end must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Add failed');
    expect(field('Title')).toHaveValue('Spring job fair');
    expect(field('End time')).toHaveValue('2099-03-20T12:00');
    expect(screen.getByRole('radio', { name: 'All students' })).toBeChecked();
  }, FILLING_TIMEOUT_MS);

  it('says the api’s refusal when the school may not create yet', async () => {
    renderPortal('/school/meetings/new', school({ 'POST /meetings': { code: 'A0440', status: 409, msg: 'Your school registration has not been approved yet' } }));
    await screen.findByRole('heading', { level: 1, name: 'New job fair' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Create job fair' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Add failed'));
    expect(alert).toHaveTextContent('Your school registration has not been approved yet');
    // said where the focus is: the top of the form, not below the button pressed
    expect(alert).toHaveFocus();
  }, FILLING_TIMEOUT_MS);
});

describe('editing a job fair (/school/meetings/:id/edit)', () => {
  const draft = meetingView({ id: 12, title: 'Engineering careers day', publishStatus: 'unpublished', reservationCount: 0, onlineUrl: 'https://meet.cmu.test/careers' });

  it('starts from the fair as saved, on the reader’s clock, and says "Modify successful"', async () => {
    let sent: Record<string, unknown> | undefined;
    const portal = renderPortal(
      '/school/meetings/12/edit',
      school({
        'GET /meetings/12': { data: draft },
        'PUT /meetings/12': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: draft };
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job fair: Engineering careers day' })).toBeInTheDocument();
    expect(field('Start time')).toHaveValue(onClock(draft.startsAt));
    expect(field('End time')).toHaveValue(onClock(draft.endsAt));
    expect(field('Online link')).toHaveValue('https://meet.cmu.test/careers');
    expect(screen.getByRole('textbox', { name: /^Content/ }).innerHTML).toBe(draft.content);
    expect(screen.getByRole('radio', { name: 'Students of our school only' })).toBeChecked();

    type('Title', 'Engineering and IT careers day');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Modify successful')).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe('/school/meetings'));
    expect(sent).toMatchObject({ title: 'Engineering and IT careers day', content: draft.content, capacity: 120, studentScope: 'ownSchool', location: 'Main hall, building 3' });
    // the same instants go back, whatever the reader's zone
    expect(new Date(String(sent!.startTime)).getTime()).toBe(Date.parse(draft.startsAt));
    expect(new Date(String(sent!.endTime)).getTime()).toBe(Date.parse(draft.endsAt));
  }, FILLING_TIMEOUT_MS);

  it('says "Edit failed" and why when the api refuses the change', async () => {
    renderPortal(
      '/school/meetings/12/edit',
      school({ 'GET /meetings/12': { data: draft }, 'PUT /meetings/12': { code: 'A0440', status: 409, msg: 'Only an unpublished job fair can be edited or published' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit job fair: Engineering careers day' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Edit failed'));
    expect(alert).toHaveTextContent('Only an unpublished job fair can be edited or published');
  });

  it('says why a published fair cannot be edited instead of offering the form', async () => {
    renderPortal('/school/meetings/11/edit', school({ 'GET /meetings/11': { data: meetingView({ id: 11 }) } }));
    expect(await screen.findByText('This job fair cannot be edited any more: it is Published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('says "Failed to get meeting information" when the fair cannot be loaded, and that it is not there when it is not the school’s', async () => {
    const broken = renderPortal('/school/meetings/12/edit', school({ 'GET /meetings/12': { code: 'B0001', status: 500, msg: 'Unexpected error' } }));
    expect(await screen.findByText('Failed to get meeting information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    broken.unmount();

    renderPortal('/school/meetings/13/edit', school({ 'GET /meetings/13': { code: 'A0606', status: 404, msg: 'Not found' } }));
    expect(await screen.findByText('This job fair does not exist or is not yours.')).toBeInTheDocument();
  });
});
