// The company's location on OpenStreetMap (Leaflet), loaded only with the company section. The edit
// switch turns dragging and zooming on; a click then places the marker. The tiles come from
// MAP_TILE_ORIGIN, which only the /userAccount page's Content-Security-Policy allows: without them
// (no network) the map stays blank and says so, and the coordinates typed beside it still save.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MAP_ATTRIBUTION, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_TILE_URL } from '../../../../domain/map-tiles';

export type CompanyMapProps = {
  latitude: string;
  longitude: string;
  editable: boolean;
  onPick: (lat: number, lng: number) => void;
  label: string;
  markerLabel: (lat: string, lng: string) => string;
  tilesFailedText: string;
};

const toPoint = (lat: string, lng: string): L.LatLngTuple | null => {
  const [a, b] = [Number(lat), Number(lng)];
  return lat.trim() && lng.trim() && Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? [a, b] : null;
};

const INTERACTIONS = ['dragging', 'scrollWheelZoom', 'doubleClickZoom', 'touchZoom', 'boxZoom', 'keyboard'] as const;

export default function CompanyMap({ latitude, longitude, editable, onPick, label, markerLabel, tilesFailedText }: CompanyMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const start = toPoint(latitude, longitude);
    const created = L.map(host.current!, { zoomControl: true, attributionControl: true }).setView(start ?? [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng], MAP_DEFAULT_ZOOM);
    created.attributionControl.setPrefix(false);
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).on('tileerror', () => setTilesFailed(true)).addTo(created);
    created.on('click', (e: L.LeafletMouseEvent) => pick.current(e.latlng.lat, e.latlng.lng));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- created once; the effects below follow the props

  // The edit switch: dragging and zoom only while editing (the zoom buttons hide with it).
  useEffect(() => {
    const m = map.current!;
    for (const handler of INTERACTIONS) {
      if (editable) m[handler].enable(); else m[handler].disable();
    }
    if (editable) m.zoomControl.addTo(m); else m.zoomControl.remove();
    host.current!.dataset.editable = String(editable);
  }, [editable]);

  // The marker follows the coordinates, whether clicked or typed.
  useEffect(() => {
    const m = map.current!;
    const point = toPoint(latitude, longitude);
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const icon = L.divIcon({ className: 'rounded-full bg-teal-700 ring-4 ring-white shadow-md', iconSize: [18, 18] });
      marker.current = L.marker(point, { icon, keyboard: false }).addTo(m);
    } else marker.current.setLatLng(point);
    const el = marker.current.getElement();
    el?.setAttribute('data-position', `${point[0]},${point[1]}`);
    el?.setAttribute('role', 'img');
    el?.setAttribute('aria-label', markerLabel(latitude, longitude));
    if (!m.getBounds().contains(point)) m.panTo(point, { animate: false });
  }, [latitude, longitude]); // eslint-disable-line react-hooks/exhaustive-deps -- the label's words follow the language

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div ref={host} dir="ltr" role="region" aria-label={label} data-testid="company-map" className="z-0 h-64 w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-80" />
      {tilesFailed && <p className="text-xs text-amber-700" data-testid="map-tiles-failed">{tilesFailedText}</p>}
    </div>
  );
}
