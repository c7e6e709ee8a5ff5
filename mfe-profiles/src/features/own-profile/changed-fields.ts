// What the edit form sends (issue 28 item 8): the fields the member changed, so saving the age range
// does not first need "about me" and the tags, and a field left alone is never sent back.
import type { ProfileUpdateInput } from '@heartline/contracts/schemas';
import type { EditDefaults } from './edit-defaults';

/** The parts of the place: one change among them sends them all, as they describe one place. */
const LOCATION_FIELDS = ['location', 'city', 'state', 'zip', 'country'] as const satisfies readonly (keyof EditDefaults)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `values` that differ from `initial`: a new password when one is typed, a birth date
 * only while none is stored, the whole place when any part of it changed. `{}` when nothing did.
 */
export function changedFields(values: EditDefaults, initial: EditDefaults, birthdayLocked: boolean): ProfileUpdateInput {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof EditDefaults)[]) {
    if (key === 'password' || key === 'birthday' || (LOCATION_FIELDS as readonly string[]).includes(key)) continue;
    if (!same(values[key], initial[key])) changed[key] = values[key];
  }
  if (LOCATION_FIELDS.some((key) => !same(values[key], initial[key]))) {
    for (const key of LOCATION_FIELDS) changed[key] = values[key];
  }
  if (values.password) changed.password = values.password;
  if (!birthdayLocked && values.birthday) changed.birthday = values.birthday;
  return changed as ProfileUpdateInput;
}
