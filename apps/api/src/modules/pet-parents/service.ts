import { and, asc, count, eq, gte, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { appointments, communications, petParents, pets, type Db, type DbOrTx } from '@vetclinic/db';
import {
  FREEING_APPOINTMENT_STATUSES, PAGE_SIZE, clientPhoneDigits,
  type TClient, type TClientInputParsed, type TClientListItem, type TClientListQuery, type TDuplicateClient,
} from '@vetclinic/domain';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { revokeAllSessions } from '../auth/service';
import { renewLinksAfterEmailChange, type RenewalContext } from '../booking/link-renewal';
import { hydratePets } from './pets-service';
import { clientNameText, clientPhoneDigitsSql, clientSearchText, likePattern, phoneSearchDigits, searchWords, wordStartPattern } from './search-sql';
import { emitEvent } from '../webhooks/events';

type ClientRow = typeof petParents.$inferSelect;

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The audit snapshot of a client: contact and profile fields, never the account's secrets. */
const snapshot = (c: ClientRow) => ({
  first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone, address: c.address, address_2: c.address2,
  lead_source: c.leadSource, lead_source_details: c.leadSourceDetails, notes: c.notes, language: c.language, archived_at: iso(c.archivedAt),
});

/** A client of the scope's group, or 404 (another group's client does not exist for this caller). */
export async function findClientInGroup(db: DbOrTx, scope: Pick<TenantScope, 'groupId'>, clientId: number): Promise<ClientRow> {
  const [row] = await db.select().from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, scope.groupId)));
  if (!row) throw notFound();
  return row;
}

interface ClientSearch {
  where: SQL;
  /** Best matches first; the name order follows. */
  rank: SQL;
}

/**
 * The literal search: every word is a substring of the name, e-mail or phone (one trigram-indexed,
 * lower-cased column); a phone-like search also matches the phone's digits. Matches where every
 * word starts a word ("pop" in "Popescu", not in "Apopei") come first.
 */
function literalSearch(term: string): ClientSearch {
  const phone = phoneSearchDigits(term);
  if (phone) {
    const lower = term.toLowerCase();
    return {
      where: or(sql`${clientPhoneDigitsSql} LIKE ${likePattern(phone)}`, sql`${clientSearchText} LIKE ${likePattern(lower)}`)!,
      rank: sql`(${clientSearchText} ~ ${wordStartPattern(lower)}) DESC`,
    };
  }
  const words = searchWords(term.toLowerCase());
  return {
    where: and(...words.map((w) => sql`${clientSearchText} LIKE ${likePattern(w)}`))!,
    rank: sql`(${and(...words.map((w) => sql`${clientSearchText} ~ ${wordStartPattern(w)}`))}) DESC`,
  };
}

/**
 * The typo search, asked only when the literal one finds nothing: a word of three letters or more
 * may also be a close word of the client's name ("Popesu"), closest first. Null when it cannot
 * find more than the literal search did.
 */
function typoSearch(term: string): ClientSearch | null {
  const words = searchWords(term.toLowerCase());
  if (phoneSearchDigits(term) || !words.some((w) => w.length >= 3)) return null;
  // One word: the literal search just found it nowhere, so only the close names are left (asking
  // for both again costs a quarter more).
  if (words.length === 1) return { where: sql`${words[0]} <% ${clientNameText}`, rank: sql`word_similarity(${term}, ${clientNameText}) DESC` };
  return {
    where: and(...words.map((w) => (w.length >= 3
      ? sql`(${clientSearchText} LIKE ${likePattern(w)} OR ${w} <% ${clientNameText})`
      : sql`${clientSearchText} LIKE ${likePattern(w)}`)))!,
    rank: sql`word_similarity(${term}, ${clientNameText}) DESC`,
  };
}

/**
 * What a list row needs: the wide profile fields (notes, account secrets) stay in the database. The
 * active pets come as JSON from a subquery that PostgreSQL runs for the page's rows only (after the
 * sort and limit), which saves a round trip per list.
 */
const listColumns = {
  id: petParents.id, firstName: petParents.firstName, lastName: petParents.lastName, email: petParents.email, phone: petParents.phone,
  address: petParents.address, leadSource: petParents.leadSource, needsReview: petParents.needsReview, archivedAt: petParents.archivedAt,
  // Spelled with table names: in a one-table select the ORM writes its columns unqualified.
  pets: sql<TClientListItem['pets'] | string>`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'nickname', p.nickname,
      'species', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END) ORDER BY p.nickname, p.id), '[]'::json)
    FROM pets p LEFT JOIN species s ON s.id = p.species_id
    WHERE p.owner_id = "pet_parents"."id" AND p.archived_at IS NULL)`,
};
type ClientListRow = { [K in Exclude<keyof typeof listColumns, 'pets'>]: ClientRow[K] } & { pets: TClientListItem['pets'] | string };

/**
 * Clients of the group, filtered by archive state and search, best matches first, then by name.
 * A search is one query per page: the total rides along as a window count over its matches. The
 * whole list walks the name-order index and counts apart (a window over 50,000 rows costs more).
 */
export async function listClients(db: Db, scope: TenantScope, query: TClientListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const archived = query.filter?.archived === '1';
  const base = and(eq(petParents.groupId, scope.groupId), archived ? isNotNull(petParents.archivedAt) : isNull(petParents.archivedAt))!;
  const term = (query.search ?? '').trim();
  const nameOrder = [asc(petParents.lastName), asc(petParents.firstName), asc(petParents.id)];
  if (!term) {
    const [rows, [{ total }]] = await Promise.all([
      db.select(listColumns).from(petParents).where(base).orderBy(...nameOrder).limit(perPage).offset(offsetOf(query.page, perPage)),
      db.select({ total: count() }).from(petParents).where(base),
    ]);
    return { data: toListItems(rows), meta: pageMeta(query.page, perPage, total) };
  }
  const page = async (search: ClientSearch) => {
    const where = and(base, search.where);
    const rows = await db
      .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(petParents)
      .where(where)
      .orderBy(search.rank, ...nameOrder)
      .limit(perPage)
      .offset(offsetOf(query.page, perPage));
    // A page past the end has no row to carry the total.
    const total = rows.length ? rows[0].total : query.page > 1 ? (await db.select({ total: count() }).from(petParents).where(where))[0].total : 0;
    return { rows, total };
  };
  let result = await page(literalSearch(term));
  const typos = result.total === 0 ? typoSearch(term) : null;
  if (typos) result = await page(typos);
  return { data: toListItems(result.rows), meta: pageMeta(query.page, perPage, result.total) };
}

function toListItems(rows: ClientListRow[]): TClientListItem[] {
  return rows.map((c) => ({
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: fullName(c),
    email: c.email,
    phone: c.phone,
    address: c.address,
    lead_source: c.leadSource,
    needs_review: c.needsReview,
    archived_at: iso(c.archivedAt),
    // Both drivers parse json columns; the text form is handled in case a driver does not.
    pets: typeof c.pets === 'string' ? (JSON.parse(c.pets) as TClientListItem['pets']) : c.pets,
  }));
}

/** Other clients of the group with the same e-mail (any case) or the same phone digits. */
export async function findDuplicateClients(db: DbOrTx, scope: TenantScope, input: { email?: string | null; phone?: string | null }, exceptId?: number): Promise<TDuplicateClient[]> {
  const digits = clientPhoneDigits(input.phone);
  const matches: SQL[] = [];
  if (input.email) matches.push(sql`${petParents.email} = ${input.email}::citext`);
  if (digits.length >= 6) matches.push(sql`${clientPhoneDigitsSql} = ${digits}`);
  if (!matches.length) return [];
  const rows = await db
    .select({ id: petParents.id, firstName: petParents.firstName, lastName: petParents.lastName, email: petParents.email, phone: petParents.phone })
    .from(petParents)
    .where(and(eq(petParents.groupId, scope.groupId), exceptId ? ne(petParents.id, exceptId) : undefined, or(...matches)))
    .orderBy(asc(petParents.archivedAt), asc(petParents.id))
    .limit(5);
  return rows.map((r) => ({ id: r.id, full_name: fullName(r), email: r.email, phone: r.phone }));
}

const duplicateError = (duplicates: TDuplicateClient[]) => new AppError('duplicate_client', 'errors.duplicate_client', undefined, { duplicates });

const columnsOf = (input: TClientInputParsed) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email ?? null,
  phone: input.phone ?? null,
  address: input.address ?? null,
  address2: input.address_2 ?? null,
  leadSource: input.lead_source ?? null,
  leadSourceDetails: input.lead_source_details ?? null,
  notes: input.notes ?? null,
  language: input.language ?? null,
});

/**
 * Creates a client of the group. Another client with the same e-mail or phone digits stops it with
 * 409 `duplicate_client` (listing them) unless `force` is set; the check and insert share a transaction.
 */
export async function createClient(db: Db, scope: TenantScope, input: TClientInputParsed): Promise<TClient> {
  const id = await db.transaction((tx) => insertClient(tx, scope, input));
  return getClient(db, scope, id);
}

/** The duplicate check, insert and audit row of a new client inside the caller's transaction (also the desk's walk-in booking). */
export async function insertClient(tx: DbOrTx, scope: TenantScope, input: TClientInputParsed): Promise<number> {
  if (!input.force) {
    const duplicates = await findDuplicateClients(tx, scope, input);
    if (duplicates.length) throw duplicateError(duplicates);
  }
  const [row] = await tx.insert(petParents).values({ groupId: scope.groupId, ...columnsOf(input) }).returning();
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'client.created', entityType: 'pet_parent', entityId: row.id, after: snapshot(row) });
  await emitEvent(tx, { clinicId: scope.clinicId, type: 'client.created', data: { client_id: row.id, source: 'staff' } });
  return row.id;
}

/**
 * Saves a client's details; a changed e-mail or phone that another client has needs `force`. A new
 * e-mail also renews the manage links of the client's upcoming appointments, mailed to the new address.
 */
export async function updateClient(db: Db, scope: TenantScope, clientId: number, input: TClientInputParsed, links?: RenewalContext): Promise<TClient> {
  await db.transaction(async (tx) => {
    const before = await findClientInGroup(tx, scope, clientId);
    const contactChanged = (input.email ?? null)?.toLowerCase() !== before.email?.toLowerCase()
      || clientPhoneDigits(input.phone) !== clientPhoneDigits(before.phone);
    if (!input.force && contactChanged) {
      const duplicates = await findDuplicateClients(tx, scope, input, clientId);
      if (duplicates.length) throw duplicateError(duplicates);
    }
    const [after] = await tx.update(petParents).set(columnsOf(input)).where(eq(petParents.id, clientId)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'client.updated', entityType: 'pet_parent', entityId: clientId, before: snapshot(before), after: snapshot(after) });
    if (links) await renewLinksAfterEmailChange(tx, { id: clientId, oldEmail: before.email, newEmail: after.email, language: after.language }, links);
  });
  return getClient(db, scope, clientId);
}

/**
 * Archives (hides from the default list) or restores a client; doing it twice changes nothing.
 * Archiving ends the client's sessions at once (restoring does not bring them back).
 */
export async function setClientArchived(db: Db, scope: TenantScope, clientId: number, archived: boolean): Promise<TClient> {
  await db.transaction(async (tx) => {
    const before = await findClientInGroup(tx, scope, clientId);
    if (!!before.archivedAt === archived) return;
    await tx.update(petParents).set({ archivedAt: archived ? new Date() : null }).where(eq(petParents.id, clientId));
    if (archived) await revokeAllSessions(tx, { type: 'parent', id: clientId });
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: archived ? 'client.archived' : 'client.unarchived',
      entityType: 'pet_parent', entityId: clientId, before: { archived_at: iso(before.archivedAt) },
    });
  });
  return getClient(db, scope, clientId);
}

/** The client profile: details, all pets (active first) and counts for the active clinic. */
export async function getClient(db: DbOrTx, scope: TenantScope, clientId: number): Promise<TClient> {
  const c = await findClientInGroup(db, scope, clientId);
  const live = notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES]);
  const [petRows, [appts], [upcoming], [comms], [tracked]] = await Promise.all([
    db.select().from(pets).where(eq(pets.ownerId, clientId)).orderBy(sql`${pets.archivedAt} is not null`, asc(pets.nickname), asc(pets.id)),
    db.select({ n: count() }).from(appointments).where(and(eq(appointments.clinicId, scope.clinicId), eq(appointments.clientId, clientId))),
    db.select({ n: count() }).from(appointments).where(and(eq(appointments.clinicId, scope.clinicId), eq(appointments.clientId, clientId), gte(appointments.startsAt, new Date()), live)),
    db.select({ n: count() }).from(communications).where(and(eq(communications.groupId, scope.groupId), eq(communications.clientId, clientId))),
    // How the client found the group: their first online booking that carried tracking parameters.
    db.select({ utm: appointments.utm }).from(appointments).where(and(eq(appointments.clientId, clientId), isNotNull(appointments.utm)))
      .orderBy(asc(appointments.createdAt), asc(appointments.id)).limit(1),
  ]);
  const petList = await hydratePets(db, petRows);
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: fullName(c),
    email: c.email,
    phone: c.phone,
    address: c.address,
    address_2: c.address2,
    lead_source: c.leadSource,
    lead_source_details: c.leadSourceDetails,
    notes: c.notes,
    language: c.language,
    needs_review: c.needsReview,
    has_account: !!c.passwordHash,
    archived_at: iso(c.archivedAt),
    created_at: c.createdAt.toISOString(),
    pets: petList,
    counts: { pets: petList.filter((p) => !p.archived_at).length, appointments: appts.n, upcoming_appointments: upcoming.n, communications: comms.n },
    utm: tracked?.utm ?? null,
  };
}
