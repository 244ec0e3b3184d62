import { request } from 'node:http';
import { createGunzip } from 'node:zlib';
import { memoryOf } from './server.ts';

/** One sitemap or feed fetched as a crawler does (gzip), first visit then again. */
export interface DiscoveryRow {
  products: number;
  name: string;
  path: string;
  /** The first visit: made from the database while it is sent. */
  miss: Fetched;
  /** The same URL again: from the kept gzip. */
  hit: Fetched;
  /** Peak RSS of the server (every process `npm start` leaves) after this document. */
  peakRssMb: number;
}

export interface Fetched {
  firstByteMs: number;
  totalMs: number;
  /** Bytes on the wire (gzip) and as text. */
  gzipBytes: number;
  textBytes: number;
  /** `<url>`, `<item>` or CSV lines counted in the text. */
  entries: number;
}

function fetchDocument(url: string, mark: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = NaN;
    let gzipBytes = 0;
    let textBytes = 0;
    let entries = 0;
    let tail = '';
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${url}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        gzipBytes += chunk.length;
      });
      const text = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      text.on('data', (chunk: Buffer) => {
        textBytes += chunk.length;
        // Count across chunk borders: the previous chunk's last characters, one fewer than the
        // mark (so never a whole one, counted twice), go before this one.
        const joined = tail + chunk.toString('latin1');
        for (let at = joined.indexOf(mark); at >= 0; at = joined.indexOf(mark, at + mark.length)) {
          entries++;
        }
        tail = joined.slice(1 - mark.length);
      });
      text.on('end', () =>
        resolve({
          firstByteMs,
          totalMs: performance.now() - started,
          gzipBytes,
          textBytes,
          entries,
        }),
      );
      text.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The largest sitemap file (up to 50,000 product URLs) and two full feeds, each fetched twice:
 * first visits are misses (each URL is new to the fresh server), the second a hit.
 */
export async function measureDiscovery(
  server: { url: string; pid: number },
  products: number,
  onProgress: (line: string) => void,
): Promise<DiscoveryRow[]> {
  const documents = [
    { name: 'sitemap file (products, en)', path: '/sitemaps/en-products-1.xml', entries: '<url>' },
    { name: 'Google feed (ar)', path: '/feeds/google-ar.xml', entries: '<item>' },
    { name: 'Meta feed (en)', path: '/feeds/meta-en.csv', entries: '\r\n' },
  ];
  const rows: DiscoveryRow[] = [];
  for (const document of documents) {
    const miss = await fetchDocument(`${server.url}${document.path}`, document.entries);
    const hit = await fetchDocument(`${server.url}${document.path}`, document.entries);
    const { peakRssMb } = memoryOf(server.pid);
    rows.push({ products, name: document.name, path: document.path, miss, hit, peakRssMb });
    onProgress(
      `${document.path} at ${products} products: first byte ${miss.firstByteMs.toFixed(0)} ms, all ${miss.totalMs.toFixed(0)} ms (${miss.entries} entries, ${(miss.gzipBytes / 1e6).toFixed(1)} MB gzip); kept: ${hit.totalMs.toFixed(0)} ms; peak RSS ${peakRssMb.toFixed(0)} MB`,
    );
  }
  return rows;
}
