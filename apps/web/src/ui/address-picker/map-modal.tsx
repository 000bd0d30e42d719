import { Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlace } from '@vetclinic/domain';
import { reverseGeocode } from './address-api';
import { AddressPicker } from './address-picker';
import { toastGeocodeError, toastSelectOnMap } from './address-toasts';
import { GuardedDialog } from './guarded-dialog';
import { MapView, type LatLng } from './map-view';
import { pinPlace } from './place';

export interface MapModalProps {
  initial: TPlace | null;
  country?: string;
  onClose: () => void;
  onConfirm: (place: TPlace) => void;
}

/**
 * Pick an address on a map (spec §2, §4): search, or click to drop a pin and look its address up.
 * Confirm needs a pin or an address; a click outside does not close it.
 */
export function MapModal({ initial, country, onClose, onConfirm }: MapModalProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<TPlace | null>(initial);
  const [pin, setPin] = useState<LatLng | null>(initial?.geometry ? { lat: initial.geometry.latitude, lng: initial.geometry.longitude } : null);
  const [looking, setLooking] = useState(false);
  const lookup = useRef(0);
  const dirty = place !== initial;

  const dropPin = async (at: LatLng) => {
    setPin(at);
    setPlace(null);
    const id = ++lookup.current;
    setLooking(true);
    try {
      const found = await reverseGeocode(at.lat, at.lng);
      if (id === lookup.current) setPlace({ ...found, geometry: { latitude: at.lat, longitude: at.lng } });
    } catch (err) {
      if (id !== lookup.current) return;
      // The pin still counts: its coordinates stand in for the address.
      toastGeocodeError(err);
      setPlace(pinPlace(at.lat, at.lng));
    } finally {
      if (id === lookup.current) setLooking(false);
    }
  };

  const confirm = () => {
    if (place) onConfirm(place);
    else if (pin) onConfirm(pinPlace(pin.lat, pin.lng));
    else toastSelectOnMap();
  };

  return (
    <GuardedDialog
      onClose={onClose}
      dirty={dirty}
      title={t('labels.address.mapTitle')}
      description={t('labels.address.mapDescription')}
      size="cover"
      fullOnPhone
      closeOnInteractOutside={false}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '2' }}
      contentProps={{ maxH: { md: 'calc(100dvh - 5rem)' } }}
      footer={(requestClose) => (
        <HStack gap="2" justify="end" flexWrap="wrap">
          <Button variant="outline" onClick={requestClose}>{t('labels.cancel')}</Button>
          <Button colorPalette="brand" loading={looking} onClick={confirm}>{t('labels.confirm')}</Button>
        </HStack>
      )}
    >
      <Text fontSize="sm" aria-live="polite" minH="5">
        {looking
          ? t('labels.address.mapLooking')
          : place
            ? t('labels.address.mapSelected', { address: place.formatted_address })
            : t('labels.address.mapNothing')}
      </Text>
      {/* Spec §9: 800 px, at most 75vh, and never taller than the dialog leaves room for. */}
      <Box position="relative" flexShrink={0} h="800px" maxH={{ base: 'min(75vh, calc(100dvh - 290px))', md: 'min(75vh, calc(100dvh - 310px))' }} minH="280px" rounded="md" overflow="hidden" borderWidth="1px" borderColor="border">
        <MapView pin={pin} onPick={(at) => void dropPin(at)} center={pin} initialGeometry={initial?.geometry} country={country} />
        <Box position="absolute" top="3" left="3" zIndex="1000" w="380px" maxW="calc(100% - 24px)" bg="bg" rounded="md" shadow="md" p="2">
          <Field.Root>
            <Field.Label srOnly>{t('labels.address.mapSearch')}</Field.Label>
            <AddressPicker
              value={place}
              listLabel={t('labels.address.mapSearch')}
              placeholder={t('labels.address.mapSearch')}
              country={country}
              showParts={false}
              onChange={(p) => {
                lookup.current++;
                setLooking(false);
                setPlace(p);
                if (p?.geometry) setPin({ lat: p.geometry.latitude, lng: p.geometry.longitude });
                else if (!p) setPin(null);
              }}
            />
          </Field.Root>
        </Box>
      </Box>
    </GuardedDialog>
  );
}
