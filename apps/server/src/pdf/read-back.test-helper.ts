import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

/**
 * A printed PDF read back as a person's tools would: poppler's pdfinfo, pdftotext and pdftoppm.
 * Tests that need them are skipped where poppler-utils is not installed.
 */
export const poppler = ['pdftotext', 'pdftoppm', 'pdfinfo'].every(
  (tool) => spawnSync(tool, ['-v']).error === undefined,
);

const run = promisify(execFile);

/** A folder for one test file's PDFs and page images; `remove` in afterAll. */
export async function pdfFolder(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  return {
    dir,
    async save(pdf: Buffer, file: string): Promise<string> {
      const target = path.join(dir, `${file}.pdf`);
      await writeFile(target, pdf);
      return target;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Each page's size in points, from pdfinfo. */
export async function pageSizes(file: string): Promise<{ width: number; height: number }[]> {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '100000', file]);
  return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

export async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** The text of the PDF, without the direction marks pdftotext puts around right-to-left lines. */
export async function pdfText(file: string, page?: number): Promise<string> {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const { stdout } = await run('pdftotext', [...pages, '-layout', file, '-']);
  return stdout.replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

export interface PlacedWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every word of the text layer with its box in points (pdftotext -bbox). */
export async function placedWords(file: string): Promise<PlacedWord[]> {
  const { stdout } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const words: PlacedWord[] = [];
  let page = 0;
  let pageWidth = 0;
  let pageHeight = 0;
  const number = (tag: string, name: string) =>
    Number(new RegExp(`${name}="([\\d.-]+)"`).exec(tag)?.[1]);
  for (const match of stdout.matchAll(/<page [^>]*>|<word [^>]*>([^<]*)<\/word>/g)) {
    const tag = match[0];
    if (tag.startsWith('<page')) {
      page += 1;
      pageWidth = number(tag, 'width');
      pageHeight = number(tag, 'height');
      continue;
    }
    words.push({
      page,
      text: match[1] ?? '',
      xMin: number(tag, 'xMin'),
      yMin: number(tag, 'yMin'),
      xMax: number(tag, 'xMax'),
      yMax: number(tag, 'yMax'),
      pageWidth,
      pageHeight,
    });
  }
  return words;
}

/** One page as an RGBA image at `dpi` (pdftoppm). */
export async function pageImage(
  file: string,
  page: number,
  dpi = 150,
): Promise<{ width: number; height: number; data: Buffer }> {
  const dir = path.dirname(file);
  const prefix = path.join(dir, `${path.basename(file, '.pdf')}-p${page}-r${dpi}`);
  await run('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    prefix,
  ]);
  const [png] = (await readdir(dir)).filter((name) => name.startsWith(`${path.basename(prefix)}-`));
  if (!png) throw new Error('pdftoppm wrote no image');
  return PNG.sync.read(await readFile(path.join(dir, png)));
}
