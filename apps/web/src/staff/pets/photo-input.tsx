import { Button, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_PHOTO_MAX_BYTES, petPhotoBytes } from '@vetclinic/domain';
import { PetAvatar } from './pet-avatar';

const MAX_SIDE = 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Large camera photos are scaled to at most 1024 px and re-encoded as JPEG so they fit the 1 MB limit. */
async function toPhotoDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (/^data:image\/(png|jpeg|webp|gif);/.test(original) && petPhotoBytes(original) <= PET_PHOTO_MAX_BYTES / 2) return original;
  const img = new window.Image();
  img.src = original;
  await img.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(img.naturalWidth * scale);
  canvas.height = Math.round(img.naturalHeight * scale);
  canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** Photo upload with a preview; the value is a data URL (≤ 1 MB) or null. */
export function PhotoInput({ value, onChange, name, error }: { value: string | null | undefined; onChange: (v: string | null) => void; name: string; error?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setReadError(null);
    try {
      const url = await toPhotoDataUrl(file);
      if (petPhotoBytes(url) > PET_PHOTO_MAX_BYTES) setReadError(t('validation.photo_too_large', { attribute: t('clients.pets.fields.photo') }));
      else onChange(url);
    } catch {
      setReadError(t('validation.photo_type', { attribute: t('clients.pets.fields.photo') }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <HStack gap="3" align="center">
      {value ? <Image src={value} alt={t('clients.pets.photoOf', { name: name || '…' })} boxSize="16" objectFit="cover" borderRadius="md" /> : <PetAvatar photo={null} name={name} size="16" />}
      <Stack gap="1">
        <HStack gap="2">
          <Button size="xs" variant="outline" loading={busy} onClick={() => input.current?.click()}>{value ? t('clients.pets.photoChange') : t('clients.pets.photoUpload')}</Button>
          {value && <Button size="xs" variant="ghost" onClick={() => onChange(null)}>{t('clients.pets.photoRemove')}</Button>}
        </HStack>
        <Text fontSize="xs" color={readError || error ? 'fg.error' : 'fg.muted'}>{readError ?? error ?? t('clients.pets.photoHelper')}</Text>
      </Stack>
      <VisuallyHidden>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" aria-label={t('clients.pets.fields.photo')} onChange={(e) => void pick(e.target.files?.[0])} />
      </VisuallyHidden>
    </HStack>
  );
}
