/**
 * Exact line and order totals in integer minor units. net = quantity × unit_cost; VAT = net × vat_bp / 10 000
 * rounded half up per line (BigInt, never a float); gross = net + VAT; an order's totals are the sums of its lines.
 */
export function lineTotals(quantity: number, unitCost: number, vatBp: number) {
  const net = BigInt(quantity) * BigInt(unitCost);
  const vat = (net * BigInt(vatBp) + 5000n) / 10000n;
  return { net: Number(net), vat_amount: Number(vat), gross: Number(net + vat) };
}

export function sumTotals(lines: { net: number; vat_amount: number; gross: number }[]) {
  return lines.reduce((s, l) => ({ net: s.net + l.net, vat_amount: s.vat_amount + l.vat_amount, gross: s.gross + l.gross }), { net: 0, vat_amount: 0, gross: 0 });
}
