import { Box, Button, Text } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { initialView, tilesUrl } from './map-tiles';

export interface LatLng { lat: number; lng: number }

// Marker images come from the bundle, never from a CDN (the page's CSP and offline installs).
const markerIcon = L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41] });
// The default icon too: without its path guess, which would prefix the bundled (data:) URLs.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

function ClickToPick({ onPick }: { onPick: (at: LatLng) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Follows the pin (a search result far away) and fixes the size once the dialog has opened. */
function FollowPin({ center }: { center: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    const id = window.setTimeout(() => map.invalidateSize(), 250);
    return () => window.clearTimeout(id);
  }, [map]);
  useEffect(() => {
    if (center && !map.getBounds().contains([center.lat, center.lng])) map.setView([center.lat, center.lng], Math.max(map.getZoom(), 14));
  }, [center, map]);
  return null;
}

function PinCentre({ onPick, label }: { onPick: (at: LatLng) => void; label: string }) {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);
  // A click on the button must not also reach the map as a click at the button's spot.
  useEffect(() => {
    if (ref.current) L.DomEvent.disableClickPropagation(ref.current);
  }, []);
  return (
    <Box ref={ref} position="absolute" bottom="7" right="3" zIndex="1000">
      <Button
        size="xs"
        variant="surface"
        bg="bg"
        shadow="sm"
        onClick={() => {
          const c = map.getCenter();
          onPick({ lat: c.lat, lng: c.lng });
        }}
      >
        {label}
      </Button>
    </Box>
  );
}

export interface MapViewProps {
  pin: LatLng | null;
  center: LatLng | null;
  onPick: (at: LatLng) => void;
  initialGeometry?: { latitude: number; longitude: number } | null;
  country?: string;
}

/** The Leaflet map. When the tiles cannot load (offline, blocked), the area stays usable with a note. */
export function MapView({ pin, center, onPick, initialGeometry, country }: MapViewProps) {
  const { t } = useTranslation();
  const [view] = useState(() => initialView(initialGeometry, country));
  const [tilesFailed, setTilesFailed] = useState(false);
  const [url] = useState(tilesUrl);
  return (
    <Box position="absolute" inset="0" bg="gray.100" css={{ '& .leaflet-container': { width: '100%', height: '100%', fontFamily: 'inherit', background: 'var(--chakra-colors-gray-100)' } }}>
      <MapContainer center={view.center} zoom={view.zoom} scrollWheelZoom attributionControl zoomControl={false}>
        {/* The search box spans the top on a phone. */}
        <ZoomControl position="bottomleft" />
        <TileLayer
          url={url}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
        />
        <ClickToPick onPick={onPick} />
        <FollowPin center={center} />
        {pin && <Marker position={[pin.lat, pin.lng]} icon={markerIcon} alt={t('labels.address.pinAlt')} />}
        <PinCentre onPick={onPick} label={t('labels.address.pinCentre')} />
      </MapContainer>
      {tilesFailed && (
        <Text
          role="status"
          position="absolute"
          top={{ base: '20', md: '3' }}
          left={{ base: '3', md: 'calc(380px + 24px)' }}
          right="3"
          zIndex="1000"
          bg="bg"
          shadow="sm"
          rounded="md"
          px="3"
          py="2"
          fontSize="sm"
          color="fg.muted"
          pointerEvents="none"
        >
          {t('labels.address.tilesUnavailable')}
        </Text>
      )}
    </Box>
  );
}
