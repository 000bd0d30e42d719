import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { createFileStorage, type FileStorage } from '../../providers/storage/file-storage';
import { parentAuthRoutes } from './auth-routes';
import { parentFilesRoutes } from './files-routes';
import { parentPetsRoutes, publicSpeciesRoutes } from './pets-routes';

/** The pet-parent area (/for-pet-parents: auth, pets, printed files) and the public species list. */
export const parentAccountsRoutes: FastifyPluginAsyncZod<AppDeps & { storage?: FileStorage }> = async (app, opts) => {
  const { storage: injected, ...deps } = opts;
  const storage = injected ?? createFileStorage(deps.config);
  await app.register(parentAuthRoutes, { ...deps, prefix: '/for-pet-parents' });
  await app.register(parentPetsRoutes, { ...deps, prefix: '/for-pet-parents' });
  await app.register(parentFilesRoutes, { ...deps, storage, prefix: '/for-pet-parents' });
  await app.register(publicSpeciesRoutes, deps);
};
