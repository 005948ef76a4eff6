import { describe, expect, it } from 'vitest';
import { DomainError } from '../http/appError';
import type { Decider, DomainEvent } from './decider';
import { DeciderSpecification } from './deciderSpecification';

/** A door that opens once, with a name the form validates: just enough rules to test the helper. */
type DoorEvent = DomainEvent<'DoorInstalled', { name: string }> | DomainEvent<'DoorOpened', { name: string }>;
type DoorCommand = { type: 'Install'; name: string } | { type: 'Open' } | { type: 'Break' };
type DoorState = { installed: false } | { installed: true; name: string; isOpen: boolean };

class DoorJammedError extends Error {}

const doorDecider: Decider<DoorState, DoorCommand, DoorEvent> = {
  initialState: { installed: false },
  evolve: (state, event) => (event.type === 'DoorInstalled' ? { installed: true, name: event.data.name, isOpen: false } : { ...state, isOpen: true } as DoorState),
  decide(command, state) {
    switch (command.type) {
      case 'Install':
        if (command.name === '') throw new DomainError('A0402', 'validation.required', {}, { errors: { name: 'validation.required' } });
        return [{ type: 'DoorInstalled', data: { name: command.name } }];
      case 'Open':
        if (!state.installed) throw new DomainError('A0606');
        if (state.isOpen) return [];
        return [{ type: 'DoorOpened', data: { name: state.name } }];
      case 'Break':
        throw new DoorJammedError('jammed');
    }
  },
};

const given = DeciderSpecification.for(doorDecider);
const installed: DoorEvent = { type: 'DoorInstalled', data: { name: 'front' } };
const opened: DoorEvent = { type: 'DoorOpened', data: { name: 'front' } };

describe('DeciderSpecification', () => {
  it('passes when the command decides exactly the expected events', () => {
    given([installed]).when({ type: 'Open' }).then([opened]);
    given([installed, opened]).when({ type: 'Open' }).thenNothingHappened();
  });

  it('fails a then() whose events differ from the decided ones', () => {
    expect(() => given([installed]).when({ type: 'Open' }).then([installed])).toThrow();
    expect(() => given([installed]).when({ type: 'Open' }).then([])).toThrow();
    expect(() => given([installed]).when({ type: 'Open' }).thenNothingHappened()).toThrow();
  });

  it('refuses to be awaited without an expectation', async () => {
    await expect(Promise.resolve(given([installed]).when({ type: 'Open' }))).rejects.toThrow(/then\(\) takes the expected events/);
  });

  it('fails a then() when the command is refused, showing the refusal', () => {
    expect(() => given([]).when({ type: 'Open' }).then([opened])).toThrow('A0606');
  });

  it('passes a thenThrows() with the refusal’s code, key and field errors', () => {
    given([]).when({ type: 'Open' }).thenThrows('A0606');
    given([]).when({ type: 'Install', name: '' }).thenThrows('A0402', 'validation.required', { fieldErrors: { name: 'validation.required' } });
    given([]).when({ type: 'Break' }).thenThrows(DoorJammedError);
  });

  it('fails a thenThrows() when the command is accepted', () => {
    expect(() => given([installed]).when({ type: 'Open' }).thenThrows('A0606')).toThrow(/expected the command to be refused/);
    expect(() => given([installed, opened]).when({ type: 'Open' }).thenThrows('A0606')).toThrow(/expected the command to be refused/);
  });

  it('fails a thenThrows() whose code, key, field errors or error class differ', () => {
    expect(() => given([]).when({ type: 'Open' }).thenThrows('A0440')).toThrow();
    expect(() => given([]).when({ type: 'Open' }).thenThrows('A0606', 'validation.required')).toThrow();
    // an omitted key means the code's own message, not "any key"
    expect(() => given([]).when({ type: 'Install', name: '' }).thenThrows('A0402')).toThrow();
    expect(() => given([]).when({ type: 'Install', name: '' }).thenThrows('A0402', 'validation.required', { fieldErrors: { title: 'validation.required' } })).toThrow();
    expect(() => given([]).when({ type: 'Break' }).thenThrows('A0606')).toThrow(/expected a DomainError/);
    expect(() => given([]).when({ type: 'Open' }).thenThrows(DoorJammedError)).toThrow(/expected DoorJammedError/);
  });
});
