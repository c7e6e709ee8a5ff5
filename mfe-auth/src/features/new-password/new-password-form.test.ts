import { describe, expect, it } from 'vitest';
import { isCatalogueSentence, messagesForBadInput, unboundedFields } from '@heartline/contracts/testing';
import { newPasswordFormSchema } from './new-password-form';

const parse = (input: unknown) => newPasswordFormSchema.safeParse(input).error?.issues ?? [];

describe('the new-password form schema', () => {
  it('bounds both fields and refuses NUL and lone surrogates', () => {
    expect(unboundedFields(newPasswordFormSchema, parse)).toEqual([]);
  });

  it('answers bad values with catalogue sentences only', () => {
    expect(messagesForBadInput(newPasswordFormSchema, parse).filter((message) => !isCatalogueSentence(message))).toEqual([]);
  });
});
