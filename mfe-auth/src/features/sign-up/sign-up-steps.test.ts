import { describe, expect, it } from 'vitest';
import { isCatalogueSentence, messagesForBadInput, unboundedFields } from '@heartline/contracts/testing';
import { signUpDetailsSchema } from './sign-up-steps';

const parse = (input: unknown) => signUpDetailsSchema.safeParse(input).error?.issues ?? [];

describe('the sign-up details schema (every step together)', () => {
  it('bounds every field and refuses NUL and lone surrogates', () => {
    expect(unboundedFields(signUpDetailsSchema, parse)).toEqual([]);
  });

  it('answers bad values with catalogue sentences only', () => {
    expect(messagesForBadInput(signUpDetailsSchema, parse).filter((message) => !isCatalogueSentence(message))).toEqual([]);
  });
});
