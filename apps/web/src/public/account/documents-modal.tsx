import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPrintedFile } from '@vetclinic/domain';
import { GuardedDialog } from '../../ui/address-picker/guarded-dialog';
import { toastError } from '../../ui/errors';
import { toaster } from '../../ui/toaster';
import { deleteFile, downloadFile, listFiles } from './account-api';
import type { HostedModalProps } from './account-modals';

const filesKey = ['public', 'parent', 'files'] as const;

/** "1.2 MB", "35 kB" in the page's language. */
function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** One document: its name, where it came from, download, and delete (own uploads, after a confirmation). */
function DocumentRow({ file, onDelete }: { file: TPrintedFile; onDelete: (file: TPrintedFile) => void }) {
  const { t, i18n } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadFile(file), onError: (err) => toastError(err, { title: t('public.account.files.downloadFailed') }) });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(file.created_at));
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" borderBottomWidth="1px" flexWrap="wrap" aria-label={file.name}>
      <Box minW="0" flex="1">
        <Text fontWeight="medium" truncate title={file.name}>{file.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(file.source === 'upload' ? 'public.account.files.uploaded' : 'public.account.files.fromClinic')} · {formatSize(file.size, i18n.language)} · {date}
        </Text>
      </Box>
      <HStack gap="2">
        <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
          {t('public.account.files.download')}
        </Button>
        {file.source === 'upload' && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(file)}>
            {t('public.account.files.delete')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

/** The signed-in parent's documents: the clinic's and their own uploads, which they may delete. */
export function DocumentsModal({ open, onClose, onExitComplete, finalFocusEl }: HostedModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const files = useQuery({ queryKey: filesKey, queryFn: listFiles, gcTime: 0 });
  const [confirming, setConfirming] = useState<TPrintedFile | null>(null);
  const remove = useMutation({
    mutationFn: (file: TPrintedFile) => deleteFile(file.id),
    onSuccess: () => {
      setConfirming(null);
      toaster.create({ type: 'success', title: t('public.account.files.deleted'), closable: true });
      void queryClient.invalidateQueries({ queryKey: filesKey });
    },
    onError: (err) => toastError(err),
  });

  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      finalFocusEl={finalFocusEl}
      dirty={false}
      size="lg"
      fullOnPhone
      closeOnInteractOutside
      title={t('public.account.files.title')}
      footer={() => <Button colorPalette="brand" onClick={onClose}>{t('public.account.files.close')}</Button>}
    >
      {confirming && (
        <Alert.Root status="warning" role="alertdialog" aria-label={t('public.account.files.deleteTitle')} mb="3">
          <Alert.Content>
            <Alert.Title>{t('public.account.files.deleteTitle')}</Alert.Title>
            <Alert.Description>
              <Stack gap="2">
                <Text>{t('public.account.files.deleteText', { name: confirming.name })}</Text>
                <HStack gap="2" justify="end">
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>{t('public.account.files.cancel')}</Button>
                  <Button size="sm" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(confirming)}>
                    {t('public.account.files.delete')}
                  </Button>
                </HStack>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {files.isPending ? (
        <Spinner size="md" color="brand.solid" aria-label={t('public.account.files.title')} />
      ) : files.isError ? (
        <Text role="alert">{t('public.account.files.loadFailed')}</Text>
      ) : files.data.length === 0 ? (
        <Text color="fg.muted">{t('public.account.files.empty')}</Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t('public.account.files.title')}>
          {files.data.map((file) => <DocumentRow key={file.id} file={file} onDelete={setConfirming} />)}
        </Box>
      )}
    </GuardedDialog>
  );
}
