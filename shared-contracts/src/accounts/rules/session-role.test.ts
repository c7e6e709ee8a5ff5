import { describe, expect, it } from 'vitest';
import { isStaffRole, readTokenClaims } from './session-role';

const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('readTokenClaims', () => {
  it('reads a member, an agent and an admin from the token the API signs', () => {
    expect(readTokenClaims(token({ sub: '7', kind: 'member', role: 'member' }))).toEqual({ sub: '7', role: 'member' });
    expect(readTokenClaims(token({ sub: '3', kind: 'agent', role: 'agent' }))).toEqual({ sub: '3', role: 'agent' });
    expect(readTokenClaims(token({ sub: '1', kind: 'agent', role: 'admin' }))).toEqual({ sub: '1', role: 'admin' });
  });

  it('never makes staff of a member token that claims the admin role', () => {
    expect(readTokenClaims(token({ sub: '7', kind: 'member', role: 'admin' }))?.role).toBe('member');
  });

  it('gives null for no token or an unreadable one', () => {
    expect(readTokenClaims(null)).toBeNull();
    expect(readTokenClaims('not-a-token')).toBeNull();
    expect(readTokenClaims('h.%%%.s')).toBeNull();
    expect(readTokenClaims(token({ kind: 'member' }))).toBeNull();
  });

  it('counts agents and admins as staff', () => {
    expect([isStaffRole('agent'), isStaffRole('admin'), isStaffRole('member'), isStaffRole(null)]).toEqual([true, true, false, false]);
  });
});
