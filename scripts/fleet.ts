// npm run fleet -- start|stop|status: the platform as a fleet on this one machine (issue #21), for proof:fleet and for
// trying a change against several nodes. What runs where (docs/scaling.md, "Local fleet"):
//   PostgreSQL primary   127.0.0.1:5432  the machine's cluster 15/main, database vet_fleet (made by start, dropped by stop)
//   streaming replica    127.0.0.1:5434  cluster 15/fleet, a pg_basebackup of the primary on slot vet_fleet
//   pgbouncer            127.0.0.1:6434  session pooling in front of the primary (the API's named prepared statements)
//   haproxy              127.0.0.1:3100  balances the API nodes (health: /api/health/ready), stats on :3109
//   API nodes            127.0.0.1:3101–3103  ROLE=api
//   workers              127.0.0.1:3111–3112  ROLE=worker
//   SMTP sink            127.0.0.1:<free>     every mail appended to /tmp/vet-fleet/mail.jsonl
// Every node gets DATABASE_URL (pgbouncer), DATABASE_REPLICA_URL, REDIS_URL, one JWT_SECRET, SMTP_URL and
// TRUST_PROXY=127.0.0.1 (haproxy's address). A server that does not know ROLE runs API and jobs in each node.
// Processes run detached; their pids are in the run directory (FLEET_DIR, default /tmp/vet-fleet), so stop and
// status work from any shell; the logs stay there after stop. start cleans up what a crashed start left first.
// `stop --keep-db` keeps vet_fleet.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSmtpTestServer } from '../apps/api/src/modules/messaging/smtp-test-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RUN_DIR = process.env.FLEET_DIR ?? '/tmp/vet-fleet';
export const DB_NAME = 'vet_fleet';
export const PRIMARY_URL = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
export const REPLICA = { version: '15', cluster: 'fleet', port: 5434, slot: 'vet_fleet' };
export const REPLICA_URL = `postgres://postgres@127.0.0.1:${REPLICA.port}/${DB_NAME}`;
export const PGBOUNCER_PORT = 6434;
export const BALANCER_PORT = 3100;
const STATS_PORT = 3109;
export const BALANCER_URL = `http://127.0.0.1:${BALANCER_PORT}`;
/** Redis database 7: kept apart from what the other tools on this machine use. */
export const REDIS_URL = process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
export const MAIL_LOG = path.join(RUN_DIR, 'mail.jsonl');
export const MAIL_FROM = 'Clinic <no-reply@fleet.proof>';
/** The balancer's address: the only peer whose X-Forwarded-For the nodes believe. */
const TRUST_PROXY = '127.0.0.1';
const JWT_SECRET = 'fleet-jwt-secret-shared-by-every-node-0123456789';
/** Per node; 5 nodes × 8 stay under pgbouncer's pool of 40 and the primary's max_connections of 100. */
const NODE_POOL = 8;
const READY_PATH = '/api/health/ready';

export interface NodeSpec { name: string; role: 'api' | 'worker' | 'all'; port: number }
/**
 * FLEET_SINGLE=1: the same setup (balancer, pgbouncer, replica, Redis) in front of one ROLE=all process — the single
 * process's figures under proof:fleet's own mix, to set beside the fleet's (docs/scaling.md).
 */
export const SINGLE = process.env.FLEET_SINGLE === '1';
export const NODES: NodeSpec[] = SINGLE ? [{ name: 'api1', role: 'all', port: 3101 }] : [
  { name: 'api1', role: 'api', port: 3101 }, { name: 'api2', role: 'api', port: 3102 }, { name: 'api3', role: 'api', port: 3103 },
  { name: 'worker1', role: 'worker', port: 3111 }, { name: 'worker2', role: 'worker', port: 3112 },
];

const log = (line: string) => console.log(`fleet: ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sh = (cmd: string, args: string[], opts: { quiet?: boolean } = {}) =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', opts.quiet ? 'ignore' : 'pipe'] });
const psql = (url: string, query: string) => sh('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', query]).trim();
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

// ---------- detached processes with pid files ----------

interface PidFile { pid: number; marker: string }

function pidFile(name: string) {
  return path.join(RUN_DIR, `${name}.pid`);
}

/** The pid of `name` if that process still runs and is still ours (its command line has our marker). */
export function pidOf(name: string): number | null {
  if (!existsSync(pidFile(name))) return null;
  const { pid, marker } = JSON.parse(readFileSync(pidFile(name), 'utf8')) as PidFile;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const state = /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
    return cmdline.includes(marker) && state !== 'Z' ? pid : null;
  } catch {
    return null;
  }
}

function launch(name: string, cmd: string, args: string[], env: Record<string, string>, marker: string): number {
  const out = openSync(path.join(RUN_DIR, 'logs', `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  child.once('error', () => {}); // a missing program: reported below by the missing pid
  child.unref();
  // No pid: the program is missing (pgbouncer, haproxy: apt-get install pgbouncer haproxy).
  if (child.pid === undefined) throw new Error(`${name}: could not run ${cmd}`);
  writeFileSync(pidFile(name), JSON.stringify({ pid: child.pid, marker } satisfies PidFile));
  return child.pid;
}

/** SIGTERM, then SIGKILL after `graceMs`; only our own process (pidOf checks). */
async function terminate(name: string, graceMs = 15_000) {
  const pid = pidOf(name);
  if (pid !== null) {
    process.kill(pid, 'SIGTERM');
    for (const until = Date.now() + graceMs; pidOf(name) !== null && Date.now() < until;) await sleep(100);
    if (pidOf(name) !== null) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && pidOf(name) !== null; i++) await sleep(100);
  }
  rmSync(pidFile(name), { force: true });
}

/** kill -9 of one node: no shutdown hook runs, its requests and transactions are cut. */
export async function killNode(name: string) {
  const pid = pidOf(name);
  if (pid === null) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && pidOf(name) !== null; i++) await sleep(50);
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, alive?: () => boolean) {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (await probe().catch(() => false)) return;
    if (alive && !alive()) throw new Error(`${what}: the process exited (see ${RUN_DIR}/logs)`);
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s (see ${RUN_DIR}/logs)`);
}

const answers = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

// ---------- the parts ----------

function nodeEnv(spec: NodeSpec, smtpUrl: string, seed: boolean): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development',
    ROLE: spec.role, HOST: '127.0.0.1', PORT: String(spec.port), PUBLIC_URL: BALANCER_URL,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PGBOUNCER_PORT}/${DB_NAME}`, DATABASE_REPLICA_URL: REPLICA_URL, DB_POOL_SIZE: String(NODE_POOL),
    REDIS_URL, JWT_SECRET, TRUST_PROXY, SMTP_URL: smtpUrl, MAIL_FROM, DEV_MAILBOX: '0', LOG_LEVEL: 'warn',
    // One data directory for all: uploaded and printed files must be readable by whichever node serves them.
    DATA_DIR: path.join(RUN_DIR, 'data'),
    SEED_DEMO: seed ? '1' : '0',
  };
}

/** Starts one node (again) and waits until it answers /api/health. The demo seed runs only where `seed` says. */
export async function startNode(spec: NodeSpec, opts: { seed?: boolean } = {}) {
  const smtpUrl = readFileSync(path.join(RUN_DIR, 'smtp.url'), 'utf8').trim();
  launch(spec.name, process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], nodeEnv(spec, smtpUrl, opts.seed ?? false), 'apps/api/src/server.ts');
  await waitFor(spec.name, () => answers(`http://127.0.0.1:${spec.port}/api/health`), 180_000, () => pidOf(spec.name) !== null);
}

async function startSink() {
  rmSync(path.join(RUN_DIR, 'smtp.url'), { force: true });
  launch('smtp-sink', process.execPath, ['--import', 'tsx', 'scripts/fleet.ts', 'smtp-sink'], { PATH: process.env.PATH ?? '', FLEET_DIR: RUN_DIR }, 'scripts/fleet.ts smtp-sink');
  await waitFor('SMTP sink', async () => existsSync(path.join(RUN_DIR, 'smtp.url')), 60_000, () => pidOf('smtp-sink') !== null);
}

/** The sink process itself: the tests' SMTP server, each message appended as one JSON line. */
async function runSink() {
  const sink = await startSmtpTestServer();
  setInterval(() => {
    const got = sink.received.splice(0);
    for (const m of got) {
      const messageId = /^message-id:\s*<([^>]*)>/im.exec(m.data.split(/\r?\n\r?\n/)[0])?.[1] ?? '';
      appendFileSync(MAIL_LOG, JSON.stringify({ at: new Date().toISOString(), to: m.to, subject: m.subject, messageId }) + '\n');
    }
  }, 100);
  writeFileSync(path.join(RUN_DIR, 'smtp.url'), sink.url);
}

function primaryChecks(): string[] {
  const notes: string[] = [];
  const walLevel = psql(ADMIN_URL, 'SHOW wal_level');
  const senders = Number(psql(ADMIN_URL, 'SHOW max_wal_senders'));
  if (walLevel === 'minimal' || senders < 2) {
    throw new Error(`the primary has wal_level=${walLevel}, max_wal_senders=${senders}: a replica needs wal_level=replica and senders; that takes a restart of 15/main`);
  }
  // A replication connection matches only pg_hba lines naming "replication": add one (a reload, not a restart).
  const hba = psql(ADMIN_URL, `SELECT count(*) FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND (address IS NULL OR address = '127.0.0.1')`);
  if (hba === '0') {
    const file = psql(ADMIN_URL, 'SHOW hba_file');
    appendFileSync(file, '# vet-fleet (scripts/fleet.ts): streaming replicas on this machine\nhost replication all 127.0.0.1/32 trust\n');
    psql(ADMIN_URL, 'SELECT pg_reload_conf()');
    notes.push(`added "host replication all 127.0.0.1/32 trust" to ${file} and reloaded the primary`);
  }
  return notes;
}

async function startReplica() {
  const { version, cluster, port, slot } = REPLICA;
  sh('pg_createcluster', [version, cluster, '--port', String(port), '--start-conf', 'manual'], { quiet: true });
  const dataDir = `/var/lib/postgresql/${version}/${cluster}`;
  // Like the primary: trust on loopback, so the nodes connect as postgres without a password.
  writeFileSync(`/etc/postgresql/${version}/${cluster}/pg_hba.conf`, 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  writeFileSync(`/etc/postgresql/${version}/${cluster}/conf.d/fleet.conf`, "listen_addresses = '127.0.0.1'\n");
  // Emptied, not removed: pg_basebackup (as postgres) fills the directory pg_createcluster made for it.
  for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  // A slot keeps the WAL the replica has not received yet, also while it restarts; stop drops it.
  sh('runuser', ['-u', 'postgres', '--', 'pg_basebackup', '-h', '127.0.0.1', '-p', '5432', '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast', '-C', '-S', slot]);
  sh('pg_ctlcluster', [version, cluster, 'start']);
  await waitFor('replica', async () => psql(`postgres://postgres@127.0.0.1:${port}/${DB_NAME}`, 'SELECT pg_is_in_recovery()') === 't', 60_000);
}

/**
 * The replica's restart (proof:fleet): the nodes must live through a replica going away for a moment. Asynchronous:
 * a caller's event loop blocked for the restart (execFileSync) left its keep-alive connections idle past haproxy's
 * keep-alive timeout, and each visitor's next request met a closing connection ("socket hang up").
 */
export async function restartReplica() {
  await promisify(execFile)('pg_ctlcluster', [REPLICA.version, REPLICA.cluster, 'restart', '-m', 'fast']);
}

function replicaExists() {
  return sh('pg_lsclusters', ['-h']).split('\n').some((l) => l.split(/\s+/)[0] === REPLICA.version && l.split(/\s+/)[1] === REPLICA.cluster);
}

async function startPgbouncer() {
  const dir = path.join(RUN_DIR, 'pgbouncer');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(path.join(dir, 'pgbouncer.ini'), [
    '[databases]',
    `${DB_NAME} = host=127.0.0.1 port=5432 dbname=${DB_NAME}`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`, `listen_port = ${PGBOUNCER_PORT}`, `unix_socket_dir =`,
    'auth_type = trust', `auth_file = ${dir}/userlist.txt`,
    // Session pooling: the API runs NAMED prepared statements (apps/api/src/lib/named-statement.ts), which
    // pgbouncer 1.18's transaction pooling cannot carry from one server connection to another.
    'pool_mode = session', `default_pool_size = ${NODE_POOL * NODES.length}`, 'max_client_conn = 500',
    'server_reset_query = DISCARD ALL', 'ignore_startup_parameters = extra_float_digits', 'log_connections = 0', 'log_disconnections = 0',
    '',
  ].join('\n'));
  for (const f of readdirSync(dir)) chmodSync(path.join(dir, f), 0o644);
  // pgbouncer refuses to run as root: -u drops to postgres.
  launch('pgbouncer', 'pgbouncer', ['-u', 'postgres', path.join(dir, 'pgbouncer.ini')], { PATH: process.env.PATH ?? '' }, path.join(dir, 'pgbouncer.ini'));
  await waitFor('pgbouncer', async () => psql(`postgres://postgres@127.0.0.1:${PGBOUNCER_PORT}/${DB_NAME}`, 'SELECT 1') === '1', 30_000, () => pidOf('pgbouncer') !== null);
}

/** The readiness path the balancer checks: /api/health/ready once the server has it, /api/health before. */
async function readinessPath(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}${READY_PATH}`);
  return res.status === 404 ? '/api/health' : READY_PATH;
}

async function startHaproxy(checkPath: string) {
  const cfg = path.join(RUN_DIR, 'haproxy.cfg');
  writeFileSync(cfg, [
    'global', '  maxconn 4000', '  log stdout format raw local0',
    // Only what went wrong (5xx, cut connections, retries) lands in logs/haproxy.log.
    'defaults', '  mode http', '  log global', '  option httplog', '  option dontlog-normal', '  timeout connect 2s', '  timeout client 60s', '  timeout server 60s', '  timeout http-request 10s',
    // A node killed mid-request: a refused connection goes to another node, and so does a request left without an
    // answer when it may be repeated — a GET, or a POST with an Idempotency-Key (the booking page sends one).
    '  retries 3', '  option redispatch 1', '  retry-on conn-failure empty-response response-timeout',
    `frontend api`, `  bind 127.0.0.1:${BALANCER_PORT}`,
    // X-Forwarded-For: the nodes (TRUST_PROXY=127.0.0.1) take the client address from it for rate limits and logs.
    '  option forwardfor', '  default_backend api_nodes',
    'backend api_nodes', '  balance roundrobin',
    '  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }',
    `  option httpchk`, `  http-check send meth GET uri ${checkPath}`, '  http-check expect status 200',
    // A refused connection (a dead node) fails a check at once; a slow answer gets 5 s, so a node busy under load
    // is not taken out (at load 20 a 1 s check timed out and left one node for all the traffic).
    '  timeout check 5s', '  default-server inter 2s fastinter 500ms fall 2 rise 2',
    ...NODES.filter((n) => n.role !== 'worker').map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`),
    `listen stats`, `  bind 127.0.0.1:${STATS_PORT}`, '  stats enable', '  stats uri /',
    '',
  ].join('\n'));
  launch('haproxy', 'haproxy', ['-f', cfg], { PATH: process.env.PATH ?? '' }, cfg);
  await waitFor('haproxy', () => answers(`${BALANCER_URL}/api/health`), 30_000, () => pidOf('haproxy') !== null);
}

// ---------- start / stop / status ----------

export async function start(): Promise<string[]> {
  await stop({ keepDb: false, quiet: true });
  rmSync(path.join(RUN_DIR, 'logs'), { recursive: true, force: true });
  mkdirSync(path.join(RUN_DIR, 'logs'), { recursive: true });
  chmodSync(RUN_DIR, 0o755);
  const notes = primaryChecks();
  psql(ADMIN_URL, `CREATE DATABASE ${DB_NAME}`);
  log(`database ${DB_NAME} on the primary 127.0.0.1:5432`);
  await startReplica();
  log(`replica cluster ${REPLICA.version}/${REPLICA.cluster} on 127.0.0.1:${REPLICA.port}, streaming on slot ${REPLICA.slot}`);
  await startPgbouncer();
  log(`pgbouncer (session pooling) on 127.0.0.1:${PGBOUNCER_PORT}`);
  await startSink();
  log(`SMTP sink ${readFileSync(path.join(RUN_DIR, 'smtp.url'), 'utf8')} → ${MAIL_LOG}`);
  // One node first: it migrates and seeds the demo alone, then the others find both done.
  const [first, ...rest] = NODES;
  await startNode(first, { seed: true });
  await Promise.all(rest.map((n) => startNode(n)));
  log(`nodes ${NODES.map((n) => `${n.name}(${n.role}):${n.port}`).join(' ')}`);
  const checkPath = await readinessPath(first.port);
  if (checkPath !== READY_PATH) notes.push(`the server has no ${READY_PATH} yet: the balancer checks /api/health`);
  await startHaproxy(checkPath);
  log(`haproxy ${BALANCER_URL} → api1–3 (check ${checkPath}), stats http://127.0.0.1:${STATS_PORT}/`);
  for (const n of notes) log(`note: ${n}`);
  return notes;
}

export async function stop(opts: { keepDb: boolean; quiet?: boolean }) {
  const say = opts.quiet ? () => {} : log;
  await terminate('haproxy');
  // SIGTERM: a node finishes its requests and its delivery run.
  await Promise.all(NODES.map((n) => terminate(n.name, 40_000)));
  await terminate('pgbouncer');
  await terminate('smtp-sink');
  say('processes stopped');
  if (replicaExists()) {
    sh('pg_dropcluster', [REPLICA.version, REPLICA.cluster, '--stop'], { quiet: true });
    say(`replica cluster ${REPLICA.version}/${REPLICA.cluster} dropped`);
  }
  // A slot left behind would keep WAL on the primary forever.
  psql(ADMIN_URL, `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '${REPLICA.slot}' AND NOT active`);
  if (!opts.keepDb) {
    psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    say(`database ${DB_NAME} dropped`);
  }
  // The logs stay for a look at what happened (start clears them); the rest goes.
  if (existsSync(RUN_DIR)) for (const entry of readdirSync(RUN_DIR)) if (entry !== 'logs') rmSync(path.join(RUN_DIR, entry), { recursive: true, force: true });
}

async function status(): Promise<boolean> {
  let all = true;
  const row = (name: string, where: string, up: boolean, extra = '') => {
    all &&= up;
    console.log(`${name.padEnd(10)} ${where.padEnd(22)} ${up ? 'running' : 'DOWN   '} ${extra}`);
  };
  const pidNote = (name: string) => (pidOf(name) ? `pid ${pidOf(name)}` : '');
  let dbUp = false;
  try {
    dbUp = psql(ADMIN_URL, `SELECT count(*) FROM pg_database WHERE datname = '${DB_NAME}'`) === '1';
  } catch { /* primary down: shown as DOWN */ }
  row('primary', '127.0.0.1:5432', dbUp, `${dbUp ? '' : 'no '}database ${DB_NAME}`);
  let lag = '';
  try {
    lag = psql(ADMIN_URL, `SELECT r.state || ', replay lag ' || coalesce(r.replay_lag::text, '0') FROM pg_stat_replication r JOIN pg_replication_slots s ON s.active_pid = r.pid WHERE s.slot_name = '${REPLICA.slot}'`);
  } catch { /* shown empty */ }
  row('replica', `127.0.0.1:${REPLICA.port}`, replicaExists() && lag !== '', lag);
  row('pgbouncer', `127.0.0.1:${PGBOUNCER_PORT}`, pidOf('pgbouncer') !== null, pidNote('pgbouncer'));
  row('smtp-sink', existsSync(path.join(RUN_DIR, 'smtp.url')) ? readFileSync(path.join(RUN_DIR, 'smtp.url'), 'utf8').replace(/^smtp:\/\/|\?.*$/g, '') : '-', pidOf('smtp-sink') !== null, pidNote('smtp-sink'));
  for (const n of NODES) {
    const healthy = await answers(`http://127.0.0.1:${n.port}/api/health`).catch(() => false);
    row(n.name, `127.0.0.1:${n.port}`, pidOf(n.name) !== null && healthy, `ROLE=${n.role} ${pidNote(n.name)}${healthy ? '' : ' (not answering)'}`);
  }
  let backends = '';
  try {
    const csv = await (await fetch(`http://127.0.0.1:${STATS_PORT}/;csv`)).text();
    backends = csv.split('\n').filter((l) => l.startsWith('api_nodes,api')).map((l) => `${l.split(',')[1]} ${l.split(',')[17]}`).join(', ');
  } catch { /* haproxy down */ }
  row('haproxy', `127.0.0.1:${BALANCER_PORT}`, pidOf('haproxy') !== null, backends);
  return all;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, ...flags] = process.argv.slice(2);
  try {
    if (command === 'start') {
      await start();
      log(`running: ${BALANCER_URL} (npm run fleet -- status | stop)`);
    } else if (command === 'stop') {
      await stop({ keepDb: flags.includes('--keep-db') });
    } else if (command === 'status') {
      process.exitCode = (await status()) ? 0 : 1;
    } else if (command === 'smtp-sink') {
      await runSink();
    } else {
      console.error('usage: npm run fleet -- start | stop [--keep-db] | status');
      process.exitCode = 2;
    }
  } catch (err) {
    console.error(`fleet: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
