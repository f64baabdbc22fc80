// The company map's tiles (part 2 §2 Company form: OpenStreetMap). The server's Content-Security-Policy
// lets the page at ACCOUNT_MAP_PATH, and only it, load images from MAP_TILE_ORIGIN.
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';
export const ACCOUNT_MAP_PATH = '/userAccount';
/** Part 2 §2: default zoom 15; with no location yet the map opens on Kuwait City. */
export const MAP_DEFAULT_ZOOM = 15;
export const MAP_DEFAULT_CENTER = { lat: 29.3759, lng: 47.9774 };
