import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { ok } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { DeliveryFlowReplay } from './DeliveryFlowReplay';
import { DeliveryOrderShow } from './DeliveryOrderShow';
import { moveStep, replayStepOf } from './flowReplay';
import { orderHistory, orderView, rejectReasonRoutes } from './deliveryTestData';

beforeEach(() => {
  clearDictionaryCache();
  stubApi({
    'GET /api/v1/delivery-orders/42': () => ok(orderView({ state: 'PendingInterview', allowedActions: [] })),
    'GET /api/v1/delivery-orders/42/history': () => ok(orderHistory),
    ...rejectReasonRoutes,
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const renderReplay = (stepMs?: number) =>
  renderAdmin(
    <RecordContextProvider value={orderView()}>
      <DeliveryFlowReplay stepMs={stepMs} />
    </RecordContextProvider>,
    { perms: ['biz:delivery:query'], resource: 'delivery-orders' },
  );
const status = () => screen.getByRole('status');
const snapshotPanel = (step: number) => screen.getByRole('region', { name: `The order after step ${step}` });
/** A fact of the snapshot panel: its value and whether this step changed it. */
const fact = (step: number, field: string) => snapshotPanel(step).querySelector(`[data-field="${field}"]`)!;
const control = (name: string) => screen.getByRole('button', { name });

describe('the flow replay model', () => {
  it('moves within the history and never past its ends', () => {
    expect([moveStep(0, 4, 'previous'), moveStep(3, 4, 'next'), moveStep(1, 4, 'next'), moveStep(2, 4, 'first'), moveStep(0, 4, 'last')]).toEqual([0, 3, 2, 0, 3]);
  });

  it("diffs each step's stateAfter with the step before's, on the facts it shows", () => {
    expect(replayStepOf(orderHistory, 1).changes.map((change) => change.field)).toEqual(['state', 'awaitedAudit', 'auditType', 'auditStatus', 'auditTime', 'remark']);
    expect(replayStepOf(orderHistory, 3).changes).toEqual([
      { field: 'auditTime', before: '2026-11-22 09:00:00', after: '2026-11-23 10:00:00' },
      { field: 'interviewAt', before: null, after: '2026-12-01 10:30:00' },
      { field: 'interviewPlace', before: null, after: 'Head office, Bangkok' },
    ]);
  });
});

describe('DeliveryFlowReplay', () => {
  it('lists every event with who, when, audit type, status and remark, and starts at the order as it stands', async () => {
    renderReplay();
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, settled);
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['1. Delivered', '2. Resume approved', '3. Employer accepted', '4. Interview scheduled']);
    expect(within(items[1]!).getByText(/Nok Auditor \(nok\)/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Audit type: Resume')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Status: Approved')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Remark: Strong profile')).toBeInTheDocument();
    expect(within(items[3]!).getByText(/^Interview on .* at Head office, Bangkok$/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Step 4 of 4: Interview scheduled');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(within(items[3]!).getByRole('button', { current: 'step' })).toBeInTheDocument();
    expect(fact(4, 'interviewPlace')).toHaveTextContent('Head office, Bangkok');
    expect(fact(4, 'interviewPlace')).toHaveAttribute('data-changed', 'true');
    expect(fact(4, 'state')).toHaveAttribute('data-changed', 'false');
  });

  it('steps first, next, previous and last, showing the order as it stood after each step and what that step changed', async () => {
    renderReplay();
    await screen.findByRole('list', { name: 'Timeline' }, settled);
    fireEvent.click(control('First step'));
    expect(status()).toHaveTextContent('Step 1 of 4: Delivered');
    expect(fact(1, 'state')).toHaveTextContent('Pending resume review');
    expect(fact(1, 'interviewPlace')).toHaveTextContent('(none)');
    expect(control('Previous step')).toBeDisabled();

    fireEvent.click(control('Next step'));
    expect(status()).toHaveTextContent('Step 2 of 4: Resume approved');
    expect(fact(2, 'state')).toHaveTextContent('Pending employer review');
    expect(fact(2, 'state')).toHaveAttribute('data-changed', 'true');
    expect(fact(2, 'auditStatus')).toHaveTextContent('Approved');
    expect(fact(2, 'commission')).toHaveAttribute('data-changed', 'false');
    const changes = within(snapshotPanel(2)).getByRole('list', { name: 'Changed in this step' });
    expect(within(changes).getByText('Review state: Pending resume review → Pending employer review')).toBeInTheDocument();
    expect(within(changes).getByText('Remark: (none) → Strong profile')).toBeInTheDocument();

    fireEvent.click(control('Previous step'));
    expect(status()).toHaveTextContent('Step 1 of 4: Delivered');
    fireEvent.click(control('Last step'));
    expect(status()).toHaveTextContent('Step 4 of 4: Interview scheduled');
    expect(control('Next step')).toBeDisabled();

    // a timeline entry is a step too
    fireEvent.click(within(screen.getByRole('list', { name: 'Timeline' })).getByText('3. Employer accepted'));
    expect(status()).toHaveTextContent('Step 3 of 4: Employer accepted');
    expect(fact(3, 'state')).toHaveTextContent('Pending interview');
  });

  it('steps with the arrow keys, Home and End', async () => {
    renderReplay();
    await screen.findByRole('list', { name: 'Timeline' }, settled);
    const toolbar = screen.getByRole('toolbar', { name: 'Step through the history' });
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent('Step 3 of 4');
    fireEvent.keyDown(toolbar, { key: 'Home' });
    expect(status()).toHaveTextContent('Step 1 of 4');
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(status()).toHaveTextContent('Step 2 of 4');
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(status()).toHaveTextContent('Step 4 of 4');
  });

  it('plays from the first step to the last and pauses', async () => {
    renderReplay(30);
    await screen.findByRole('list', { name: 'Timeline' }, settled);
    fireEvent.click(control('Play'));
    expect(status()).toHaveTextContent('Step 1 of 4');
    await waitFor(() => expect(status()).toHaveTextContent('Step 4 of 4'), settled);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();

    fireEvent.click(control('Play'));
    expect(status()).toHaveTextContent('Step 1 of 4');
    fireEvent.click(control('Pause'));
    const paused = status().textContent;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(status().textContent).toBe(paused);
  });

  it("is the order page's history tab", async () => {
    renderAdmin(<DeliveryOrderShow id={42} />, { perms: ['biz:delivery:query'], resource: 'delivery-orders' });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }, settled));
    expect(await screen.findByRole('list', { name: 'Timeline' }, settled)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flow history replay' })).toBeInTheDocument();
  });
});
