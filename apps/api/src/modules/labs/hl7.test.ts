import { describe, expect, it } from 'vitest';
import { Hl7Error, buildAck, escapeHl7, parseHl7, parseOru, parseReferenceRange, unescapeHl7, DEFAULT_DELIMITERS } from './hl7';
import { ESCAPED_T4, MALFORMED, MULTIPART_UA, REFERENCE_LAB_CBC, TWO_GROUPS_CUSTOM_DELIMITERS, chemistryOru } from './samples';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof Hl7Error ? e.code : `not Hl7Error: ${String(e)}`;
  }
  return 'no error';
};

describe('HL7 v2 parser', () => {
  it('reads an in-house chemistry result: ids, order numbers, numeric values, units, ranges and flags', () => {
    const m = parseOru(chemistryOru({ placer: 'VC1-12', petId: 12, controlId: 'C-1' }));
    expect(m).toMatchObject({ controlId: 'C-1', messageType: 'ORU^R01', sendingApplication: 'VetLab Station', sendingFacility: 'IDEXX', receivingFacility: 'CLINIC01', patientId: '12' });
    expect(m.orders).toHaveLength(1);
    const [o] = m.orders;
    expect(o).toMatchObject({ placerOrderNumber: 'VC1-12', fillerOrderNumber: 'IDX-C-1', serviceCode: 'CHEM12', serviceName: 'Chemistry panel', resultStatus: 'F' });
    expect(o.observations.map((x) => x.code)).toEqual(['1751-7', '6768-6', '1742-6', '3094-0', '2160-0', '2345-7']);
    const alt = o.observations[2];
    expect(alt).toMatchObject({ name: 'ALT', value: '182', numericValue: 182, units: 'U/L', referenceRange: '10-125', refLow: 10, refHigh: 125, flag: 'H', status: 'F' });
    expect(alt.observedAt?.toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(o.observations[5]).toMatchObject({ numericValue: 61, flag: 'L', notes: ['Sample slightly lipemic; repeat fasting if glucose stays low.'] });
    expect(o.observations[0].flag).toBeNull();
  });

  it('accepts LF, CRLF and CR segment endings and MLLP framing alike', () => {
    const base = chemistryOru({ placer: 'P1', petId: 1, controlId: 'X' });
    for (const eol of ['\n', '\r\n']) expect(parseOru(chemistryOru({ placer: 'P1', petId: 1, controlId: 'X', eol }))).toEqual(parseOru(base));
    expect(parseOru(`\x0b${base}\x1c\r`)).toEqual(parseOru(base));
  });

  it('reads a reference lab CBC: ORC before OBR, escaped units, HH/LL flags, notes over several NTE, CE results, Z-segment', () => {
    const m = parseOru(REFERENCE_LAB_CBC);
    expect(m.patientIds).toEqual(['4471', '4471']);
    const [o] = m.orders;
    expect(o).toMatchObject({ placerOrderNumber: 'VC1-77', fillerOrderNumber: '20923085580', serviceCode: 'CBC' });
    expect(o.observedAt?.toISOString()).toBe('2026-11-20T08:36:00.000Z');
    const [wbc, rbc, plt, par] = o.observations;
    expect(wbc).toMatchObject({ units: '10^3/uL', flag: 'HH', numericValue: 28.4 });
    expect(rbc).toMatchObject({ units: '10^6/uL', flag: 'L', refLow: 5.65, refHigh: 8.87 });
    expect(plt).toMatchObject({ flag: 'LL', notes: ['Platelet clumps seen;', 'count may be falsely low.'] });
    expect(par).toMatchObject({ valueType: 'CE', value: 'NEG Negative L', numericValue: null, flag: null });
  });

  it('decodes every escape sequence, structured numerics, repeated patient ids and timezone offsets', () => {
    const m = parseOru(ESCAPED_T4);
    expect(m.patientIds).toEqual(['88', 'A-4471']);
    expect(m.sentAt?.toISOString()).toBe('2026-11-01T14:00:00.000Z');
    const [t4, cmt] = m.orders[0].observations;
    expect(t4).toMatchObject({ valueType: 'SN', value: '<0.5', numericValue: null, flag: 'L', units: 'ug/dL' });
    expect(t4.notes).toEqual(['Result below | linear range & repeat~dilute; path \\lab\\ ok\nsecond line K9 bold']);
    expect(cmt).toMatchObject({ value: 'Cat ^ hyperthyroid? é no', flag: 'A' });
  });

  it('joins a multi-part text result (same identifier and sub-id) into one observation', () => {
    const obs = parseOru(MULTIPART_UA).orders[0].observations;
    expect(obs).toHaveLength(3);
    expect(obs[2]).toMatchObject({ code: 'SED', valueType: 'TX', value: 'Few struvite crystals.\nNo casts seen.\nRare WBC/hpf.' });
    expect(obs[0]).toMatchObject({ numericValue: 1.012, flag: 'L' });
  });

  it('groups OBX under their OBR and honours delimiters declared in MSH-1 and MSH-2', () => {
    const m = parseOru(TWO_GROUPS_CUSTOM_DELIMITERS);
    expect(m.controlId).toBe('MULTI-1');
    expect(m.orders.map((o) => [o.placerOrderNumber, o.fillerOrderNumber, o.serviceCode, o.observations.map((x) => `${x.code}=${x.value}${x.flag ?? ''}`)])).toEqual([
      ['VC1-55', 'F-55', 'CHEM12', ['2160-0=2.9H']],
      ['VC1-56', 'F-56', 'T4', ['3026-2=2.1']],
    ]);
    expect(parseHl7(TWO_GROUPS_CUSTOM_DELIMITERS).delimiters).toEqual({ field: '#', component: '@', repetition: '!', escape: '$', subcomponent: '%' });
  });

  it('refuses malformed messages with a reason code', () => {
    expect(codeOf(() => parseOru(''))).toBe('empty');
    expect(codeOf(() => parseOru(MALFORMED.garbage))).toBe('not_hl7');
    expect(codeOf(() => parseOru(MALFORMED.badDelimiters))).toBe('bad_delimiters');
    expect(codeOf(() => parseOru(MALFORMED.notOru))).toBe('not_oru');
    expect(codeOf(() => parseOru(MALFORMED.obxFirst))).toBe('obx_without_obr');
    expect(codeOf(() => parseOru(MALFORMED.noControlId))).toBe('missing_control_id');
    expect(codeOf(() => parseOru(MALFORMED.noResults))).toBe('no_results');
    expect(codeOf(() => parseOru('MSH|^~\\&|A|B|C|D|2026||ORU^R01|1|P|2.5\rthis line is prose\r'))).toBe('bad_segment');
  });

  it('keeps an unterminated or unknown escape as written instead of losing text', () => {
    expect(unescapeHl7('50\\% off')).toBe('50\\% off');
    expect(unescapeHl7('a\\Q\\b')).toBe('a\\Q\\b');
  });

  it('round-trips any text through escape and unescape', () => {
    const samples = ['plain', 'a|b^c~d\\e&f', 'line1\nline2', '\\F\\ literally', 'émoji 🐶 & co', ''];
    for (const s of samples) expect(unescapeHl7(escapeHl7(s), DEFAULT_DELIMITERS)).toBe(s);
  });

  it('reads reference ranges in the forms labs print', () => {
    expect(parseReferenceRange('10-125')).toEqual({ low: 10, high: 125 });
    expect(parseReferenceRange(' 0.5 - 1.8 ')).toEqual({ low: 0.5, high: 1.8 });
    expect(parseReferenceRange('0,5–1,8')).toEqual({ low: 0.5, high: 1.8 });
    expect(parseReferenceRange('<5')).toEqual({ low: null, high: 5 });
    expect(parseReferenceRange('>=2')).toEqual({ low: 2, high: null });
    expect(parseReferenceRange('NEG')).toEqual({ low: null, high: null });
  });

  it('builds an ACK that parses back with the control id', () => {
    const ack = parseHl7(buildAck({ controlId: 'C|9', ok: false, text: 'Stored for review', sendingFacility: 'CLINIC01', receivingFacility: 'IDEXX' }));
    expect(ack.first('MSA')?.get(1)).toBe('AE');
    expect(ack.first('MSA')?.get(2)).toBe('C|9');
    expect(ack.first('MSH')?.get(9, 1)).toBe('ACK');
  });
});
