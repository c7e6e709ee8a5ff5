// The member's own record: reading it, the own-profile form (member spec §3) and accepting the
// terms. Saving a new password ends the other sessions; a new address starts verification.
import { MESSAGES } from '@heartline/contracts/rules';
import { PROFILES_ERROR_CODES, PROFILES_MESSAGES, type LocationUpdate, type ProfileUpdate, type User } from '@heartline/contracts/schemas';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import type { MemberFacts } from './member-records';
import type { RequestSite } from '../request-site';
import type { AccountsDeps } from './deps';
import { endMemberSessions } from './member-sessions';
import { returnOriginFor } from './return-origin';
import { sendVerificationEmail } from './send-verification';
import { sameAddress } from './verification-outcome';

export interface OwnRecord {
  find(memberId: number, mediaUrl: MediaUrl): Promise<User>;
  /**
   * Saves the fields of the own-profile form that were sent, and only those (issue 28 item 8);
   * `sessionId` is the session kept when the password changes.
   */
  saveProfile(member: MemberFacts, form: ProfileUpdate, sessionId: string | undefined, site: RequestSite): Promise<void>;
  /** Saves the member's city alone; 400 when it is not one of the country's cities. */
  saveLocation(memberId: number, location: LocationUpdate['location']): Promise<void>;
  /** Records the terms version the member accepted; answers the member's record. */
  acceptTerms(memberId: number, version: string, mediaUrl: MediaUrl): Promise<User>;
}

export function createOwnRecord(deps: AccountsDeps): OwnRecord {
  const { userAccounts, userTerms, users } = deps.repositories;

  async function find(memberId: number, mediaUrl: MediaUrl): Promise<User> {
    const user = await users.findById(memberId, mediaUrl);
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    return user;
  }

  async function startVerificationOfNewEmail(memberId: number, site: RequestSite): Promise<void> {
    const account = await userAccounts.findAccount(memberId);
    if (!account) return;
    const brand = await deps.brands.recordOf(account.brandId);
    const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
    const recipient = { memberId: account.id, username: account.username, email: account.email, brand };
    // The profile is saved either way; a mail that could not leave is sent again from /verify.
    await sendVerificationEmail(deps, site.apiOrigin, recipient, returnOrigin).catch((error: unknown) =>
      site.log.error({ err: error, memberId }, 'could not send the verification email for a changed address'),
    );
  }

  return {
    find,

    async saveProfile(member, form, sessionId, site) {
      if (member.birthday !== null && form.birthday && form.birthday !== member.birthday) {
        throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
      }
      // `location` is the edit form's free-text city; the structured `city` wins when both come.
      const city = form.city || form.location || (form.city ?? form.location);
      const outcome = await users.updateProfile(
        member.id,
        {
          firstName: form.firstName,
          lastName: form.lastName,
          gender: form.gender,
          birthday: form.birthday ?? undefined,
          city,
          state: form.state,
          zip: form.zip,
          country: form.country,
          // Sent as null, the looking-for gender is cleared; absent, it is kept.
          lookingForGender: form.lookingForGender,
          lookingForAgeMin: form.lookingForAge?.min,
          lookingForAgeMax: form.lookingForAge?.max,
          keepLocationPrivate: form.keepLocationPrivate,
          showOnline: form.showOnline,
          aboutMe: form.aboutMe,
          lookingForTags: form.lookingForTags?.filter((tag) => tag !== ''),
          email: form.email,
          notifyByEmail: form.notifyByEmail,
          passwordHash: form.password ? await hashPassword(form.password) : undefined,
        },
        deps.clock(),
      );
      if (outcome === 'birthday-locked')
        throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
      if (outcome === 'email-in-use') throw new HttpError(409, PROFILES_MESSAGES.emailInUse, { code: PROFILES_ERROR_CODES.emailInUse });
      if (outcome === 'not-found') throw new HttpError(404, MESSAGES.notFound);
      // A new password ends the member's other sessions, as the settings' password change does.
      if (form.password) await endMemberSessions(deps, member.id, 'password-changed', sessionId);
      // Changing the email starts verification (member spec §5): the new address gets the mail.
      if (form.email !== undefined && !sameAddress(form.email, member.email)) await startVerificationOfNewEmail(member.id, site);
    },

    async saveLocation(memberId, location) {
      // The city as the catalogue spells it, so the profile reads as the city search shows it.
      const city = deps.locations.findCity(location);
      if (!city) throw new HttpError(400, PROFILES_MESSAGES.unknownCity);
      await users.updateLocation(memberId, { city: city.city, state: city.state, country: location.country }, deps.clock());
    },

    async acceptTerms(memberId, version, mediaUrl) {
      await userTerms.recordAccepted(memberId, version, deps.clock());
      return find(memberId, mediaUrl);
    },
  };
}
