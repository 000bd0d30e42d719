import { mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { labIntegrations, type Db } from '@vetclinic/db';
import { dropFolderPaths } from './adapters';
import { processMany, processPending, storeMessages } from './ingest';

/** Splits a dropped file into messages: analysers often append several, each starting with its MSH segment. */
export function splitMessages(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/(?:\r\n|\r|\n)+(?=MSH)/).map((m) => m.trim()).filter((m) => m.length > 0);
}

/**
 * One pass over every active drop-folder integration's inbox: each file's messages are stored (one insert),
 * the file moved to processed/ (so it is not read twice), then its messages processed together (a filing
 * transaction per batch of them). A crash between the
 * insert and the move re-reads the file next time: the copies end as 'duplicate' by their control id.
 */
export async function scanDropFolders(db: Db, dataDir: string): Promise<{ files: number; messages: number }> {
  const integrations = await db.select().from(labIntegrations)
    .where(and(eq(labIntegrations.adapter, 'drop_folder'), eq(labIntegrations.active, true), isNull(labIntegrations.archivedAt)));
  let files = 0;
  let messages = 0;
  for (const integ of integrations) {
    const dirs = dropFolderPaths(dataDir, integ.clinicId, integ.id);
    let names: string[];
    try {
      names = readdirSync(dirs.inbox).filter((n) => !n.startsWith('.') && !n.endsWith('.tmp')).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = path.join(dirs.inbox, name);
      if (!statSync(file).isFile()) continue;
      const text = readFileSync(file, 'utf8');
      const parts = splitMessages(text);
      const ids = await storeMessages(db, integ, parts.length ? parts : [text], 'drop_folder');
      mkdirSync(dirs.processed, { recursive: true });
      renameSync(file, path.join(dirs.processed, `${Date.now()}-${name}`));
      await processMany(db, ids, 1);
      files += 1;
      messages += ids.length;
    }
  }
  return { files, messages };
}

/** The drop-folder watcher and the recovery sweep, every `everyMs` in the API process. */
export function startLabJobs(db: Db, dataDir: string, log: FastifyBaseLogger, everyMs = 5_000): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      const recovered = await processPending(db);
      const scanned = await scanDropFolders(db, dataDir);
      if (recovered || scanned.messages) log.info({ recovered, ...scanned }, 'labs: imported results');
    })()
      .catch((err: unknown) => log.warn({ err }, 'labs import failed'))
      .finally(() => { running = null; });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
