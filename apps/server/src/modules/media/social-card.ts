import { loadSharp } from './media-processing.ts';

/** The size link previews are laid out for (Open Graph, X's summary_large_image): 1.91:1. */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
/** The store's ivory (apps/web/src/styles: --color-ivory), behind the bottle. */
const CANVAS = { r: 248, g: 244, b: 236, alpha: 1 };
/** Room around the picture, so a crop by a preview does not cut the bottle. */
const MARGIN = 40;
/** An image larger than this is not drawn: the card is made on a shopper's request. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A product's social card: its picture (any format sharp reads, SVG included) fitted whole on
 * the store's ivory canvas, 1200×630, as JPEG (what every preview reads). An empty canvas when
 * there is no picture or it cannot be read.
 */
export async function renderSocialCard(picture: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const canvas = () =>
    sharp({
      create: {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        channels: 4,
        background: CANVAS,
      },
    });
  let fitted: Buffer | null = null;
  if (picture) {
    try {
      fitted = await sharp(picture, {
        limitInputPixels: MAX_INPUT_PIXELS,
        animated: false,
        density: 144,
      })
        .rotate()
        .resize({
          width: SOCIAL_CARD_WIDTH - 2 * MARGIN,
          height: SOCIAL_CARD_HEIGHT - 2 * MARGIN,
          fit: 'contain',
          background: CANVAS,
        })
        .png()
        .toBuffer();
    } catch {
      fitted = null;
    }
  }
  const card = fitted ? canvas().composite([{ input: fitted, gravity: 'centre' }]) : canvas();
  return card.flatten({ background: CANVAS }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
