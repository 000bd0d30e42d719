import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS, ZShoppingListItemInput, type TProduct } from '@vetclinic/domain';
import { FormDialog } from '../../ui/form-dialog';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useAddToList, useProductSearch } from './api';

/**
 * Puts a product on the shopping list by hand: find it by name, SKU or barcode, then the quantity in units
 * (its reorder quantity to start with). A product already on the list gets the quantity added to its line.
 */
export function AddListItemDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddToList();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, AUTOCOMPLETE_DEBOUNCE_MS);
  const found = useProductSearch(search);
  const [product, setProduct] = useState<TProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ product_id?: string; quantity?: string }>({});
  useEffect(() => {
    if (!open) return;
    setSearchInput('');
    setProduct(null);
    setQuantity('1');
    setErrors({});
  }, [open]);

  const choose = (p: TProduct) => {
    setProduct(p);
    setQuantity(String(p.reorder_quantity > 0 ? p.reorder_quantity : 1));
    setErrors({});
  };

  const submit = async () => {
    const parsed = ZShoppingListItemInput.safeParse({ product_id: product?.id, quantity });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'product_id' | 'quantity';
        next[field] ??= field === 'product_id' ? 'purchasing.list.add.chooseProduct' : issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      toaster.create({ type: 'success', title: t('purchasing.list.add.done', { name: product!.name }), closable: true });
      onClose();
    } catch (err) {
      if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        const e = err.body.errors as Record<string, string[]>;
        setErrors({ product_id: e.product_id?.[0], quantity: e.quantity?.[0] });
      } else toastError(err);
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} dirty={!!product || searchInput !== ''} size={{ base: 'full', md: 'md' }}
      title={t('purchasing.list.add.title')} onSubmit={(e) => { e.preventDefault(); void submit(); }}
      footer={<Button type="submit" colorPalette="teal" loading={add.isPending}>{t('purchasing.list.add.submit')}</Button>}>
      <Stack gap="4">
        {product ? (
          <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50">
            <Flex justify="space-between" align="start" gap="2" wrap="wrap">
              <Box>
                <Text fontWeight="500" data-testid="chosen-product">{product.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[product.sku, t('purchasing.list.add.stock', { onHand: product.on_hand, min: product.min_stock }), product.supplier?.name].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              <Button size="sm" variant="ghost" onClick={() => setProduct(null)}>{t('purchasing.list.add.change')}</Button>
            </Flex>
          </Box>
        ) : (
          <FormField label={t('purchasing.list.add.product')} error={errors.product_id ? { message: errors.product_id } : undefined} required>
            <Input type="search" autoComplete="off" placeholder={t('purchasing.list.add.searchPlaceholder')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
          </FormField>
        )}
        {!product && search.trim() !== '' && (
          <Stack gap="0" borderWidth="1px" borderRadius="md" role="list" aria-label={t('purchasing.list.add.results')}>
            {found.isPending && <Text p="2" color="fg.muted">{t('purchasing.list.add.searching')}</Text>}
            {found.isError && <Text p="2" color="red.700">{t('labels.generic_error')}</Text>}
            {found.data?.length === 0 && <Text p="2" color="fg.muted">{t('purchasing.order.noProducts')}</Text>}
            {found.data?.map((p) => (
              <Box role="listitem" key={p.id}>
                <Button variant="ghost" w="full" justifyContent="start" h="auto" py="2" whiteSpace="normal" textAlign="start" onClick={() => choose(p)}>
                  {p.name}{p.sku ? ` · ${p.sku}` : ''}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
        <FormField label={t('purchasing.list.add.quantity')} error={errors.quantity ? { message: errors.quantity } : undefined} required
          helper={product ? t('purchasing.list.add.unit', { unit: product.unit }) : undefined}>
          <Input type="number" inputMode="numeric" min={1} maxW="10rem" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
