/**
 * Credit notes and refunds (#16): the arithmetic the API applies, pure so that property tests can drive it.
 * Amounts are integer hundredths of the sale's currency; `digits` is the currency's own (0 for won/yen: every
 * credited amount is a whole won, like the sale it credits).
 */

/** Hundredths per smallest payable step: 100 for won and yen, 1 for two- and three-digit currencies. */
const stepOf = (digits: number) => (digits >= 2 ? 1 : 10 ** (2 - digits));

/** n × num / den rounded half up to a multiple of step (n, num, den ≥ 0, den > 0). */
function shareRounded(n: number, num: number, den: number, step: number): number {
  const exact = BigInt(n) * BigInt(num);
  const d = BigInt(den) * BigInt(step);
  const q = exact / d;
  const r = exact % d;
  return Number((r * 2n >= d ? q + 1n : q) * BigInt(step));
}

export interface CreditableLine {
  /** Sold quantity (in the line's unit) and the line's money. */
  quantity: number;
  total: number;
  tax: number;
}
export interface CreditedSoFar { quantity: number; total: number; tax: number }
export interface CreditShare { total: number; tax: number; net: number }

/**
 * The money credited for `quantity` more units of a sale line, given what the live (posted, not voided) credit
 * notes already took. The share is the difference of the cumulative proportional amounts (so crediting in parts
 * adds up like crediting at once), clamped to what is left; crediting the last units takes exactly the rest, so
 * a line credited in full gives back its total to the minor unit. Throws RangeError beyond the sold quantity.
 */
export function creditShare(line: CreditableLine, so: CreditedSoFar, quantity: number, digits = 2): CreditShare {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError('quantity must be a positive integer');
  if (so.quantity + quantity > line.quantity) throw new RangeError('beyond the sold quantity');
  const leftTotal = line.total - so.total;
  const leftTax = line.tax - so.tax;
  if (so.quantity + quantity === line.quantity) return { total: leftTotal, tax: leftTax, net: leftTotal - leftTax };
  const step = stepOf(digits);
  const cum = (q: number, amount: number) => shareRounded(amount, q, line.quantity, step);
  const total = Math.max(0, Math.min(leftTotal, cum(so.quantity + quantity, line.total) - cum(so.quantity, line.total)));
  // Tax in the hundredths (no step): the share of the line's tax, never above the share's total.
  const tax = Math.max(0, Math.min(leftTax, total, cum(so.quantity + quantity, line.tax) - cum(so.quantity, line.tax)));
  return { total, tax, net: total - tax };
}

/** What a sale still owes: total less live credit notes, less what was paid net of refunds (never below 0). */
export function saleDue(s: { total: number; credited: number; paid: number; refunded: number }): number {
  return Math.max(0, s.total - s.credited - (s.paid - s.refunded));
}

/**
 * Posting a credit note of `amount` on a sale owing `due`: `applied` reduces the balance due, `excess` (money
 * already paid beyond the sale's new total) becomes refundable on the credit note.
 */
export function creditPosting(due: number, amount: number): { applied: number; excess: number } {
  const applied = Math.min(Math.max(0, due), amount);
  return { applied, excess: amount - applied };
}

/**
 * The most a refund may take. From the credit note: its excess not yet refunded. To a payment method: also no
 * more than what the sale's payments in that method paid (applied to the sale) less what was refunded to it;
 * into client credit (method 6): the credit note's refundable excess only (the money stays with the clinic).
 */
export function refundLimit(input: {
  excess: number; refundedOfNote: number; method: number; clientCreditMethod: number;
  paidByMethod: Readonly<Record<number, number>>; refundedByMethod: Readonly<Record<number, number>>;
}): number {
  const fromNote = Math.max(0, input.excess - input.refundedOfNote);
  if (input.method === input.clientCreditMethod) return fromNote;
  const byMethod = Math.max(0, (input.paidByMethod[input.method] ?? 0) - (input.refundedByMethod[input.method] ?? 0));
  return Math.min(fromNote, byMethod);
}
