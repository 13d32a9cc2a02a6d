/**
 * The search page's map view: the "Liste | Karte" switch and the map of the whole result set (every
 * page, the query and each facet applied), drawn by the map pages' own ReferenceMap (mapApp.ts).
 * The map's script, coordinates file and base geography load on the first map view (a dynamic
 * import), never on a plain search. SearchApp owns the state; this module only shows it.
 *
 * Test hooks: the results region's data-view ("map" in map view); the map's data-map-state is
 * "loading" while a new result set is on its way and "ready" once its markers are drawn.
 */
import { ui } from '../../i18n/ui.ts';
import type { MapPoint } from '../../map/pointsFile.ts';
import type { ViewKey } from '../../search/static/client/urlState.ts';

type MapApp = typeof import('../map/mapApp.ts');
type Loaded = { map: InstanceType<MapApp['ReferenceMap']>; points: MapPoint[] };

export class SearchMap {
  readonly #region: HTMLElement;
  readonly #root: HTMLElement;
  readonly #links: Record<ViewKey, HTMLAnchorElement>;
  #app: Promise<{ app: MapApp; map: Loaded['map'] }> | undefined;
  #seq = 0;

  /** `region`: the results region; `onView`: the visitor chose a view (SearchApp records it). */
  constructor(region: HTMLElement, onView: (view: ViewKey) => void) {
    this.#region = region;
    const root = region.querySelector<HTMLElement>('[data-search-map] [data-map]');
    const links = region.querySelectorAll<HTMLAnchorElement>('[data-view-toggle] a');
    if (!root || links.length !== 2) throw new Error('search page: map view markup missing');
    this.#root = root;
    this.#links = { list: links[0] as HTMLAnchorElement, map: links[1] as HTMLAnchorElement };
    for (const view of ['list', 'map'] as const) {
      this.#links[view].addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onView(view);
      });
    }
  }

  /** The current view on screen and in the switch; `href` is the URL of the search in a view. */
  showState(view: ViewKey, href: (view: ViewKey) => string): void {
    this.#region.dataset.view = view;
    for (const key of ['list', 'map'] as const) {
      const link = this.#links[key];
      link.href = href(key);
      if (key === view) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  /** Maps these references (reference_IDs; undefined: every reference of the language). */
  async show(ids: readonly number[] | undefined): Promise<void> {
    const seq = ++this.#seq;
    this.#root.dataset.mapState = 'loading';
    // Visible from the first result set on: in the frame that shows its filter chips above it.
    this.#root.parentElement?.setAttribute('data-shown', '');
    try {
      const { map, points } = await this.#load();
      if (seq !== this.#seq) return;
      const wanted = ids && new Set(ids);
      map.show(wanted ? points.filter((point) => wanted.has(point.id)) : points);
    } catch (error) {
      if (seq !== this.#seq) return;
      console.warn('search map failed', error);
      const status = this.#root.querySelector('[data-map-status]');
      if (status) status.textContent = ui[this.#root.dataset.lang === 'en' ? 'en' : 'de'].map.failed;
      this.#root.dataset.mapState = 'failed';
    }
  }

  /** The map (once) and the coordinates file (fetched again after a failure, by the next show). */
  async #load(): Promise<Loaded> {
    this.#app ??= (async () => {
      // The base geography waits in data-href: a <use> fetches its file even while hidden.
      for (const use of this.#root.querySelectorAll<SVGUseElement>('use[data-href]'))
        use.setAttribute('href', use.dataset.href ?? '');
      const app = await import('../map/mapApp.ts');
      return { app, map: new app.ReferenceMap(this.#root) };
    })();
    this.#app.catch(() => {
      this.#app = undefined;
    });
    const { app, map } = await this.#app;
    return { map, points: await app.loadPoints(this.#root.dataset.points ?? '') };
  }
}
