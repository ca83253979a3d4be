import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  products: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;

export const RouteDefSchema = z.object({
  name: z.string(),
  path: z.string(),
  methods: z.array(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  page: z.boolean(),
  requirements: z.record(z.string(), z.string()).optional(),
  defaults: z.record(z.string(), z.string()).optional(),
});

export const RoutesResponseSchema = z.object({ routes: z.array(RouteDefSchema) });
