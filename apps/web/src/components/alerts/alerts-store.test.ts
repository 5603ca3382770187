import { describe, expect, it } from 'vitest';
import { alertRole, alertsReducer, type AlertItem } from './alerts-store';

const first: AlertItem = { id: 'a1', msg: 'Saved', alertType: 'success' };
const second: AlertItem = { id: 'a2', msg: 'Database unavailable', alertType: 'danger' };

describe('alertsReducer', () => {
  it('appends an added alert after the others', () => {
    const state = alertsReducer([first], { type: 'added', alert: second });
    expect(state).toEqual([first, second]);
  });

  it('removes the alert with the given id only', () => {
    const state = alertsReducer([first, second], { type: 'removed', id: 'a1' });
    expect(state).toEqual([second]);
  });

  it('returns the same state when the id is not there', () => {
    const state = [first];
    expect(alertsReducer(state, { type: 'removed', id: 'gone' })).toBe(state);
  });
});

describe('alertRole', () => {
  it('is alert for danger and warning, status for success and info', () => {
    expect(alertRole('danger')).toBe('alert');
    expect(alertRole('warning')).toBe('alert');
    expect(alertRole('success')).toBe('status');
    expect(alertRole('info')).toBe('status');
  });
});
