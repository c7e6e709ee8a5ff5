// Member accounts (issue 3): sign-up, email verification, passwords and settings. Each file
// holds one concern; their shared logic lives in src/accounts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import passwordRoutes from './passwords';
import registrationRoutes from './registration';
import settingsRoutes from './settings';
import verificationRoutes from './verification';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordRoutes);
  await app.register(settingsRoutes);
};

export default accountRoutes;
