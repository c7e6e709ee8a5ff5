// Members reading and changing themselves: the own record, favourites (VIP), the own-profile
// form and the acceptance of the terms. A member sees and changes only their own record, never a
// password.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  PROFILES_ERROR_CODES,
  PROFILES_MESSAGES,
  favouriteUpdateSchema,
  profileUpdateSchema,
  termsAcceptanceSchema,
  userSchema,
  userUpdateSchema,
  type FavouriteUpdate,
  type ProfileUpdate,
  type User,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endMemberSessions } from '../../accounts/member-sessions';
import { brandById } from '../../accounts/request-brand';
import { returnOriginFor } from '../../accounts/return-origin';
import { sendVerificationEmail } from '../../accounts/send-verification';
import { sameAddress } from '../../accounts/verification-outcome';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../http-error';
import { errorBody, validationFields } from '../../plugins/app/errors';
import { checkRequestPart } from '../../plugins/external/zod';
import type { MemberFacts } from '../../repositories/users';
import { bearerSecurity, codedErrorResponses, errorResponses, idParamsSchema, toDatabaseId } from '../openapi';
import { currentMember, mediaUrlFor, ownUserId } from '../member-context';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favourites, profiles, users } = app.repositories;

  async function ownRecord(request: FastifyRequest, id: number): Promise<User> {
    const user = await users.findById(id, mediaUrlFor(app, request));
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    return user;
  }

  async function updateFavourite(member: MemberFacts, { favourite }: FavouriteUpdate) {
    const profileId = toDatabaseId(favourite.profileId);
    const profile = profileId === null ? null : await profiles.findCardInBrand(member.brandId, profileId);
    if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
    if (!favourite.value) return favourites.remove(member.id, profile.id);
    // Adding is a VIP feature (member spec §6); removing stays possible after a membership ends.
    if (!member.isPremium) {
      throw new HttpError(403, PROFILES_MESSAGES.favouritesNeedPremium, { code: PROFILES_ERROR_CODES.subscriptionRequired, feature: 'unlimited-favorites' });
    }
    return favourites.add(member.id, profile.id, app.clock());
  }

  async function updateProfile(request: FastifyRequest, member: MemberFacts, form: ProfileUpdate, sessionId: string | undefined) {
    if (member.birthday !== null && form.birthday && form.birthday !== member.birthday) {
      throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
    }
    const outcome = await users.updateProfile(
      member.id,
      {
        firstName: form.firstName,
        lastName: form.lastName,
        gender: form.gender,
        birthday: form.birthday ?? null,
        // `location` is the edit form's free-text city; the structured `city` wins when both come.
        city: form.city || form.location,
        state: form.state,
        zip: form.zip,
        country: form.country,
        lookingForGender: form.lookingForGender ?? null,
        lookingForAgeMin: form.lookingForAge.min,
        lookingForAgeMax: form.lookingForAge.max,
        keepLocationPrivate: form.keepLocationPrivate,
        showOnline: form.showOnline,
        aboutMe: form.aboutMe,
        lookingForTags: form.lookingForTags.filter((tag) => tag !== ''),
        email: form.email,
        notifyByEmail: form.notifyByEmail,
        passwordHash: form.password ? await hashPassword(form.password) : null,
      },
      app.clock(),
    );
    if (outcome === 'birthday-locked') throw new HttpError(400, PROFILES_MESSAGES.birthdayLocked, { code: PROFILES_ERROR_CODES.birthdayLocked });
    if (outcome === 'email-in-use') throw new HttpError(409, PROFILES_MESSAGES.emailInUse, { code: PROFILES_ERROR_CODES.emailInUse });
    if (outcome === 'not-found') throw new HttpError(404, MESSAGES.notFound);
    // A new password ends the member's other sessions, as the settings' password change does.
    if (form.password) await endMemberSessions(app, member.id, 'password-changed', sessionId);
    // Changing the email starts verification (member spec §5): the new address gets the mail.
    if (!sameAddress(form.email, member.email)) await startVerificationOfNewEmail(request, member.id);
  }

  async function startVerificationOfNewEmail(request: FastifyRequest, memberId: number): Promise<void> {
    const account = await users.findAccount(memberId);
    if (!account) return;
    const brand = await brandById(app, account.brandId);
    const returnOrigin = returnOriginFor(app.config, request, brand.domain);
    const recipient = { memberId: account.id, username: account.username, email: account.email, productName: brand.productName };
    // The profile is saved either way; a mail that could not leave is sent again from /verify.
    await sendVerificationEmail(app, request, recipient, returnOrigin).catch((error: unknown) =>
      request.log.error({ err: error, memberId }, 'could not send the verification email for a changed address'),
    );
  }

  app.get(
    '/user/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "The signed-in member's own user record",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ownRecord(request, ownUserId(request, request.params.id)),
  );

  app.patch(
    '/user/:id',
    {
      config: { access: 'member' },
      // The body is one of two shapes; the handler checks it against the right one, so a
      // mistake is reported in that shape's words rather than as "no union member matched".
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Add or remove a favourite (`{ favourite: { profileId, value } }`, VIP only) or save the own-profile form',
        security: bearerSecurity,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, ...codedErrorResponses(400, 403, 409), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      const raw: unknown = request.body;
      const isFavourite = typeof raw === 'object' && raw !== null && 'favourite' in raw;
      const parsed = checkRequestPart(isFavourite ? favouriteUpdateSchema : profileUpdateSchema, raw, 'body');
      if (!parsed.ok) {
        // The first message is shown as is (the spec's words), each field's beside its field.
        const fields = validationFields({ validation: parsed.errors, validationContext: 'body' });
        const message = Object.values(fields)[0] ?? MESSAGES.generic;
        const code = fields.email === MESSAGES.invalidEmail ? { code: PROFILES_ERROR_CODES.invalidEmail } : undefined;
        return reply.code(400).send(errorBody(400, message, fields, code));
      }
      const member = await currentMember(app, request);
      if ('favourite' in parsed.value) await updateFavourite(member, parsed.value);
      else await updateProfile(request, member, parsed.value, request.caller?.sessionId);
      return ownRecord(request, id);
    },
  );

  app.post(
    '/user/:id/terms',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'Record that the member accepted the terms and conditions in force (`{ version }`, TERMS_VERSION), so no device asks again',
        security: bearerSecurity,
        params: idParamsSchema,
        body: termsAcceptanceSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = ownUserId(request, request.params.id);
      await users.recordTermsAccepted(id, request.body.version, app.clock());
      return ownRecord(request, id);
    },
  );
};

export default userRoutes;
