// POST /profile/{id}/upload (agent spec §7): a new photo of a fictitious profile from the console,
// staff of the profile's brand only (the folder is the staff's); the member upload's form, limits
// and errors (user-images.ts), without its `type`. Answers every photo of the profile, the new last.
import { MESSAGES } from '@heartline/contracts/rules';
import { userImagesResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import { discardUnreadBody } from './unread-body';
import { readUploadForm, registerUploadForm } from './user-images';

const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadForm(app);

  app.post(
    '/profile/:id/upload',
    {
      onSend: discardUnreadBody,
      schema: {
        tags: ['agents'],
        summary:
          "Staff: add photos to a profile of their brands (multipart, files in `files`; the member upload's rules: jpeg or png, 5 MB, at least 640×360); answers the profile's photos, the new ones last, ready to attach to a reply",
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: userImagesResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const caller = request.caller!;
      const profileId = toDatabaseId(request.params.id);
      if (profileId === null) throw new HttpError(404, MESSAGES.profileNotFound);
      const { files } = await readUploadForm(request);
      return app.media.profilePhotos.upload({ agentId: caller.subjectId }, profileId, files, mediaUrlFor(app, request), request.log);
    },
  );
};

export default profilePhotoRoutes;
