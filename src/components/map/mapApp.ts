/**
 * The interactive map in the browser: loads the language's coordinates file (and the page's
 * selection), clusters with supercluster, and draws markers over the base geography (<use> of the
 * build's /geo/base.svg) by changing the SVG's viewBox: clusters are buttons that zoom, single
 * references are links to their detail page, both focusable with accessible names. Beside the map
 * a list of the references in view; below it the references without location, counted and listed.
 *
 * Test hooks: the root's data-map-state is "ready" once markers are drawn; markers carry
 * data-map-marker (with data-id) or data-map-cluster (with data-count).
 */
import Supercluster from 'supercluster';
import { DEFAULT_LANG, isLang } from '../../catalog/lang.ts';
import { ui } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { remember } from '../../lib/remember.ts';
import { type MapFrame, project, projectionOf } from '../../map/frame.ts';
import { type MapPoint, readPointsFile } from '../../map/pointsFile.ts';
import {
  clusterZoom,
  fitView,
  type Marker,
  markersIn,
  type PinProps,
  type Placed,
  type ViewBox,
  zoomView,
} from '../../map/view.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** References listed beside the map at most; more: zoom in. */
const LIST_LIMIT = 60;
const PIN_PX = 7;

const files = new Map<string, Promise<unknown>>();
function fetchJson(url: string): Promise<unknown> {
  return remember(files, url, async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`map: ${url} answered ${response.status}`);
    return response.json();
  });
}

/** Every reference of a language, located or not (the coordinates file, fetched once per page). */
export async function loadPoints(url: string): Promise<MapPoint[]> {
  return readPointsFile(await fetchJson(url));
}

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

export class ReferenceMap {
  readonly #root: HTMLElement;
  readonly #svg: SVGSVGElement;
  readonly #layer: SVGGElement;
  readonly #base: SVGGElement;
  readonly #list: HTMLUListElement;
  readonly #listHeading: HTMLElement;
  readonly #more: HTMLElement;
  readonly #unlocated: HTMLElement;
  readonly #frame: MapFrame;
  readonly #projection;
  readonly #s;
  #placed: Placed[] = [];
  #index = new Supercluster<PinProps>({ radius: 44, maxZoom: 16 });
  #home: ViewBox;
  #view: ViewBox;
  /** Set by the first show(): until then there is nothing to draw (the index is not loaded). */
  #shown = false;

  constructor(root: HTMLElement) {
    this.#root = root;
    const { lang } = root.dataset;
    this.#s = ui[isLang(lang) ? lang : DEFAULT_LANG].map;
    this.#svg = must(root, '[data-map-svg]');
    this.#layer = must(root, '[data-map-markers]');
    this.#base = must(root, '[data-map-base]');
    this.#list = must(root, '[data-map-list]');
    this.#listHeading = must(root, '[data-map-list-heading]');
    this.#more = must(root, '[data-map-more]');
    this.#unlocated = must(root, '[data-map-unlocated]');
    this.#frame = JSON.parse(root.dataset.frame ?? '') as MapFrame;
    this.#projection = projectionOf(this.#frame);
    this.#home = { x: 0, y: 0, w: this.#frame.width, h: this.#frame.height };
    this.#view = this.#home;
    this.#wire();
  }

  /** Shows these references: located ones on the map (fitted to them), the rest in the list below. */
  show(points: readonly MapPoint[]): void {
    this.#placed = points.flatMap((point) => {
      const xy = point.at && project(this.#projection, point.at);
      return xy ? [{ point, x: xy[0], y: xy[1] }] : [];
    });
    this.#index = new Supercluster<PinProps>({ radius: 44, maxZoom: 16 });
    this.#index.load(
      this.#placed.map((pin, i) => ({
        type: 'Feature',
        properties: { i },
        geometry: { type: 'Point', coordinates: [...(pin.point.at ?? [0, 0])] },
      })),
    );
    this.#home = fitView(this.#placed, this.#frame);
    const mapped = new Set(this.#placed.map((pin) => pin.point));
    this.#showUnlocated(points.filter((point) => !mapped.has(point)));
    this.#root.dataset.mapped = String(this.#placed.length);
    this.#shown = true;
    this.#go(this.#home);
  }

  fail(): void {
    must<HTMLElement>(this.#root, '[data-map-status]').textContent = this.#s.failed;
    this.#root.dataset.mapState = 'failed';
  }

  #wire(): void {
    const zoom = (factor: number) => this.#go(zoomView(this.#view, factor));
    must(this.#root, '[data-map-zoom-in]').addEventListener('click', () => zoom(0.5));
    must(this.#root, '[data-map-zoom-out]').addEventListener('click', () => zoom(2));
    must(this.#root, '[data-map-reset]').addEventListener('click', () => this.#go(this.#home));
    const activate = (event: Event) => {
      const cluster = (event.target as Element).closest<SVGGElement>('[data-map-cluster]');
      if (!cluster) return;
      event.preventDefault();
      this.#zoomInto(Number(cluster.dataset.clusterId));
    };
    this.#layer.addEventListener('click', activate);
    this.#layer.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') activate(event);
    });
    this.#dragToPan();
    new ResizeObserver(() => this.#draw()).observe(this.#svg);
  }

  #dragToPan(): void {
    let start: { x: number; y: number; view: ViewBox } | undefined;
    let moved = false;
    this.#svg.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, view: this.#view };
      moved = false;
    });
    this.#svg.addEventListener('pointermove', (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!moved && Math.hypot(dx, dy) < 4) return;
      if (!moved) this.#svg.setPointerCapture(event.pointerId);
      moved = true;
      const k = start.view.w / this.#svg.clientWidth;
      this.#view = { ...start.view, x: start.view.x - dx * k, y: start.view.y - dy * k };
      this.#svg.setAttribute('viewBox', `${this.#view.x} ${this.#view.y} ${this.#view.w} ${this.#view.h}`);
    });
    const end = () => {
      if (start && moved) this.#draw();
      start = undefined;
    };
    this.#svg.addEventListener('pointerup', end);
    this.#svg.addEventListener('pointercancel', end);
    // A drag is not a click on the marker it ended on.
    this.#svg.addEventListener(
      'click',
      (event) => {
        if (moved) {
          event.preventDefault();
          event.stopPropagation();
          moved = false;
        }
      },
      true,
    );
  }

  #zoomInto(clusterId: number): void {
    const leaves = this.#index.getLeaves(clusterId, Number.POSITIVE_INFINITY);
    const pins = leaves.flatMap((leaf) => this.#placed[leaf.properties.i] ?? []);
    this.#go(fitView(pins, this.#frame, this.#frame.width / 400), true);
  }

  #go(view: ViewBox, focusMap = false): void {
    this.#view = view;
    this.#draw();
    if (focusMap) this.#layer.querySelector<SVGElement>('[data-map-marker], [data-map-cluster]')?.focus();
  }

  #draw(): void {
    // The resize observer's first call (or a zoom button) can come before show(): an unloaded index
    // throws, and "ready" would be announced before the markers.
    if (!this.#shown) return;
    const view = this.#view;
    const width = this.#svg.clientWidth || this.#frame.width;
    this.#svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
    const unit = view.w / width;
    this.#base.setAttribute('stroke-width', String(unit));
    const zoom = clusterZoom(this.#frame, this.#projection, view, width);
    const markers = markersIn(this.#index, this.#placed, this.#projection, view, zoom);
    this.#layer.replaceChildren(...markers.map((marker) => this.#marker(marker, unit)));
    this.#showList(markers);
    must<HTMLElement>(this.#root, '[data-map-status]').textContent = this.#s.mapped(this.#placed.length);
    this.#root.dataset.mapState = 'ready';
  }

  #clusterPlace(clusterId: number): string {
    const [first] = this.#index.getLeaves(clusterId, 1);
    return first ? (this.#placed[first.properties.i]?.point.place ?? '') : '';
  }

  #marker(marker: Marker, unit: number): SVGElement {
    if (marker.kind === 'point') {
      const { point } = marker;
      const link = el('a', {
        href: point.url,
        class: 'map__pin',
        'data-map-marker': '',
        'data-id': point.id,
        'aria-label': this.#s.marker(point.title, point.place),
      });
      const title = el('title', {});
      title.textContent = this.#s.marker(point.title, point.place);
      link.append(
        title,
        el('circle', { cx: marker.x, cy: marker.y, r: PIN_PX * unit, 'stroke-width': 2 * unit }),
      );
      return link;
    }
    const r = (12 + Math.min(14, Math.log2(marker.count) * 3)) * unit;
    const group = el('g', {
      class: 'map__cluster',
      role: 'button',
      tabindex: 0,
      'data-map-cluster': '',
      'data-cluster-id': marker.clusterId,
      'data-count': marker.count,
      'aria-label': this.#s.cluster(marker.count, this.#clusterPlace(marker.clusterId)),
    });
    const label = el('text', {
      x: marker.x,
      y: marker.y,
      'font-size': 12 * unit,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'aria-hidden': 'true',
    });
    label.textContent = marker.count.toLocaleString(document.documentElement.lang);
    group.append(el('circle', { cx: marker.x, cy: marker.y, r, 'stroke-width': 3 * unit }), label);
    return group;
  }

  /** The references in view, as links (single references first, then the leaves of clusters). */
  #showList(markers: Marker[]): void {
    const total = markers.reduce((n, m) => n + (m.kind === 'cluster' ? m.count : 1), 0);
    this.#listHeading.textContent = this.#s.inView(total);
    const points: MapPoint[] = [];
    for (const m of markers) if (m.kind === 'point' && points.length < LIST_LIMIT) points.push(m.point);
    for (const m of markers) {
      if (m.kind !== 'cluster' || points.length >= LIST_LIMIT) continue;
      for (const leaf of this.#index.getLeaves(m.clusterId, LIST_LIMIT - points.length)) {
        const pin = this.#placed[leaf.properties.i];
        if (pin) points.push(pin.point);
      }
    }
    points.sort((a, b) => a.title.localeCompare(b.title, document.documentElement.lang));
    this.#list.replaceChildren(...points.map((point) => this.#item(point)));
    this.#more.hidden = total <= points.length;
    this.#more.textContent = this.#s.more(total - points.length);
  }

  #item(point: MapPoint): HTMLLIElement {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = point.url;
    link.textContent = point.title;
    li.append(link);
    if (point.place) {
      const place = document.createElement('span');
      place.className = 'map__place';
      place.textContent = point.place;
      li.append(' ', place);
    }
    return li;
  }

  #showUnlocated(points: readonly MapPoint[]): void {
    this.#unlocated.hidden = points.length === 0;
    must(this.#unlocated, '[data-map-unlocated-heading]').textContent = this.#s.unlocated(points.length);
    this.#unlocated.dataset.count = String(points.length);
    must(this.#unlocated, 'ul').replaceChildren(...points.map((point) => this.#item(point)));
  }
}

/** A map page: every reference of the language, or the members of the page's branch or group. */
export async function startMapPage(root: HTMLElement): Promise<void> {
  const map = new ReferenceMap(root);
  try {
    const [points, selection] = await Promise.all([
      loadPoints(root.dataset.points ?? ''),
      root.dataset.selection ? (fetchJson(root.dataset.selection) as Promise<number[]>) : undefined,
    ]);
    const wanted = selection && new Set(selection);
    map.show(wanted ? points.filter((point) => wanted.has(point.id)) : points);
  } catch (error) {
    console.warn('map failed', error);
    map.fail();
  }
}
