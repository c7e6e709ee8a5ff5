// The agent console's work (agent spec §7): the queue's counts, the claim of the next conversation
// and the work session's status (POST /event, agent-status-update). Staff only, as the folder
// says; everything is scoped to the agent's brands.
import { MESSAGES } from '@heartline/contracts/rules';
import { agentStatusEventSchema, agentStatusResponseSchema, claimResponseSchema, queueAnswerSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses } from '../../routes/openapi';

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffId = (caller: { subjectId: number } | null): number => {
    if (!caller) throw new HttpError(401, MESSAGES.signInRequired);
    return caller.subjectId;
  };

  app.get(
    '/queue',
    {
      schema: {
        tags: ['agents'],
        summary:
          "The waiting work in the agent's brands: MessageStock (conversations whose member waits for a reply, not claimed), FollowUpStock (the member went quiet 24 h to 14 days after the profile's reply), MeetUpStock (members' meet-ups not answered yet), total; and held, the conversations the agent holds where the member wrote again since its claim (only it may answer them until the claim ends, so the counts leave them out), soonest claim end first",
        security: bearerSecurity,
        response: { 200: queueAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const agentId = staffId(request.caller);
      return app.messaging.staffQueue.queueOf(agentId, await app.agents.scope.brandsOf(agentId));
    },
  );

  app.get(
    '/claim',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Claims the next conversation of the agent's brands (VIP members first, then the oldest wait) with all its waiting messages for 5 minutes; `claim: null` when none waits. The session must be online.",
        security: bearerSecurity,
        response: { 200: claimResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      // The claim's one statement reads the agent's brands and whether its session is online (409 otherwise).
      const claim = await app.messaging.staffQueue.claimNext(staffId(request.caller), mediaUrlFor(app, request));
      return claim ? { claim } : { claim: null, message: MESSAGES.queueEmpty };
    },
  );

  app.post(
    '/event',
    {
      schema: {
        tags: ['agents'],
        summary:
          "The console's status (agent-status-update): online, paused with a reason (once per hour: 409 'You can only pause once per hour! Left: {time}'), offline. A break and offline give the agent's claims back.",
        security: bearerSecurity,
        body: agentStatusEventSchema,
        response: { 200: agentStatusResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => app.agents.workSession.update(staffId(request.caller), request.body),
  );
};

export default consoleRoutes;
