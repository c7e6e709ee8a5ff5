// Members reading and changing themselves: the own record, favourites (VIP), the own-profile
// form and the acceptance of the terms (accounts/own-record.ts, profiles/favourites.ts). A member
// sees and changes only their own record, never a password. Member-only, as the folder says.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  PROFILES_ERROR_CODES,
  favouriteUpdateSchema,
  isLocationUpdate,
  locationUpdateSchema,
  profileUpdateSchema,
  termsAcceptanceSchema,
  userSchema,
  userUpdateSchema,
} from '@heartline/contracts/schemas';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationFields } from '../../plugins/app/errors';
import { checkRequestPart } from '../../plugins/external/zod';
import { currentMember, mediaUrlFor, ownUserId, requestSite } from '../../routes/member-context';
import { bearerSecurity, codedErrorResponses, errorResponses, idParamsSchema } from '../../routes/openapi';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ownRecord } = app.accounts;

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in member's own user record",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ownRecord.find(ownUserId(request, request.params.id), mediaUrlFor(app, request)),
  );

  app.patch(
    '/user/:id',
    {
      // The body is one of three shapes; the handler checks it against the right one, so a
      // mistake is reported in that shape's words rather than as "no union member matched".
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary:
          'Add or remove a favourite (`{ favourite: { profileId, value } }`, VIP only), save the city alone (`{ location: { country, city, state } }`) or save the own-profile form',
        security: bearerSecurity,
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema, ...codedErrorResponses(400, 403, 409), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = ownUserId(request, request.params.id);
      const raw: unknown = request.body;
      const refuse = (errors: FastifySchemaValidationError[]) => {
        // The first message is shown as is (the spec's words), each field's beside its field.
        const fields = validationFields({ validation: errors, validationContext: 'body' });
        const message = Object.values(fields)[0] ?? MESSAGES.generic;
        const code = fields.email === MESSAGES.invalidEmail ? { code: PROFILES_ERROR_CODES.invalidEmail } : undefined;
        return reply.code(400).send(errorBody(400, message, fields, code));
      };
      if (typeof raw === 'object' && raw !== null && 'favourite' in raw) {
        const parsed = checkRequestPart(favouriteUpdateSchema, raw, 'body');
        if (!parsed.ok) return refuse(parsed.errors);
        // Favourites are the profiles domain's (registered after this one, so read when asked).
        await app.profiles.favourites.update(await currentMember(app, request), parsed.value);
      } else if (isLocationUpdate(raw)) {
        const parsed = checkRequestPart(locationUpdateSchema, raw, 'body');
        if (!parsed.ok) return refuse(parsed.errors);
        await ownRecord.saveLocation((await currentMember(app, request)).id, parsed.value.location);
      } else {
        const parsed = checkRequestPart(profileUpdateSchema, raw, 'body');
        if (!parsed.ok) return refuse(parsed.errors);
        await ownRecord.saveProfile(await currentMember(app, request), parsed.value, request.caller?.sessionId, requestSite(app, request));
      }
      return ownRecord.find(id, mediaUrlFor(app, request));
    },
  );

  app.post(
    '/user/:id/terms',
    {
      schema: {
        tags: ['users'],
        summary:
          'Record that the member accepted the terms and conditions in force (`{ version }`, TERMS_VERSION), so no device asks again',
        security: bearerSecurity,
        params: idParamsSchema,
        body: termsAcceptanceSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ownRecord.acceptTerms(ownUserId(request, request.params.id), request.body.version, mediaUrlFor(app, request)),
  );
};

export default userRoutes;
