import { describe, expect, it } from 'vitest';
import { ACCOUNTS_MESSAGES } from '../messages';
import { validateLogin, validateUsername, validateUsernameOrEmail } from './credentials';

describe('validateUsername and validateUsernameOrEmail', () => {
  it('accepts letters, digits and underscore only', () => {
    expect(validateUsername('anna_1990')).toBeUndefined();
    expect(validateUsername('anna-1990')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
    expect(validateUsername('anna 1990')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
    expect(validateUsername('anna.b')).toBe(ACCOUNTS_MESSAGES.invalidUsername);
  });

  it('accepts either a username or an email', () => {
    expect(validateUsernameOrEmail('anna_1990')).toBeUndefined();
    expect(validateUsernameOrEmail('anna@example.com')).toBeUndefined();
    expect(validateUsernameOrEmail('anna@example')).toBe(ACCOUNTS_MESSAGES.invalidUsernameOrEmail);
  });
});

describe('validateLogin', () => {
  it('answers invalid credentials when either field is blank', () => {
    expect(validateLogin({ username: '', password: 'secret' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({ username: 'anna', password: '' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({ username: '  ', password: '  ' })).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
    expect(validateLogin({})).toBe(ACCOUNTS_MESSAGES.invalidCredentials);
  });

  it('passes when both are filled', () => {
    expect(validateLogin({ username: 'anna', password: 'secret' })).toBeUndefined();
  });
});
