// The auth domain (`app.auth`): a member signing in (password, autologin and reset links), a
// token's refresh and logout (routes/sign-in), what the sign-up page needs to know
// (routes/auth-config). The sessions themselves are the sessions domain's, the captcha the captcha
// domain's.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createMemberSignIn, type MemberSignIn } from './member-sign-in';
import authConfigRoutes from './routes/auth-config';
import signInRoutes from './routes/sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    auth: { memberSignIn: MemberSignIn };
  }
}

export default fp(
  async (app) => {
    app.decorate('auth', { memberSignIn: createMemberSignIn(app) });
    await app.register(routeFolder('anonymous', signInRoutes));
    await app.register(routeFolder('anonymous', authConfigRoutes));
  },
  { name: 'auth domain', dependencies: ['brands domain', 'accounts domain', 'sessions', 'captcha'] },
);
