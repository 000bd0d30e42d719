/**
 * Invoice arithmetic in integer minor units (docs/decisions.md, "Billing arithmetic"). The rules:
 * - a line's amount is unit price × quantity, then its own discount; an invoice discount is spread over
 *   the lines in proportion to what is left of each (largest remainder, so it adds up to the minor unit);
 * - taxes are computed per line and rounded half away from zero per line; the invoice's tax for a rate
 *   is the sum of its lines', so the total is always Σ lines = net + Σ taxes, exactly;
 * - with prices entered with tax ("gross"), the gross amount is kept to the minor unit and the net is
 *   extracted from it; with prices without tax the net is kept and the taxes are added;
 * - two taxes (VAT from `vat_list`, service tax from `service_tax_list`) apply side by side on the net;
 * - the clinic preference `tax_apply_order` says whether discounts come off before the taxes are computed
 *   ('discount_before_tax', also the default when null: the discount lowers the taxable amount) or after
 *   ('discount_after_tax': the taxes are those of the undiscounted price and the discount comes off the
 *   taxed total).
 * Rates are basis points (10 % = 1000). Intermediate products use BigInt, so no amount within the safe
 * integer range can overflow; invalid input (negative, non-integer, a discount above its base) throws a
 * RangeError — the API's zod schemas refuse it with a 422 before it gets here.
 */

export type TaxApplyOrder = null | 'discount_before_tax' | 'discount_after_tax';
export type Discount = { kind: 'percent'; bp: number } | { kind: 'amount'; minor: number };

export interface LineInput {
  /** Price of one unit as entered (with or without tax, per `pricesIncludeTax`). */
  unitPriceMinor: number;
  quantity: number;
  discount?: Discount | null;
  vatBp: number;
  serviceTaxBp?: number;
}

export interface InvoiceInput {
  lines: readonly LineInput[];
  pricesIncludeTax: boolean;
  taxApplyOrder?: TaxApplyOrder;
  discount?: Discount | null;
}

export interface LineTotals {
  /** unit price × quantity, as entered. */
  base: number;
  lineDiscount: number;
  /** This line's share of the invoice discount. */
  invoiceDiscount: number;
  net: number;
  vat: number;
  serviceTax: number;
  /** What the client pays for the line: net + vat + serviceTax, less the discounts when they come off after tax. */
  total: number;
}

export interface TaxRow { kind: 'vat' | 'service_tax'; rateBp: number; base: number; amount: number }

export interface InvoiceTotals {
  lines: LineTotals[];
  subtotal: number;
  discount: number;
  net: number;
  taxes: TaxRow[];
  tax: number;
  total: number;
}

const BP = 10_000n;

/** a / b rounded half away from zero (b > 0). */
export function roundDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= b) return a < 0n ? q - 1n : q + 1n;
  return q;
}

/**
 * Splits `total` minor units over `weights` in proportion, exactly: each share is the floor of its exact
 * share, and the units left go to the largest remainders (earlier index first on ties). Zero weights get
 * nothing; all-zero weights with a non-zero total throw.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertInt(total, 'total');
  if (total < 0) return allocate(-total, weights).map((v) => (v === 0 ? 0 : -v));
  const w = weights.map((x, i) => { assertNonNegativeInt(x, `weights[${i}]`); return BigInt(x); });
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('cannot allocate over zero weights');
  }
  const t = BigInt(total);
  const shares = w.map((x) => (t * x) / sum);
  let left = t - shares.reduce((a, b) => a + b, 0n);
  const order = w.map((x, i) => ({ i, rem: (t * x) % sum })).filter((o) => w[o.i] > 0n)
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const o of order) {
    if (left === 0n) break;
    shares[o.i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

function assertInt(v: number, name: string) {
  if (!Number.isSafeInteger(v)) throw new RangeError(`${name} must be a safe integer`);
}
function assertNonNegativeInt(v: number, name: string) {
  assertInt(v, name);
  if (v < 0) throw new RangeError(`${name} must not be negative`);
}

function discountOf(base: bigint, d: Discount | null | undefined, name: string): bigint {
  if (!d) return 0n;
  if (d.kind === 'percent') {
    assertNonNegativeInt(d.bp, `${name}.bp`);
    if (d.bp > 10_000) throw new RangeError(`${name} above 100 %`);
    return roundDiv(base * BigInt(d.bp), BP);
  }
  assertNonNegativeInt(d.minor, `${name}.minor`);
  if (BigInt(d.minor) > base) throw new RangeError(`${name} above the amount it discounts`);
  return BigInt(d.minor);
}

/** VAT and service tax of a net amount, side by side. */
function taxesOnNet(net: bigint, vatBp: bigint, stBp: bigint): [bigint, bigint] {
  return [roundDiv(net * vatBp, BP), roundDiv(net * stBp, BP)];
}

/** Net extracted from a gross amount, and the taxes split (by rate) so that net + vat + st === gross exactly. */
function taxesInGross(gross: bigint, vatBp: bigint, stBp: bigint): [bigint, bigint, bigint] {
  const net = roundDiv(gross * BP, BP + vatBp + stBp);
  const [vat, st] = allocate(Number(gross - net), [Number(vatBp), Number(stBp)]);
  return [net, BigInt(vat), BigInt(st)];
}

export function computeInvoice(input: InvoiceInput): InvoiceTotals {
  const afterTax = input.taxApplyOrder === 'discount_after_tax';
  const prepared = input.lines.map((l, i) => {
    assertNonNegativeInt(l.unitPriceMinor, `lines[${i}].unitPriceMinor`);
    assertNonNegativeInt(l.quantity, `lines[${i}].quantity`);
    assertNonNegativeInt(l.vatBp, `lines[${i}].vatBp`);
    assertNonNegativeInt(l.serviceTaxBp ?? 0, `lines[${i}].serviceTaxBp`);
    const base = BigInt(l.unitPriceMinor) * BigInt(l.quantity);
    const vatBp = BigInt(l.vatBp);
    const stBp = BigInt(l.serviceTaxBp ?? 0);
    // Discounts after tax: taxes of the undiscounted price, discounts off the taxed amount.
    let taxed: [bigint, bigint, bigint] | null = null;
    if (afterTax) taxed = input.pricesIncludeTax ? taxesInGross(base, vatBp, stBp) : [base, ...taxesOnNet(base, vatBp, stBp)];
    const discountable = taxed ? taxed[0] + taxed[1] + taxed[2] : base;
    const lineDiscount = discountOf(discountable, l.discount, `lines[${i}].discount`);
    return { base, vatBp, stBp, taxed, lineDiscount, after: discountable - lineDiscount };
  });
  const afterSum = prepared.reduce((a, p) => a + p.after, 0n);
  const invoiceDiscount = discountOf(afterSum, input.discount, 'discount');
  const shares = afterSum === 0n ? prepared.map(() => 0) : allocate(Number(invoiceDiscount), prepared.map((p) => Number(p.after)));

  const lines: LineTotals[] = prepared.map((p, i) => {
    const amount = p.after - BigInt(shares[i]);
    let net: bigint; let vat: bigint; let st: bigint;
    if (p.taxed) [net, vat, st] = p.taxed;
    else if (input.pricesIncludeTax) [net, vat, st] = taxesInGross(amount, p.vatBp, p.stBp);
    else { net = amount; [vat, st] = taxesOnNet(net, p.vatBp, p.stBp); }
    return {
      base: Number(p.base), lineDiscount: Number(p.lineDiscount), invoiceDiscount: shares[i],
      net: Number(net), vat: Number(vat), serviceTax: Number(st), total: Number(p.taxed ? amount : net + vat + st),
    };
  });

  const taxMap = new Map<string, TaxRow>();
  input.lines.forEach((l, i) => {
    const add = (kind: TaxRow['kind'], rateBp: number, amount: number) => {
      if (rateBp === 0 && amount === 0 && kind === 'service_tax') return;
      const key = `${kind}:${rateBp}`;
      const row = taxMap.get(key) ?? { kind, rateBp, base: 0, amount: 0 };
      row.base += lines[i].net;
      row.amount += amount;
      taxMap.set(key, row);
    };
    add('vat', l.vatBp, lines[i].vat);
    add('service_tax', l.serviceTaxBp ?? 0, lines[i].serviceTax);
  });
  const taxes = [...taxMap.values()].sort((a, b) => (a.kind === b.kind ? a.rateBp - b.rateBp : a.kind === 'vat' ? -1 : 1));

  const sum = (f: (l: LineTotals) => number) => lines.reduce((a, l) => a + f(l), 0);
  return {
    lines,
    subtotal: sum((l) => l.base),
    discount: sum((l) => l.lineDiscount + l.invoiceDiscount),
    net: sum((l) => l.net),
    taxes,
    tax: sum((l) => l.vat + l.serviceTax),
    total: sum((l) => l.total),
  };
}

/**
 * `computeInvoice` for amounts held in hundredths of the major unit (every money column) in a currency whose own
 * minor unit is coarser — whole won, whole yen (`digits` 0): the arithmetic runs in the currency's unit, so every
 * rounding lands on a whole won, and the results come back in hundredths. Returns null when an input amount is not
 * a whole number of the currency's unit (1,234.50 ₩): the caller refuses it. For two or more digits it is
 * `computeInvoice` itself (a third decimal cannot be stored).
 */
export function computeInvoiceIn(digits: number, input: InvoiceInput): InvoiceTotals | null {
  if (digits >= 2) return computeInvoice(input);
  const step = 10 ** (2 - digits);
  const down = (minor: number) => (minor % step === 0 ? minor / step : null);
  const scaleDiscount = (d: Discount | null | undefined): Discount | null | undefined | false => {
    if (!d || d.kind === 'percent') return d;
    const m = down(d.minor);
    return m === null ? false : { kind: 'amount', minor: m };
  };
  const lines: LineInput[] = [];
  for (const l of input.lines) {
    const price = down(l.unitPriceMinor);
    const discount = scaleDiscount(l.discount);
    if (price === null || discount === false) return null;
    lines.push({ ...l, unitPriceMinor: price, discount });
  }
  const discount = scaleDiscount(input.discount);
  if (discount === false) return null;
  const t = computeInvoice({ ...input, lines, discount });
  const up = (n: number) => n * step;
  return {
    lines: t.lines.map((l) => ({ ...l, base: up(l.base), lineDiscount: up(l.lineDiscount), invoiceDiscount: up(l.invoiceDiscount), net: up(l.net), vat: up(l.vat), serviceTax: up(l.serviceTax), total: up(l.total) })),
    subtotal: up(t.subtotal), discount: up(t.discount), net: up(t.net), tax: up(t.tax), total: up(t.total),
    taxes: t.taxes.map((r) => ({ ...r, base: up(r.base), amount: up(r.amount) })),
  };
}
