import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  ZChangePasswordSchema,
  ZCreatePasswordSchema,
  ZEmailSchema,
  ZForgotPasswordSchema,
  ZLoginSchema,
  ZPasswordSchema,
  ZResetPasswordSchema,
  ZValidateTokenSchema,
} from './auth.js';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.js';

/** The issues of a failed parse; fails the test if the parse succeeded. */
function issuesOf<T extends z.ZodType>(schema: T, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues;
}
const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message);
const paths = (issues: readonly { path: readonly PropertyKey[] }[]) => issues.map((i) => i.path.join('.'));

const GOOD_PASSWORD = 'correct horse battery staple';

describe('ZPasswordSchema', () => {
  it('has a minimum length of 8 (spec §5)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('accepts exactly 8 characters', () => {
    expect(ZPasswordSchema.safeParse('x7Kp2mQz').success).toBe(true);
  });

  it('rejects 7 characters and says why', () => {
    expect(messages(issuesOf(ZPasswordSchema, 'x7Kp2mQ'))).toContain('Password must be at least 8 characters.');
  });

  it('rejects the empty string', () => {
    expect(issuesOf(ZPasswordSchema, '').length).toBeGreaterThan(0);
  });

  it('accepts long passphrases: 128, 200 and the maximum', () => {
    for (const length of [128, 200, PASSWORD_MAX_LENGTH]) {
      expect(ZPasswordSchema.safeParse('ab cd '.repeat(60).padEnd(length, 'z').slice(0, length)).success).toBe(true);
    }
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(200);
  });

  it('rejects one character over the maximum and says why', () => {
    expect(messages(issuesOf(ZPasswordSchema, 'q'.repeat(PASSWORD_MAX_LENGTH + 1)))).toContain(`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  });

  it('has no composition rules', () => {
    for (const p of [GOOD_PASSWORD, 'alllowercaseletters', 'ALLUPPERCASELETTERS', '9582746193', '        !']) {
      expect(ZPasswordSchema.safeParse(p).success, p).toBe(true);
    }
  });

  it.each(['password', 'PASSWORD', 'PassWord1', '12345678', 'Qwertyuiop', 'iloveyou', 'P@ssw0rd'])(
    'rejects the common password %s, case-insensitively, and says why',
    (p) => {
      expect(messages(issuesOf(ZPasswordSchema, p))).toEqual(['This password is too common. Choose a less predictable one.']);
    },
  );

  it('rejects non-strings', () => {
    expect(issuesOf(ZPasswordSchema, 12345678).length).toBeGreaterThan(0);
    expect(issuesOf(ZPasswordSchema, undefined).length).toBeGreaterThan(0);
  });
});

describe('common passwords', () => {
  it('are stored lower case and are at least 8 characters', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(100);
    for (const p of COMMON_PASSWORDS) {
      expect(p, p).toBe(p.toLowerCase());
      expect(p.length, p).toBeGreaterThanOrEqual(8);
    }
  });

  it('isCommonPassword ignores case and matches whole passwords only', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PaSsWoRd')).toBe(true);
    expect(isCommonPassword('password!x')).toBe(false);
    expect(isCommonPassword(GOOD_PASSWORD)).toBe(false);
  });
});

describe('ZEmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(ZEmailSchema.parse('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
  });

  it.each(['', '   ', 'not-an-email', 'jane@', '@example.com', 'jane doe@example.com'])('rejects %j', (input) => {
    expect(messages(issuesOf(ZEmailSchema, input))).toContain('Enter a valid e-mail address.');
  });

  it('rejects addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messages(issuesOf(ZEmailSchema, long))).toContain('E-mail is too long.');
  });
});

describe('ZLoginSchema', () => {
  it('normalises the e-mail and defaults rememberMe to false', () => {
    expect(ZLoginSchema.parse({ email: ' A@B.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      rememberMe: false,
    });
  });

  it('does not apply the password policy at sign-in, but needs a password', () => {
    expect(ZLoginSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true);
    const issues = issuesOf(ZLoginSchema, { email: 'a@b.co', password: '' });
    expect(paths(issues)).toEqual(['password']);
    expect(messages(issues)).toEqual(['Enter your password.']);
  });

  it('names the e-mail field in its error path', () => {
    expect(paths(issuesOf(ZLoginSchema, { email: 'nope', password: 'x' }))).toEqual(['email']);
  });
});

describe('ZForgotPasswordSchema', () => {
  it('normalises the e-mail and names the field on error', () => {
    expect(ZForgotPasswordSchema.parse({ email: 'X@Y.ORG' })).toEqual({ email: 'x@y.org' });
    expect(paths(issuesOf(ZForgotPasswordSchema, { email: 'x' }))).toEqual(['email']);
  });
});

describe('ZResetPasswordSchema', () => {
  const valid = { email: 'user@example.com', code: '123456', password: GOOD_PASSWORD };

  it('accepts a 6-digit code', () => {
    expect(RESET_CODE_LENGTH).toBe(6);
    expect(ZResetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('trims the code', () => {
    expect(ZResetPasswordSchema.parse({ ...valid, code: ' 012345 ' }).code).toBe('012345');
  });

  it.each(['12345', '1234567', '12345a', 'abcdef', '', '12 345', '１２３４５６'])('rejects the code %j', (code) => {
    const issues = issuesOf(ZResetPasswordSchema, { ...valid, code });
    expect(paths(issues)).toEqual(['code']);
    expect(messages(issues)).toEqual(['Enter the 6-digit code from the e-mail.']);
  });

  it('requires the code', () => {
    const { code: _omitted, ...withoutCode } = valid;
    expect(paths(issuesOf(ZResetPasswordSchema, withoutCode))).toEqual(['code']);
  });

  it('applies the password policy to the new password, naming the field', () => {
    const short = issuesOf(ZResetPasswordSchema, { ...valid, password: 'short' });
    expect(paths(short)).toContain('password');
    expect(messages(short)).toContain('Password must be at least 8 characters.');
    const common = issuesOf(ZResetPasswordSchema, { ...valid, password: 'Password123' });
    expect(paths(common)).toEqual(['password']);
  });

  it('names the e-mail field and reports every bad field at once', () => {
    const issues = issuesOf(ZResetPasswordSchema, { email: 'bad', code: '1', password: 'password' });
    expect(new Set(paths(issues))).toEqual(new Set(['email', 'code', 'password']));
  });
});

describe('ZCreatePasswordSchema and ZChangePasswordSchema', () => {
  it('create-password needs a token and a policy-compliant password', () => {
    expect(ZCreatePasswordSchema.safeParse({ token: 't', password: GOOD_PASSWORD }).success).toBe(true);
    expect(paths(issuesOf(ZCreatePasswordSchema, { token: '', password: GOOD_PASSWORD }))).toEqual(['token']);
    expect(paths(issuesOf(ZCreatePasswordSchema, { token: 't', password: 'iloveyou' }))).toEqual(['password']);
  });

  it('change-password checks the new password and needs the current one', () => {
    expect(ZChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: GOOD_PASSWORD }).success).toBe(true);
    expect(paths(issuesOf(ZChangePasswordSchema, { currentPassword: 'x', newPassword: 'sunshine' }))).toEqual(['newPassword']);
    const missing = issuesOf(ZChangePasswordSchema, { currentPassword: '', newPassword: GOOD_PASSWORD });
    expect(paths(missing)).toEqual(['currentPassword']);
    expect(messages(missing)).toEqual(['Enter your current password.']);
  });
});

describe('ZValidateTokenSchema', () => {
  it('needs a non-empty token of at most 512 characters', () => {
    expect(ZValidateTokenSchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(messages(issuesOf(ZValidateTokenSchema, { token: '' }))).toEqual(['The link has no token.']);
    expect(paths(issuesOf(ZValidateTokenSchema, { token: 'x'.repeat(513) }))).toEqual(['token']);
  });
});
