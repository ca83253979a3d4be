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

/**
 * Spec §7 browse-options/{countryCode}: how the shop can be browsed for a country (the country
 * modal's choices): its currency and VAT, net or gross by default, the languages with the address
 * of the home page in each, and whether it is a market of its own or the international site.
 */
export const BrowseOptionsSchema = z.object({
  country: z.string(),
  name: z.string(),
  currency: z.string(),
  vatRate: z.number(),
  grossByDefault: z.boolean(),
  site: z.enum(['market', 'international', 'us']),
  languages: z.array(
    z.object({ language: z.string(), name: z.string(), home: z.string(), isDefault: z.boolean() }),
  ),
});
export type BrowseOptions = z.infer<typeof BrowseOptionsSchema>;
