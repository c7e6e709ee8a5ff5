import { z } from './zod';
import { idSchema } from './common';

export const companySchema = z.object({
  _id: idSchema,
  name: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  vatNumber: z.string(),
  email: z.email(),
});
export type Company = z.infer<typeof companySchema>;
