import { describe, expect, it } from 'vitest';
import { PROFILES_MESSAGES } from '../messages';
import { validateLookingForTags } from './looking-for-tags';

describe('validateLookingForTags', () => {
  it('asks for tags when none or only blank ones are given', () => {
    expect(validateLookingForTags([])).toBe('Information is required, please fill in some tags');
    expect(validateLookingForTags(['  '])).toBe(PROFILES_MESSAGES.tagsRequired);
    expect(validateLookingForTags(undefined)).toBe(PROFILES_MESSAGES.tagsRequired);
  });

  it('accepts one tag', () => {
    expect(validateLookingForTags(['hiking'])).toBeUndefined();
  });
});
