import { describe, expect, it } from 'vitest';
import { decideRoute } from './root-guard';

const visitor = { valid: false, wasAuthenticated: false, emailValidated: null };
const expired = { valid: false, wasAuthenticated: true, emailValidated: true };
const member = { valid: true, wasAuthenticated: true, emailValidated: true };
const unverified = { valid: true, wasAuthenticated: true, emailValidated: false };
const agent = { valid: true, wasAuthenticated: true, emailValidated: null, role: 'agent' as const };
const admin = { ...agent, role: 'admin' as const };

describe('route guards', () => {
  it('sends a visitor on a member-only path to /', () => {
    expect(decideRoute('/profiles', visitor)).toEqual({ redirect: '/', endSession: false });
    expect(decideRoute('/messages/chat/blank', visitor)).toEqual({ redirect: '/', endSession: false });
  });

  it('lets a visitor open the public pages, sign-in and unknown paths (which show not-found)', () => {
    for (const path of ['/', '/about-us', '/prices', '/contact-us', '/affiliates', '/sign-in', '/sign-up', '/verify', '/no-such-page']) {
      expect(decideRoute(path, visitor)).toBeNull();
    }
  });

  it('deauthenticates an expired session on a protected path and goes to /', () => {
    expect(decideRoute('/profiles', expired)).toEqual({ redirect: '/', endSession: true });
  });

  it('ends an expired session quietly on a public page without moving', () => {
    expect(decideRoute('/faq', expired)).toEqual({ redirect: '/faq', endSession: true });
  });

  it('sends a signed-in member from / and /sign-in to the authenticated home', () => {
    expect(decideRoute('/', member)).toEqual({ redirect: '/profiles' });
    expect(decideRoute('/sign-in', member)).toEqual({ redirect: '/profiles' });
    expect(decideRoute('/profiles', member)).toBeNull();
  });

  it('holds an unverified member on /verify except on /verify and /sign-up', () => {
    expect(decideRoute('/profiles', unverified)).toEqual({ redirect: '/verify' });
    expect(decideRoute('/faq', unverified)).toEqual({ redirect: '/verify' });
    expect(decideRoute('/verify', unverified)).toBeNull();
    expect(decideRoute('/sign-up', unverified)).toBeNull();
  });

  it("keeps the console for staff: a visitor goes to the console's own sign-in, a member to the authenticated home", () => {
    expect(decideRoute('/chat', visitor)).toEqual({ redirect: '/chat/sign-in', endSession: false });
    expect(decideRoute('/chat/conversation/12', expired)).toEqual({ redirect: '/chat/sign-in', endSession: true });
    expect(decideRoute('/chat', member)).toEqual({ redirect: '/profiles' });
    expect(decideRoute('/chat/sign-in', visitor)).toBeNull();
  });

  it('lets agents and admins into the console, and sends them back to it from member pages, / and /sign-in', () => {
    for (const staff of [agent, admin]) {
      expect(decideRoute('/chat', staff)).toBeNull();
      expect(decideRoute('/profiles', staff)).toEqual({ redirect: '/chat' });
      expect(decideRoute('/', staff)).toEqual({ redirect: '/chat' });
      expect(decideRoute('/sign-in', staff)).toEqual({ redirect: '/chat' });
      expect(decideRoute('/chat/sign-in', staff)).toEqual({ redirect: '/chat' });
      expect(decideRoute('/faq', staff)).toBeNull();
    }
  });
});
