import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  AREAS_SCREEN,
  INSTALLATION_STATES,
  MAP_ZOOM_MAX,
  MAP_SCREEN as T,
  type AreaOutlines,
  type Bounds,
  type InstallationKind,
  type InstallationMapData,
  type SettingsResponse,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { api, errorMessage, retryCanHelp } from '@/lib/api-client';
import { cellMarker, GridLayer, STATE_FILL } from './map-marks';

export interface MapView {
  bbox?: Bounds;
  zoom: number;
}

interface InstallationMapProps {
  kind: InstallationKind;
  /** The list's filters: a change asks again. */
  queryKey: QueryKey;
  load: (view: MapView, signal: AbortSignal) => Promise<InstallationMapData>;
  onOpen: (id: number) => void;
}

/** The pane of the circles' names. */
const LABEL_PANE = 'areaLabels';
/** A map's errors before its tiles count as unreachable: a few lost tiles are not an outage. */
const TILE_ERRORS_TO_GIVE_UP = 4;

const boundsOf = (map: L.Map): Bounds => {
  const b = map.getBounds();
  const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));
  return [clamp(b.getWest(), 180), clamp(b.getSouth(), 90), clamp(b.getEast(), 180), clamp(b.getNorth(), 90)];
};

/**
 * The map of a list's installations (issue 42), drawn by Leaflet: the server's cells as marks (a group zooms in, a
 * single installation opens), over the circles' and divisions' outlines, on the utility's tiles (GET /settings) or,
 * with none set or reachable, a plain grid. Each move asks for the cells of what is in view.
 */
export function InstallationMap({ kind, queryKey, load, onOpen }: InstallationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marks = useRef<L.LayerGroup | null>(null);
  // Where the map looks, for the filters it was moved under: new filters ask for the whole list, to fit it.
  const filters = JSON.stringify(queryKey);
  const current = useRef(filters);
  const [moved, setMoved] = useState<{ filters: string; view: MapView } | null>(null);
  const view: MapView = moved?.filters === filters ? moved.view : { zoom: moved?.view.zoom ?? 5 };
  const [unreachable, setUnreachable] = useState(false);
  const opener = useRef(onOpen);
  useEffect(() => {
    opener.current = onOpen;
    current.current = filters;
  });

  const cells = useQuery({
    queryKey: [...queryKey, view],
    queryFn: ({ signal }) => load(view, signal),
    placeholderData: keepPreviousData,
  });
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get<SettingsResponse>('/settings'),
    staleTime: Infinity,
  });
  const outlines = useQuery({
    queryKey: ['areas', 'outlines'],
    queryFn: ({ signal }) => api.get<AreaOutlines>('/areas/outlines', { signal }),
    staleTime: 5 * 60_000,
  });

  // The map itself, once: its moves ask for the cells in view.
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { center: [22.5, 79], zoom: 5, maxZoom: MAP_ZOOM_MAX, minZoom: 2 });
    // The circles' names sit above the outlines and beneath the marks (Leaflet's marker pane is at 600).
    m.createPane(LABEL_PANE).style.zIndex = '550';
    marks.current = L.layerGroup().addTo(m);
    m.on('moveend', () =>
      setMoved({ filters: current.current, view: { bbox: boundsOf(m), zoom: m.getZoom() } }),
    );
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  // The background: the utility's tiles, or a grid when none are set or they do not load.
  const mapTiles = settings.data?.mapTiles;
  const tiles = !mapTiles ? 'none' : unreachable ? 'unreachable' : 'on';
  useEffect(() => {
    const m = map.current;
    if (!m || settings.isPending) return;
    const grid = new GridLayer();
    if (!mapTiles) {
      grid.addTo(m);
      return () => void grid.remove();
    }
    let errors = 0;
    let loaded = 0;
    const layer = L.tileLayer(mapTiles.url, {
      maxZoom: MAP_ZOOM_MAX,
      ...(mapTiles.attribution ? { attribution: mapTiles.attribution } : {}),
    });
    layer.on('tileload', () => (loaded += 1));
    layer.on('tileerror', () => {
      errors += 1;
      if (loaded === 0 && errors >= TILE_ERRORS_TO_GIVE_UP) {
        layer.remove();
        grid.addTo(m);
        setUnreachable(true);
      }
    });
    layer.addTo(m);
    return () => {
      layer.remove();
      grid.remove();
    };
  }, [mapTiles, settings.isPending]);

  // The outlines, beneath the marks.
  useEffect(() => {
    const m = map.current;
    const features = outlines.data?.data.features;
    if (!m || !features?.length) return;
    const layer = L.geoJSON(features as never, {
      interactive: false,
      style: (f) => ({
        color: f?.properties.kind === 'circle' ? '#1d4ed8' : '#7c3aed',
        weight: f?.properties.kind === 'circle' ? 2 : 1,
        fillOpacity: 0.04,
        dashArray: f?.properties.kind === 'circle' ? undefined : '4 4',
      }),
    }).addTo(m);
    layer.bringToBack();
    // Each circle named above the middle of its northern edge, clear of the marks round its town.
    const labels = L.layerGroup(
      features
        .filter((f) => f.properties.kind === 'circle')
        .map((f) => {
          const b = L.geoJSON(f as never).getBounds();
          return L.tooltip({
            permanent: true,
            direction: 'top',
            className: 'map-area-label',
            pane: LABEL_PANE,
          })
            .setLatLng([b.getNorth(), b.getCenter().lng])
            .setContent(T.areaOutline(AREAS_SCREEN.kindLabels.circle, f.properties.name));
        }),
    ).addTo(m);
    return () => {
      layer.remove();
      labels.remove();
    };
  }, [outlines.data]);

  // The cells as marks; the first answer of a list fits the map to its extent.
  const data = cells.data;
  useEffect(() => {
    const m = map.current;
    const group = marks.current;
    if (!m || !group || !data) return;
    if (data.extent) {
      const [w, s, e, n] = data.extent;
      m.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { padding: [32, 32], maxZoom: 14 },
      );
    }
    group.clearLayers();
    for (const cell of data.cells)
      cellMarker(cell, kind, {
        open: (id) => opener.current(id),
        zoomIn: (c) => m.setView([c.latitude, c.longitude], Math.min(m.getZoom() + 2, MAP_ZOOM_MAX)),
      }).addTo(group);
  }, [data, kind]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-live="polite">
        <span className="font-medium">
          {cells.isPending ? T.loading : data ? T.located(data.located, kind) : null}
        </span>
        {data?.truncated && <span className="text-muted-foreground">{T.truncated}</span>}
        {tiles !== 'on' && !settings.isPending && (
          <span className="text-muted-foreground">{tiles === 'none' ? T.noTiles : T.tilesUnreachable}</span>
        )}
      </div>
      {cells.isError && !data && (
        <div role="alert" className="flex items-center gap-3 text-sm">
          {/* The server's words: a carried filter it refuses says which. */}
          <p className="font-medium text-destructive">{errorMessage(cells.error, T.failed)}</p>
          {retryCanHelp(cells.error) && (
            <Button variant="outline" onClick={() => void cells.refetch()}>
              {T.retry}
            </Button>
          )}
        </div>
      )}
      <div
        ref={element}
        role="region"
        aria-label={T.label(kind)}
        aria-busy={cells.isFetching}
        className="z-0 h-[60vh] min-h-96 w-full rounded-lg border bg-muted/30"
      />
      <ul aria-label={T.legend} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground">
        {INSTALLATION_STATES.map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span
              className="size-3 rounded-full"
              style={{ background: STATE_FILL[state] }}
              aria-hidden="true"
            />
            {T.stateWords[state]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span
            className="size-3 rounded-full ring-2 ring-amber-400"
            style={{ background: STATE_FILL.installed }}
            aria-hidden="true"
          />
          {T.flaggedMark}
        </li>
      </ul>
    </div>
  );
}
