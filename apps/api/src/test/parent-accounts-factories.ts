import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { outbox, petParents, pets, type Db } from '@vetclinic/db';
import type { FastifyInstance } from 'fastify';

let n = 0;
export const PARENT_PASSWORD = 'parent-pass-1';
let cachedHash: Promise<string> | null = null;
// Cheap argon2 parameters: tests need real hashes, not slow ones.
const passwordHash = () => (cachedHash ??= hash(PARENT_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 }));

/** A pet-parent account (activated unless told otherwise) with one dog. */
export async function makeParentAccount(db: Db, groupId: number, opts: { activated?: boolean; speciesId?: number; email?: string } = {}) {
  const email = opts.email ?? `parent${++n}.${Date.now()}@example.test`;
  const [parent] = await db.insert(petParents).values({
    groupId, firstName: 'Pat', lastName: `Parent${n}`, email, phone: '+40 700 000 001', passwordHash: await passwordHash(),
    activatedAt: opts.activated === false ? null : new Date(), termsAcceptedAt: new Date(),
  }).returning();
  const [pet] = await db.insert(pets).values({ groupId, ownerId: parent.id, nickname: `Rex${n}`, speciesId: opts.speciesId ?? null }).returning();
  return { parent, pet, email };
}

/** Logs a parent in to a clinic: the bearer header and the refresh token. */
export async function parentLogin(app: FastifyInstance, email: string, clinicId: number, password = PARENT_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/auth/login', remoteAddress: `10.77.${++n % 250}.1`, payload: { email, password, clinic_id: clinicId } });
  if (res.statusCode !== 200) throw new Error(`parent login failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json() as { data: { access_token: string; refresh_token: string } };
  return { headers: { authorization: `Bearer ${data.access_token}` }, refreshToken: data.refresh_token };
}

/** The newest message queued for a recipient. */
export async function lastMessageTo(db: Db, to: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return row ?? null;
}

/** The 6-digit code of the newest activation mail to an address. */
export async function activationCodeFor(db: Db, email: string): Promise<string> {
  const mail = await lastMessageTo(db, email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no activation code mailed to ${email}`);
  return code;
}
