import { z } from 'zod';

export const userStatsSchema = z.object({
  credits: z.number().int(),
  fileUploads: z.number().int(),
  totalCostsAlignment: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
