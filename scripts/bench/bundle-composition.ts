import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's `mappings`: base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** An npm package, or a folder of the web app or of @store/shared. */
function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const shared = /packages\/shared\/src\/([^/]+)/.exec(source);
  if (shared) return `@store/shared (${shared[1]})`;
  const web = /apps\/web\/src\/((?:[^/]+\/)?[^/]+)/.exec(source);
  return web ? `src/${web[1]!.replace(/\.[jt]sx?$/, '')}` : source;
}

/**
 * Minified bytes of each chunk attributed to the source modules they came from, through the
 * chunk's source map, summed by package or app folder: what the first load is made of.
 */
export function compositionOf(
  assetsDir: string,
  chunks: string[],
): { group: string; bytes: number }[] {
  const totals = new Map<string, number>();
  const add = (group: string, bytes: number) => totals.set(group, (totals.get(group) ?? 0) + bytes);
  for (const chunk of chunks) {
    const code = readFileSync(path.join(assetsDir, chunk), 'utf8');
    const mapFile = path.join(assetsDir, `${chunk}.map`);
    if (!existsSync(mapFile)) {
      add('(generated)', Buffer.byteLength(code));
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const lines = code.split('\n');
    let source = 0;
    map.mappings.split(';').forEach((mappingLine, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      let column = 0;
      const segments = mappingLine ? mappingLine.split(',').map(decodeSegment) : [];
      const starts: { column: number; source: number | null }[] = [];
      for (const fields of segments) {
        column += fields[0]!;
        if (fields.length >= 4) source += fields[1]!;
        starts.push({ column, source: fields.length >= 4 ? source : null });
      }
      starts.forEach((start, i) => {
        const end = starts[i + 1]?.column ?? line.length;
        const text = line.slice(start.column, end);
        add(
          start.source === null ? '(unmapped)' : groupOf(map.sources[start.source]!),
          Buffer.byteLength(text),
        );
      });
      if (starts.length === 0) add('(unmapped)', Buffer.byteLength(line));
    });
  }
  return [...totals].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes);
}
