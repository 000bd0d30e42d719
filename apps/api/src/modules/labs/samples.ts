/**
 * Realistic ORU^R01 messages in the shapes analysers and reference labs send, for tests, the bench and the e2e
 * spec. The shapes follow public samples (reference-lab 2.2 messages with ORC before OBR, CE results, NTE notes
 * after OBX and a Z-segment; 2.5.1 messages with SFT and EI/CX identifiers); the values are veterinary and ours.
 */

export interface ChemistryInput {
  placer: string;
  petId: number;
  controlId: string;
  /** ALT value (U/L, range 10-125): above 125 is flagged H. */
  alt?: number;
  /** Glucose (mg/dL, range 74-143): below 74 is flagged L. */
  glucose?: number;
  at?: string;
  filler?: string;
  eol?: string;
}

/** An in-house chemistry analyser's result for our order (IDEXX-VetLab-like: NM results, units, ranges, H/L). */
export function chemistryOru(i: ChemistryInput): string {
  const at = i.at ?? '20261127101500';
  const alt = i.alt ?? 182;
  const glu = i.glucose ?? 61;
  const flag = (v: number, lo: number, hi: number) => (v > hi ? 'H' : v < lo ? 'L' : 'N');
  return [
    `MSH|^~\\&|VetLab Station|IDEXX^INHOUSE|VETCLINIC|CLINIC01|${at}||ORU^R01|${i.controlId}|P|2.5.1`,
    `PID|1||${i.petId}^^^CLINIC01^PI||Smith^Rex||20190304|M`,
    `OBR|1|${i.placer}^VETCLINIC|${i.filler ?? `IDX-${i.controlId}`}^IDEXX|CHEM12^Chemistry panel^L|||${at}|||||||||||||||${at}||CH|F`,
    `OBX|1|NM|1751-7^Albumin^LN||3.1|g/dL|2.3-4.0|N|||F|||${at}`,
    `OBX|2|NM|6768-6^ALP^LN||98|U/L|23-212|N|||F|||${at}`,
    `OBX|3|NM|1742-6^ALT^LN||${alt}|U/L|10-125|${flag(alt, 10, 125)}|||F|||${at}`,
    `OBX|4|NM|3094-0^BUN^LN||18|mg/dL|7-27|N|||F|||${at}`,
    `OBX|5|NM|2160-0^Creatinine^LN||1.2|mg/dL|0.5-1.8|N|||F|||${at}`,
    `OBX|6|NM|2345-7^Glucose^LN||${glu}|mg/dL|74-143|${flag(glu, 74, 143)}|||F|||${at}`,
    `NTE|1|L|Sample slightly lipemic; repeat fasting if glucose stays low.`,
  ].join(i.eol ?? '\r') + (i.eol ?? '\r');
}

/** A reference lab's CBC (LabCorp-like 2.2 shape): ORC then OBR, LF line ends, notes, a Z-segment, HH/LL flags. */
export const REFERENCE_LAB_CBC = [
  'MSH|^~\\&|LCS|REFLAB|VETCLINIC|CLINIC01|20261120153200||ORU^R01|RL3630|P|2.2',
  'PID|1|4471|4471^^^CLINIC01||BELLA^^^^^|||F',
  'ORC|RE|VC1-77^VETCLINIC|20923085580^REFLAB||CM',
  'OBR|1|VC1-77^VETCLINIC|20923085580^REFLAB|CBC^Complete blood count^L|||20261120083600|||||| CH13380|20261120090000||||||20923085580||20261120150000|||F',
  'OBX|1|NM|6690-2^WBC^LN||28.4|10\\S\\3/uL|5.5-16.9|HH|||F',
  'OBX|2|NM|789-8^RBC^LN||4.1|10\\S\\6/uL|5.65-8.87|L|||F',
  'OBX|3|NM|777-3^Platelets^LN||35|10\\S\\3/uL|148-484|LL|||F',
  'NTE|1|L|Platelet clumps seen;',
  'NTE|2|L|count may be falsely low.',
  'OBX|4|CE|BLOODPAR^Blood parasites^L||NEG^Negative^L||||||F',
  'ZPS|1|RL|REFERENCE LAB HOLDINGS|1447 YORK COURT^^BURLINGTON^NC^27215',
].join('\n');

/** Heska-Element-like: escapes in units and notes (\S\ \F\ \T\ \R\ \E\ \X..\ \.br\), an SN value and repetitions. */
export const ESCAPED_T4 = [
  'MSH|^~\\&|Element DC|HESKA|VETCLINIC|CLINIC01|20261101090000-0500||ORU^R01^ORU_R01|HSK-0001|P|2.5.1',
  'PID|1||88^^^CLINIC01^PI~A-4471^^^HESKA^MR||Whiskers',
  'OBR|1|VC1-88|HSK-F-1|T4^Total T4^L|||20261101085500-0500|||||||||||||||||F',
  'OBX|1|SN|3026-2^Total T4^LN||<^0.5|ug/dL|1.0-4.0|L|||F',
  'NTE|1||Result below \\F\\ linear range \\T\\ repeat\\R\\dilute; path \\E\\lab\\E\\ ok\\.br\\second line \\X4B\\9 \\H\\bold\\N\\',
  'OBX|2|ST|CMT^Comment^L||Cat \\S\\ hyperthyroid? \\XC3A9\\ no|||A|||F',
].join('\r');

/** Abaxis-VetScan-like: multi-part text result over several OBX with the same id and sub-id, CRLF endings. */
export const MULTIPART_UA = [
  'MSH|^~\\&|VETSCAN|ABAXIS|VETCLINIC|CLINIC01|20261105120000||ORU^R01|ABX-555|P|2.3.1',
  'PID|1||91||Max',
  'OBR|1|VC1-91|ABX-F-91|UA^Urinalysis^L|||20261105115000||||||||||||||||||F',
  'OBX|1|NM|2965-2^Urine specific gravity^LN||1.012||1.015-1.045|L|||F',
  'OBX|2|NM|2756-5^Urine pH^LN||7.5||5.5-7.0|H|||F',
  'OBX|3|TX|SED^Sediment^L|1|Few struvite crystals.||||||F',
  'OBX|4|TX|SED^Sediment^L|1|No casts seen.||||||F',
  'OBX|5|TX|SED^Sediment^L|1|Rare WBC/hpf.||||||F',
].join('\r\n');

/** Two OBR groups in one message (a chemistry add-on and a T4), custom delimiters declared in MSH-1/MSH-2. */
export const TWO_GROUPS_CUSTOM_DELIMITERS = [
  'MSH#@!$%#IDEXX#REFLAB#VETCLINIC#CLINIC01#20261110100000##ORU@R01#MULTI-1#P#2.5.1',
  'PID#1##55',
  'OBR#1#VC1-55#F-55#CHEM12@Chemistry panel@L',
  'OBX#1#NM#2160-0@Creatinine@LN##2.9#mg/dL#0.5-1.8#H###F',
  'OBR#2#VC1-56#F-56#T4@Total T4@L',
  'OBX#1#NM#3026-2@Total T4@LN##2.1#ug/dL#1.0-4.0#N###F',
].join('\r');

export const MALFORMED = {
  garbage: 'Hello, this is not HL7 at all',
  notOru: 'MSH|^~\\&|PMS|CLINIC|LAB|REFLAB|20261101||ADT^A01|ADT1|P|2.5.1\rPID|1||12\r',
  obxFirst: 'MSH|^~\\&|LAB|REFLAB|VETCLINIC|CLINIC01|20261101||ORU^R01|BAD-1|P|2.5.1\rPID|1||12\rOBX|1|NM|2345-7^Glucose^LN||90|mg/dL|74-143|N|||F\r',
  noControlId: 'MSH|^~\\&|LAB|REFLAB|VETCLINIC|CLINIC01|20261101||ORU^R01||P|2.5.1\rPID|1||12\rOBR|1|X-1\rOBX|1|NM|G^G||1\r',
  noResults: 'MSH|^~\\&|LAB|REFLAB|VETCLINIC|CLINIC01|20261101||ORU^R01|EMPTY-1|P|2.5.1\rPID|1||12\rOBR|1|X-1\r',
  badDelimiters: 'MSH|^^\\&|LAB|X\r',
};
