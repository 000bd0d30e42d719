/**
 * HL7 v2 (ER7, pipe-delimited) reading and writing, written for this module: the npm parsers we looked at either
 * pull a FHIR SDK in with them or do not decode escape sequences (docs/decisions.md, "Laboratories").
 *
 * A message is segments; a segment is fields; a field is repetitions; a repetition is components; a component is
 * subcomponents. The delimiters come from MSH-1 (field) and MSH-2 (component, repetition, escape, subcomponent),
 * so a lab that uses other characters is read correctly. Values are unescaped only when read (`get`), after
 * splitting, so an escaped delimiter never splits a value.
 */

export interface Delimiters { field: string; component: string; repetition: string; escape: string; subcomponent: string }

export const DEFAULT_DELIMITERS: Delimiters = { field: '|', component: '^', repetition: '~', escape: '\\', subcomponent: '&' };

/** Why a text is not a message we can read: each code has a sentence in the review queue. */
export type Hl7ErrorCode =
  | 'empty' | 'not_hl7' | 'bad_delimiters' | 'not_oru' | 'missing_control_id' | 'no_patient' | 'no_order'
  | 'obx_without_obr' | 'no_results' | 'bad_segment';

export class Hl7Error extends Error {
  constructor(readonly code: Hl7ErrorCode, message: string) {
    super(message);
    this.name = 'Hl7Error';
  }
}

export class Hl7Segment {
  /** fields[0] is the segment name; for MSH, fields[1] is the field separator and fields[2] the encoding characters. */
  constructor(readonly name: string, readonly fields: string[], private readonly d: Delimiters) {}

  /** The raw (still escaped) text of field n, repetition rep (1-based). */
  private rawRep(field: number, rep: number): string {
    const f = this.fields[field];
    if (f === undefined || f === '') return '';
    if (this.name === 'MSH' && field <= 2) return f;
    const reps = f.split(this.d.repetition);
    return reps[rep - 1] ?? '';
  }

  /** The unescaped value of field.component.subcomponent (all 1-based); '' when absent. */
  get(field: number, component = 1, subcomponent = 1, rep = 1): string {
    const r = this.rawRep(field, rep);
    if (r === '') return '';
    if (this.name === 'MSH' && field <= 2) return r;
    const comp = r.split(this.d.component)[component - 1] ?? '';
    const sub = comp.split(this.d.subcomponent)[subcomponent - 1] ?? '';
    return unescapeHl7(sub, this.d);
  }

  /** The whole field, components joined back with the component separator but unescaped per component (for text). */
  text(field: number, rep = 1): string {
    const r = this.rawRep(field, rep);
    if (this.name === 'MSH' && field <= 2) return r;
    return r.split(this.d.component).map((c) => unescapeHl7(c, this.d)).filter((c) => c !== '').join(' ');
  }

  repetitions(field: number): number {
    const f = this.fields[field];
    if (f === undefined || f === '') return 0;
    return f.split(this.d.repetition).length;
  }
}

export class Hl7Message {
  constructor(readonly segments: Hl7Segment[], readonly delimiters: Delimiters) {}
  first(name: string): Hl7Segment | undefined {
    return this.segments.find((s) => s.name === name);
  }
  all(name: string): Hl7Segment[] {
    return this.segments.filter((s) => s.name === name);
  }
}

/**
 * Decodes escape sequences: \F\ \S\ \T\ \R\ \E\ (the delimiters), \Xhh…\ (hex bytes, read as UTF-8), \.br\ (a line
 * break in formatted text); highlighting (\H\ \N\) and character-set switches (\Cxxyy\ \Mxxyyzz\) and other
 * formatting commands (\.sp\ \.in\ …) carry no text and are dropped. An escape character without its closing one
 * is kept as written rather than losing text.
 */
export function unescapeHl7(value: string, d: Delimiters = DEFAULT_DELIMITERS): string {
  const e = d.escape;
  if (!value.includes(e)) return value;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const ch = value[i];
    if (ch !== e) {
      out += ch;
      i += 1;
      continue;
    }
    const end = value.indexOf(e, i + 1);
    if (end < 0) {
      out += value.slice(i);
      break;
    }
    const seq = value.slice(i + 1, end);
    switch (seq) {
      case 'F': out += d.field; break;
      case 'S': out += d.component; break;
      case 'T': out += d.subcomponent; break;
      case 'R': out += d.repetition; break;
      case 'E': out += d.escape; break;
      case 'H': case 'N': break;
      case '.br': out += '\n'; break;
      default:
        if (/^X([0-9A-Fa-f]{2})+$/.test(seq)) out += Buffer.from(seq.slice(1), 'hex').toString('utf8');
        else if (/^(C[0-9A-Fa-f]{4}|M[0-9A-Fa-f]{4,6}|\.(sp|in|ti|sk|ce|fi|nf)[+-]?\d*)$/.test(seq)) { /* formatting only */ }
        else out += `${e}${seq}${e}`;
    }
    i = end + 1;
  }
  return out;
}

/** Escapes a value for writing: the escape character first, then each delimiter; line breaks as \.br\. */
export function escapeHl7(value: string, d: Delimiters = DEFAULT_DELIMITERS): string {
  let out = '';
  for (const ch of value.replace(/\r\n/g, '\n')) {
    if (ch === d.escape) out += `${d.escape}E${d.escape}`;
    else if (ch === d.field) out += `${d.escape}F${d.escape}`;
    else if (ch === d.component) out += `${d.escape}S${d.escape}`;
    else if (ch === d.subcomponent) out += `${d.escape}T${d.escape}`;
    else if (ch === d.repetition) out += `${d.escape}R${d.escape}`;
    else if (ch === '\r' || ch === '\n') out += `${d.escape}.br${d.escape}`;
    else out += ch;
  }
  return out;
}

/** Removes MLLP framing (VT … FS CR) and a byte-order mark, if present. */
export function unframe(raw: string): string {
  let s = raw;
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  s = s.trimStart();
  if (s.startsWith('\u000b')) s = s.slice(1);
  const fs = s.indexOf('\x1c');
  if (fs >= 0) s = s.slice(0, fs);
  return s;
}

/**
 * Parses one message. Segments end with CR (the standard), but files dropped by analysers and messages pasted
 * through HTTP often use LF or CRLF: all three are accepted. Blank lines are skipped.
 */
export function parseHl7(raw: string): Hl7Message {
  const text = unframe(raw).trim();
  if (!text) throw new Hl7Error('empty', 'The message is empty.');
  if (!text.startsWith('MSH')) throw new Hl7Error('not_hl7', 'The message does not start with an MSH segment.');
  const fieldSep = text[3];
  const encEnd = text.indexOf(fieldSep, 4);
  const enc = encEnd < 0 ? '' : text.slice(4, encEnd);
  if (!fieldSep || /[A-Za-z0-9\r\n ]/.test(fieldSep) || enc.length < 3 || enc.length > 5 || new Set([fieldSep, ...enc]).size !== enc.length + 1) {
    throw new Hl7Error('bad_delimiters', 'MSH-1/MSH-2 do not declare valid delimiters.');
  }
  const d: Delimiters = {
    field: fieldSep, component: enc[0], repetition: enc[1], escape: enc[2], subcomponent: enc[3] ?? DEFAULT_DELIMITERS.subcomponent,
  };
  const segments: Hl7Segment[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '') continue;
    const name = line.slice(0, 3);
    if (!/^[A-Z][A-Z0-9]{2}$/.test(name) || (line.length > 3 && line[3] !== fieldSep)) {
      throw new Hl7Error('bad_segment', `Line ${segments.length + 1} is not a segment: "${line.slice(0, 40)}".`);
    }
    const parts = line.split(fieldSep);
    // MSH-1 is the separator itself, so MSH fields are shifted by one against the split.
    const fields = name === 'MSH' ? ['MSH', fieldSep, ...parts.slice(1)] : parts;
    segments.push(new Hl7Segment(name, fields, d));
  }
  return new Hl7Message(segments, d);
}

// ---------------------------------------------------------------- ORU^R01 ----------

export interface OruObservation {
  setId: string;
  valueType: string;
  code: string;
  name: string;
  codingSystem: string;
  subId: string;
  value: string;
  numericValue: number | null;
  units: string;
  referenceRange: string;
  refLow: number | null;
  refHigh: number | null;
  /** H, L, HH, LL or A (AA and other abnormal codes fold into A); null when normal or not given. */
  flag: 'H' | 'L' | 'HH' | 'LL' | 'A' | null;
  status: string;
  observedAt: Date | null;
  notes: string[];
}

export interface OruOrder {
  placerOrderNumber: string;
  fillerOrderNumber: string;
  serviceCode: string;
  serviceName: string;
  observedAt: Date | null;
  resultStatus: string;
  notes: string[];
  observations: OruObservation[];
}

export interface OruMessage {
  controlId: string;
  messageType: string;
  sendingApplication: string;
  sendingFacility: string;
  receivingFacility: string;
  sentAt: Date | null;
  patientId: string;
  patientIds: string[];
  patientName: string;
  orders: OruOrder[];
}

/** HL7 TS (YYYY[MM[DD[HH[MM[SS[.S+]]]]]][+/-ZZZZ]) to a Date; without an offset it is read as UTC. */
export function parseHl7Time(ts: string): Date | null {
  const m = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.\d+)?([+-]\d{4})?$/.exec(ts.trim());
  if (!m) return null;
  const [, y, mo = '01', da = '01', h = '00', mi = '00', s = '00', tz] = m;
  const iso = `${y}-${mo}-${da}T${h}:${mi}:${s}${tz ? `${tz.slice(0, 3)}:${tz.slice(3)}` : 'Z'}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** "10-125", "10 - 125", "0.5–1.8", "<5", ">2.0" → bounds (null when open or not numeric). */
export function parseReferenceRange(range: string): { low: number | null; high: number | null } {
  const r = range.trim().replace(/,/g, '.').replace(/[–—]/g, '-');
  let m = /^([+-]?\d*\.?\d+)\s*-\s*([+-]?\d*\.?\d+)$/.exec(r);
  if (m) return { low: Number(m[1]), high: Number(m[2]) };
  m = /^(<=?)\s*(\d*\.?\d+)$/.exec(r);
  if (m) return { low: null, high: Number(m[2]) };
  m = /^(>=?)\s*(\d*\.?\d+)$/.exec(r);
  if (m) return { low: Number(m[2]), high: null };
  return { low: null, high: null };
}

function normaliseFlag(raw: string): OruObservation['flag'] {
  const f = raw.trim().toUpperCase();
  if (f === 'H' || f === 'L' || f === 'HH' || f === 'LL' || f === 'A') return f;
  if (f === '>' || f === 'HU') return 'HH';
  if (f === '<' || f === 'LU') return 'LL';
  if (f === 'AA' || f === 'POS' || f === 'DET' || f === 'R' || f === 'I') return 'A';
  return null;
}

/**
 * Reads an ORU^R01: MSH, PID, then OBR groups, each with its OBX results; NTE notes attach to the segment before
 * them (the OBR or the OBX). Text results that continue over several OBX with the same identifier and sub-id
 * (multi-part results) are joined into one observation, line by line. Everything else in the message (PV1, ORC,
 * SFT, Z-segments) is read where useful and otherwise ignored.
 */
export function readOru(message: Hl7Message): OruMessage {
  const msh = message.segments[0];
  const type = `${msh.get(9, 1)}^${msh.get(9, 2)}`;
  if (msh.get(9, 1) !== 'ORU' || (msh.get(9, 2) !== 'R01' && msh.get(9, 2) !== '')) {
    throw new Hl7Error('not_oru', `The message is ${type}, not ORU^R01.`);
  }
  const controlId = msh.get(10);
  if (!controlId) throw new Hl7Error('missing_control_id', 'MSH-10 (message control id) is empty.');
  const pid = message.first('PID');
  const patientIds: string[] = [];
  if (pid) {
    for (let r = 1; r <= pid.repetitions(3); r++) { const id = pid.get(3, 1, 1, r); if (id) patientIds.push(id); }
    for (const f of [2, 4]) { const id = pid.get(f); if (id) patientIds.push(id); }
  }
  const orders: OruOrder[] = [];
  let order: OruOrder | null = null;
  let last: OruObservation | null = null;
  let pendingOrc: { placer: string; filler: string } | null = null;
  for (const seg of message.segments) {
    switch (seg.name) {
      case 'ORC':
        pendingOrc = { placer: seg.get(2), filler: seg.get(3) };
        break;
      case 'OBR':
        order = {
          placerOrderNumber: seg.get(2) || pendingOrc?.placer || '',
          fillerOrderNumber: seg.get(3) || pendingOrc?.filler || '',
          serviceCode: seg.get(4, 1),
          serviceName: seg.get(4, 2) || seg.get(4, 5),
          observedAt: parseHl7Time(seg.get(7)),
          resultStatus: seg.get(25),
          notes: [],
          observations: [],
        };
        pendingOrc = null;
        orders.push(order);
        last = null;
        break;
      case 'OBX': {
        if (!order) throw new Hl7Error('obx_without_obr', `OBX ${seg.get(1) || ''} comes before any OBR.`.replace('  ', ' '));
        const valueType = seg.get(2);
        const code = seg.get(3, 1) || seg.get(3, 4);
        const name = seg.get(3, 2) || seg.get(3, 5) || code;
        const subId = seg.get(4);
        const isText = valueType === 'TX' || valueType === 'FT' || valueType === 'ST';
        const values: string[] = [];
        for (let r = 1; r <= Math.max(1, seg.repetitions(5)); r++) {
          values.push(valueType === 'NM' || valueType === 'SN' ? numericText(seg, r, valueType) : seg.text(5, r));
        }
        const value = values.join(isText ? '\n' : ', ');
        if (last && isText && last.code === code && last.subId === subId && last.valueType === valueType) {
          last.value = `${last.value}\n${value}`;
          break;
        }
        const range = seg.get(7);
        const bounds = parseReferenceRange(range);
        const obs: OruObservation = {
          setId: seg.get(1),
          valueType,
          code,
          name,
          codingSystem: seg.get(3, 3),
          subId,
          value,
          numericValue: (valueType === 'NM' || valueType === 'SN' || valueType === '') && NUMBER.test(value.trim()) ? Number(value.trim()) : null,
          units: seg.get(6, 1) || seg.get(6, 2),
          referenceRange: range,
          refLow: bounds.low,
          refHigh: bounds.high,
          flag: normaliseFlag(seg.get(8)),
          status: seg.get(11),
          observedAt: parseHl7Time(seg.get(14)),
          notes: [],
        };
        order.observations.push(obs);
        last = obs;
        break;
      }
      case 'NTE': {
        const note = seg.text(3);
        if (last) last.notes.push(note);
        else if (order) order.notes.push(note);
        break;
      }
      default:
        break;
    }
  }
  if (orders.length === 0) throw new Hl7Error('no_order', 'The message has no OBR segment.');
  if (orders.every((o) => o.observations.length === 0)) throw new Hl7Error('no_results', 'The message has no OBX results.');
  return {
    controlId,
    messageType: type,
    sendingApplication: msh.get(3),
    sendingFacility: msh.get(4),
    receivingFacility: msh.get(6),
    sentAt: parseHl7Time(msh.get(7)),
    patientId: patientIds[0] ?? '',
    patientIds,
    patientName: pid ? [pid.get(5, 2), pid.get(5, 1)].filter(Boolean).join(' ') : '',
    orders,
  };
}

/** NM as written; SN (structured numeric: comparator^num1^separator^num2) as "<5", "1:128", "10-20". */
function numericText(seg: Hl7Segment, rep: number, valueType: string): string {
  if (valueType === 'NM') return seg.get(5, 1, 1, rep).trim();
  const [cmp, n1, sep, n2] = [1, 2, 3, 4].map((c) => seg.get(5, c, 1, rep));
  return `${cmp === '=' ? '' : cmp}${n1}${sep}${n2}`;
}

export function parseOru(raw: string): OruMessage {
  return readOru(parseHl7(raw));
}

// ---------------------------------------------------------------- writing ----------

/** HL7 TS in UTC: YYYYMMDDHHMMSS+0000. */
export function hl7Time(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}+0000`;
}

/** One segment from field values; each value is an array of components (escaped here) or a string. */
export function segment(name: string, fields: (string | string[] | undefined | null)[], d: Delimiters = DEFAULT_DELIMITERS): string {
  const enc = (f: string | string[] | undefined | null) => {
    if (f === undefined || f === null) return '';
    if (Array.isArray(f)) return f.map((c) => escapeHl7(c, d)).join(d.component).replace(new RegExp(`\\${d.component}+$`), '');
    return escapeHl7(f, d);
  };
  return [name, ...fields.map(enc)].join(d.field).replace(new RegExp(`\\${d.field}+$`), '');
}

export function mshSegment(input: { sendingApp: string; sendingFacility: string; receivingApp: string; receivingFacility: string; at: Date; type: [string, string, string]; controlId: string }): string {
  const d = DEFAULT_DELIMITERS;
  return `MSH${d.field}${d.component}${d.repetition}${d.escape}${d.subcomponent}${d.field}` + segment('', [
    [input.sendingApp], [input.sendingFacility], [input.receivingApp], [input.receivingFacility], hl7Time(input.at), '', input.type, input.controlId, 'P', '2.5.1',
  ]).slice(1);
}

/** An ACK for a received message (MSA-1 AA accepted, AE error with the reason in MSA-3). */
export function buildAck(input: { controlId: string; ok: boolean; text?: string; sendingFacility: string; receivingFacility: string; at?: Date }): string {
  const at = input.at ?? new Date();
  return [
    mshSegment({ sendingApp: 'VETCLINIC', sendingFacility: input.sendingFacility, receivingApp: '', receivingFacility: input.receivingFacility, at, type: ['ACK', 'R01', 'ACK'], controlId: `ACK${at.getTime()}` }),
    segment('MSA', [input.ok ? 'AA' : 'AE', input.controlId, input.text ?? '']),
  ].join('\r');
}
