import { Box, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, moneyToText, parseMoneyText, type TEstimateLineInput } from '@vetclinic/domain';
import { computeEstimateTotals } from '@vetclinic/domain/money/estimate-totals';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMoneyTextError } from '../clinic/money-input';
import { useMoney } from '../clinic/use-clinic';
import { useCatalogueSearch, type CatalogueHit } from './api';

/** A line as typed: strings until saved, so a half-typed amount is never rounded away. */
export interface LineDraft {
  key: string;
  service_id: number | null;
  product_id: number | null;
  name: string;
  qty_low: string;
  qty_high: string;
  /** Major units as typed (12.50 or 12,50); empty = the catalogue price (templates only). */
  unit_price: string;
  discount_percent: string;
  vat: string;
  /** Service tax in percent, from the catalogue (not edited in the table); left out, the server takes the service's. */
  service_tax?: number;
}

let seq = 0;
export const newKey = () => `l${++seq}`;

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/**
 * A saved line as the editor shows it; the price in the clinic currency's own digits (shared money helpers):
 * 150000 is "1500" in won, "1500.00" in lei.
 */
export function draftOf(l: { service_id: number | null; product_id: number | null; name: string; qty_low: number; qty_high: number; unit_price: number | null; discount_percent: number | null; vat: number; service_tax?: number }, currency: string): LineDraft {
  return {
    key: newKey(), service_id: l.service_id, product_id: l.product_id, name: l.name, qty_low: String(l.qty_low), qty_high: String(l.qty_high),
    unit_price: moneyToText(l.unit_price, currency), discount_percent: l.discount_percent == null ? '' : String(l.discount_percent), vat: String(l.vat),
    service_tax: l.service_tax,
  };
}

/** The request's line; an amount that does not parse (or that the currency cannot hold, 1.5 won) goes as -1 so the server names the field. */
type LineOut = {
  service_id: number | null; product_id: number | null; name: string | null; qty_low: number; qty_high: number;
  unit_price: number | null; discount_percent: number | null; vat: number;
} & TEstimateLineInput;
export function inputOf(d: LineDraft, currency: string): LineOut {
  const price = parseMoneyText(d.unit_price, currency);
  return {
    service_id: d.service_id, product_id: d.product_id, name: d.name.trim() || null,
    qty_low: num(d.qty_low) ?? Number.NaN, qty_high: num(d.qty_high) ?? Number.NaN,
    unit_price: price.ok ? price.value : -1,
    discount_percent: num(d.discount_percent), vat: num(d.vat) ?? 0,
    ...(d.service_tax != null ? { service_tax: d.service_tax } : {}),
  };
}

/** The lines table of the estimate builder and the template editor: low–high quantities, price, discount, VAT, live totals. */
export function LinesEditor({ lines, onChange, errors, pricesIncludeTax, allowCataloguePrice = false }: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: Record<string, string>;
  pricesIncludeTax: boolean;
  /** Templates: an empty price means "the catalogue's price when used". */
  allowCataloguePrice?: boolean;
}) {
  const { t } = useTranslation();
  const { money, range, digits, inputDigits, text, currency } = useMoney();
  const moneyError = useMoneyTextError();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const found = useCatalogueSearch(search);
  const [active, setActive] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const qtyRefs = useRef<Record<string, HTMLInputElement | null>>({});
  // Prices loaded before the clinic's preferences arrived were shown in the default currency's digits ("1500.00"):
  // when the currency becomes known, the same amounts are shown in its own digits ("1500" won).
  const shownIn = useRef(currency);
  useEffect(() => {
    const before = shownIn.current;
    shownIn.current = currency;
    if (before === currency) return;
    const again = lines.map((l) => {
      const r = parseMoneyText(l.unit_price, before);
      return r.ok && r.value !== null ? { ...l, unit_price: moneyToText(r.value, currency) } : l;
    });
    if (again.some((l, i) => l.unit_price !== lines[i].unit_price)) onChange(again);
  }, [currency]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const add = (hit: CatalogueHit) => {
    const d: LineDraft = {
      key: newKey(), service_id: hit.kind === 'service' ? hit.id : null, product_id: hit.kind === 'product' ? hit.id : null, name: hit.name,
      qty_low: '1', qty_high: '1', unit_price: allowCataloguePrice ? '' : text(hit.price), discount_percent: '', vat: String(hit.vat), service_tax: hit.service_tax,
    };
    onChange([...lines, d]);
    setSearchInput('');
    setActive(0);
    // Enter picks, then the quantity takes the focus: the keyboard never leaves the table.
    setTimeout(() => qtyRefs.current[d.key]?.focus(), 0);
  };
  // Only hits for what the box holds now: in the debounce window after an add, the last search's hits would take the Enter.
  const current = search.trim() !== '' && search === searchInput;
  const hits = current ? (found.data ?? []) : [];
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => Math.min(a + 1, Math.max(0, hits.length - 1))); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(0, a - 1)); }
    else if (e.key === 'Enter') { e.preventDefault(); if (hits[active]) add(hits[active]); }
    else if (e.key === 'Escape') setSearchInput('');
  };
  const onQtyKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') { e.preventDefault(); searchRef.current?.focus(); }
  };

  const valid = lines.map((l) => {
    const i = inputOf(l, currency);
    const ok = Number.isInteger(i.qty_low) && Number.isInteger(i.qty_high) && i.qty_high >= i.qty_low && (i.unit_price ?? 0) >= 0;
    return ok ? { qtyLow: i.qty_low, qtyHigh: i.qty_high, unitPrice: i.unit_price ?? 0, discountPercentBp: i.discount_percent ? Math.round(i.discount_percent * 100) : null, vatBp: Math.round((i.vat ?? 0) * 100), serviceTaxBp: Math.round(Number(i.service_tax ?? 0) * 100) } : null;
  });
  const totals = valid.every(Boolean) && lines.length
    ? (() => { try { return computeEstimateTotals(valid.map((v) => v!), { pricesIncludeTax, digits }); } catch { return null; } })()
    : null;
  const err = (i: number, f: string) => errors[`lines.${i}.${f}`];
  // What the currency cannot hold (1.5 won) is said at once, before the server is asked.
  const priceError = (i: number) => moneyError(parseMoneyText(lines[i]?.unit_price ?? '', currency));
  const errText = (i: number) => priceError(i) || ['service_id', 'product_id', 'qty_low', 'qty_high', 'unit_price', 'discount_percent', 'discount_amount', 'vat'].map((f) => err(i, f)).filter(Boolean)[0];

  return (
    <Stack gap="3">
      {/* Focusable and named: on a phone the table scrolls sideways, and with no lines it holds nothing else to focus. */}
      <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md" bg="white" tabIndex={0} role="region" aria-label={t('estimates.lines.table')}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="12rem">{t('estimates.lines.item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.qtyLow')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.qtyHigh')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.discount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.vat')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('estimates.lines.total')}</Table.ColumnHeader>
              <Table.ColumnHeader><Text srOnly>{t('estimates.lines.actions')}</Text></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.length === 0 && (
              <Table.Row><Table.Cell colSpan={8} color="fg.muted">{t('estimates.lines.empty')}</Table.Cell></Table.Row>
            )}
            {lines.map((l, i) => (
              <Table.Row key={l.key} data-testid="estimate-line">
                <Table.Cell>
                  <Input size="sm" aria-label={t('estimates.lines.name', { n: i + 1 })} value={l.name} onChange={(e) => set(l.key, { name: e.target.value })} />
                  {errText(i) && <Text fontSize="xs" color="red.600" role="alert">{t(errText(i)!, { defaultValue: errText(i) })}</Text>}
                </Table.Cell>
                <Table.Cell><Input size="sm" w="4.5rem" textAlign="end" inputMode="numeric" aria-label={t('estimates.lines.qtyLowOf', { item: l.name })} aria-invalid={!!err(i, 'qty_low')}
                  ref={(el) => { qtyRefs.current[l.key] = el; }} value={l.qty_low} onKeyDown={onQtyKey}
                  onChange={(e) => set(l.key, { qty_low: e.target.value, ...(Number(e.target.value) > Number(l.qty_high) ? { qty_high: e.target.value } : {}) })} /></Table.Cell>
                <Table.Cell><Input size="sm" w="4.5rem" textAlign="end" inputMode="numeric" aria-label={t('estimates.lines.qtyHighOf', { item: l.name })} aria-invalid={!!err(i, 'qty_high')}
                  value={l.qty_high} onKeyDown={onQtyKey} onChange={(e) => set(l.key, { qty_high: e.target.value })} /></Table.Cell>
                <Table.Cell><Input size="sm" w="6.5rem" textAlign="end" inputMode={inputDigits ? 'decimal' : 'numeric'} aria-label={t('estimates.lines.unitPriceOf', { item: l.name })} aria-invalid={!!err(i, 'unit_price') || !!priceError(i)}
                  placeholder={allowCataloguePrice ? t('estimates.lines.cataloguePrice') : undefined} value={l.unit_price} onKeyDown={onQtyKey} onChange={(e) => set(l.key, { unit_price: e.target.value })} /></Table.Cell>
                <Table.Cell><Input size="sm" w="4.5rem" textAlign="end" inputMode="decimal" aria-label={t('estimates.lines.discountOf', { item: l.name })} aria-invalid={!!err(i, 'discount_percent')}
                  placeholder="%" value={l.discount_percent} onKeyDown={onQtyKey} onChange={(e) => set(l.key, { discount_percent: e.target.value })} /></Table.Cell>
                <Table.Cell><Input size="sm" w="4.5rem" textAlign="end" inputMode="decimal" aria-label={t('estimates.lines.vatOf', { item: l.name })} aria-invalid={!!err(i, 'vat')}
                  placeholder="%" value={l.vat} onKeyDown={onQtyKey} onChange={(e) => set(l.key, { vat: e.target.value })} /></Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{totals ? range(totals.lines[i].low, totals.lines[i].high) : '—'}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('estimates.lines.remove', { item: l.name })} onClick={() => onChange(lines.filter((x) => x.key !== l.key))}>✕</Button>
                </Table.Cell>
              </Table.Row>
            ))}
            {lines.length > 0 && (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="end" fontWeight="700">{t('estimates.lines.estimateTotal')}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="700" whiteSpace="nowrap" data-testid="builder-total">{totals ? range(totals.low, totals.high) : '—'}</Table.Cell>
                <Table.Cell />
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {errors.lines && <Text color="red.600" role="alert">{t(errors.lines, { defaultValue: errors.lines })}</Text>}
      <Box position="relative" maxW={{ md: 'lg' }}>
        <Input ref={searchRef} type="search" role="combobox" aria-expanded={hits.length > 0} aria-controls="estimate-catalogue-hits" aria-autocomplete="list"
          aria-label={t('estimates.lines.add')} placeholder={t('estimates.lines.addPlaceholder')} value={searchInput}
          onChange={(e) => { setSearchInput(e.target.value); setActive(0); }} onKeyDown={onSearchKey} />
        {current && found.data && (
          <Stack id="estimate-catalogue-hits" role="listbox" gap="0" borderWidth="1px" borderRadius="md" mt="1" bg="white">
            {hits.length === 0 && <Text p="2" color="fg.muted">{t('estimates.lines.noMatches')}</Text>}
            {hits.map((h, n) => (
              <Flex key={`${h.kind}${h.id}`} role="option" aria-selected={n === active} px="3" py="2" cursor="pointer" bg={n === active ? 'teal.50' : undefined}
                justify="space-between" gap="3" onMouseDown={(e) => { e.preventDefault(); add(h); }}>
                <Text>{h.name} <Text as="span" color="fg.muted" fontSize="xs">· {t(`estimates.lines.kind.${h.kind}`)}</Text></Text>
                <Text whiteSpace="nowrap">{money(h.price)}</Text>
              </Flex>
            ))}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted" mt="1">{t('estimates.lines.keyboardHint')}</Text>
      </Box>
    </Stack>
  );
}
