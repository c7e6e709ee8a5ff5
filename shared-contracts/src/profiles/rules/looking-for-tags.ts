// The own profile's looking-for tags (member spec §5).
import { PROFILES_MESSAGES } from '../messages';
import { isBlank, type ValidationResult } from '../../platform/rules/validation';

/** Profile edit: at least one looking-for tag (member spec §5). */
export function validateLookingForTags(tags: readonly string[] | null | undefined): ValidationResult {
  return tags && tags.some((tag) => !isBlank(tag)) ? undefined : PROFILES_MESSAGES.tagsRequired;
}
