// Member sign-in: password and autologin links, token refresh and logout (routes/auth), what the
// sign-up page needs to know (routes/auth-config) and the local captcha (routes/captcha). The
// sessions themselves and the who-is-asking hook are the app's (plugins/app/sessions.ts, auth.ts).
import fp from 'fastify-plugin';
import { createMemberSignIn, type MemberSignIn } from './member-sign-in';
import { routeFolder } from '../plugins/app/route-access';
import authRoutes from './routes/sign-in';
import authConfigRoutes from './routes/auth-config';
import captchaRoutes from '../routes/captcha';

declare module 'fastify' {
  interface FastifyInstance {
    memberSignIn: MemberSignIn;
  }
}

export default fp(
  async (app) => {
    app.decorate('memberSignIn', createMemberSignIn(app));
    await app.register(routeFolder('anonymous', authRoutes));
    await app.register(routeFolder('anonymous', authConfigRoutes));
    await app.register(routeFolder('anonymous', captchaRoutes));
  },
  { name: 'auth domain', dependencies: ['accounts domain', 'sessions', 'providers'] },
);
