import { describe, expect, it } from 'vitest';
import { allowedDeliveryActions, deliveryActions, deliveryActors, deliveryRefusalOf, deliveryStates, deliveryTransitions, isTerminalDelivery, terminalDeliveryStates } from './deliveryMachine';

describe('the delivery order table', () => {
  it('takes nothing but a staff reopen in a terminal state, and a reopen nowhere else', () => {
    for (const state of terminalDeliveryStates) expect(allowedDeliveryActions(state)).toEqual(['reopen']);
    for (const state of deliveryStates.filter((state) => !isTerminalDelivery(state))) expect(allowedDeliveryActions(state)).not.toContain('reopen');
    expect(deliveryActors.reopen).toEqual(['staff']);
  });

  it('lets the delivery person withdraw only while the order is pending a decision', () => {
    const withdrawable = deliveryStates.filter((state) => allowedDeliveryActions(state).includes('withdraw'));
    expect(withdrawable).toEqual(['PendingResumeReview', 'PendingEmployerReview', 'PendingInterview', 'PendingOnboarding']);
  });

  it('leads every action somewhere the table knows, and gives each action at least one kind of actor', () => {
    for (const state of deliveryStates) {
      for (const target of Object.values(deliveryTransitions[state])) expect([...deliveryStates, 'previous']).toContain(target);
    }
    for (const action of deliveryActions) expect(deliveryActors[action].length).toBeGreaterThan(0);
  });

  it('says why an action is refused: an ended order, or a step out of turn', () => {
    expect(deliveryRefusalOf('Settled', 'approveResume')).toBe('delivery.refusals.orderEnded');
    expect(deliveryRefusalOf('PendingResumeReview', 'join')).toBe('delivery.refusals.notNow');
    expect(deliveryRefusalOf('PendingResumeReview', 'approveResume')).toBeUndefined();
  });
});
