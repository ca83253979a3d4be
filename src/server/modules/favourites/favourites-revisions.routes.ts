import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DirectoryParamsSchema } from '../../../common/contracts/favourites';
import {
  RestoreResponseSchema,
  RevisionDetailSchema,
  RevisionItemsQuerySchema,
  RevisionListQuerySchema,
  RevisionListSchema,
  RevisionParamsSchema,
} from '../../../common/contracts/favourites-revisions';
import { endpoint } from '../../http/endpoint';
import type { Viewer } from './favourites.repository';
import type { FavouritesService } from './favourites.service';

/** Fastify path of a route-table path: `{name}` → `:name`. */
const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/**
 * A list's revisions (issue 17, ADR 040): who changed what and when, a version's items, and restoring
 * one. Visibility is the list's: whoever may change it may see and restore its history.
 */
export async function favouritesRevisionsRoutes(
  app: FastifyInstance,
  {
    favourites,
    viewer,
  }: {
    favourites: FavouritesService;
    viewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Viewer>;
  },
): Promise<void> {
  const tags = ['favourites'];

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/favourites/directory/{directoryId}/revisions'),
    operationId: 'favourites_revisions',
    summary: 'A saved list’s revisions, newest first: who changed what, when',
    tags,
    params: DirectoryParamsSchema,
    querystring: RevisionListQuerySchema,
    response: RevisionListSchema,
    handler: async ({ params, query }, request, reply) =>
      favourites.revisions.list(await viewer(request, reply), params.directoryId, query),
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/favourites/directory/{directoryId}/revisions/{revisionId}'),
    operationId: 'favourites_revision_show',
    summary: 'A page of a saved list as one revision left it, with the lines that revision changed',
    tags,
    params: RevisionParamsSchema,
    querystring: RevisionItemsQuerySchema,
    response: RevisionDetailSchema,
    handler: async ({ params, query }, request, reply) =>
      favourites.revisions.show(await viewer(request, reply), params.directoryId, params.revisionId, query),
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/directory/{directoryId}/revisions/{revisionId}/restore'),
    operationId: 'favourites_revision_restore',
    summary:
      'Restores a saved list to a revision (items, quantities, notes, name) as a new revision; lines of products gone from the catalogue are reported',
    tags,
    params: RevisionParamsSchema,
    response: RestoreResponseSchema,
    handler: async ({ params }, request, reply) =>
      favourites.revisions.restore(await viewer(request, reply), params.directoryId, params.revisionId),
  });
}
