// The five steps of /sign-up, one concern each, validated with the contracts' step schemas.
// One form holds every field, so going back and forth keeps what was typed.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Gender } from '@heartline/contracts/schemas';
import {
  registerRequestSchema,
  signUpAccountStepSchema,
  signUpAgeStepSchema,
  signUpIdentityStepSchema,
  signUpLocationStepSchema,
  signUpTermsStepSchema,
} from '@heartline/contracts/schemas';

export interface SignUpValues {
  gender: Gender | '';
  lookingFor: Gender | '';
  birthday: string;
  adultConfirmed: boolean;
  country: string;
  /** "City, State", set by picking a city from the search. */
  location: string;
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

export type SignUpStepId = 'identity' | 'age' | 'location' | 'account' | 'terms';

interface SignUpStep {
  id: SignUpStepId;
  fields: readonly (keyof SignUpValues)[];
  resolver: Resolver<SignUpValues>;
}

// Each resolver checks its own step's fields only; the casts bridge a step schema's narrower
// input type to the whole form's values.
function stepResolver(schema: Parameters<typeof zodResolver>[0]): Resolver<SignUpValues> {
  return zodResolver(schema) as unknown as Resolver<SignUpValues>;
}

export const SIGN_UP_STEPS: readonly SignUpStep[] = [
  { id: 'identity', fields: ['gender', 'lookingFor'], resolver: stepResolver(signUpIdentityStepSchema) },
  { id: 'age', fields: ['birthday', 'adultConfirmed'], resolver: stepResolver(signUpAgeStepSchema) },
  { id: 'location', fields: ['country', 'location'], resolver: stepResolver(signUpLocationStepSchema) },
  { id: 'account', fields: ['username', 'email', 'password'], resolver: stepResolver(signUpAccountStepSchema) },
  { id: 'terms', fields: ['terms'], resolver: stepResolver(signUpTermsStepSchema) },
];

export const LAST_STEP = SIGN_UP_STEPS.length - 1;
export const ACCOUNT_STEP = SIGN_UP_STEPS.findIndex((step) => step.id === 'account');

/** Every step together: what POST /register takes besides the captcha proof. */
export const signUpDetailsSchema = registerRequestSchema.omit({ captcha: true });

export function stepOfField(field: string): number {
  const index = SIGN_UP_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

export function initialSignUpValues(country: string): SignUpValues {
  return {
    gender: '',
    lookingFor: '',
    birthday: '',
    adultConfirmed: false,
    country,
    location: '',
    username: '',
    email: '',
    password: '',
    terms: false,
  };
}
