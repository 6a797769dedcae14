import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/*
 * A share image's rendering, in a worker thread of a piscina pool (renderer.ts): a card (plain text, made on
 * the main thread from the data) laid out by satori into SVG and drawn by resvg into a 1200 x 630 PNG, the size
 * Open Graph and Twitter cards ask for. This file imports packages only, so Node runs it from the source too
 * (type stripping) and the tests take the same path as production.
 */

export const WIDTH = 1200;
export const HEIGHT = 630;

/** What a share image says, as text: everything in it is the data's, made into words before it gets here. */
export interface ShareCard {
  /** Which way its language runs: Arabic's cards are laid out from the right (issue 46). */
  direction?: 'ltr' | 'rtl';
  /** Above the title: the tournament's name and stage, 'Fan league'. */
  eyebrow: string;
  title: string;
  /** Up to four figures side by side (label over value). */
  stats: { label: string; value: string }[];
  /** A short table: a leaderboard's or a league's top. */
  rows: { rank: string; name: string; value: string }[];
  /** A line at the bottom: the champion picked, a call to join. */
  footer: string;
}

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));
// The site's typeface for Latin letters; Arabic letters (which Archivo doesn't have) in Cairo (drawn with its dots: the Noto face's bold needs mark positioning, which satori doesn't do).
const FONT_FILES: Array<{ name: string; file: string; weight: 400 | 700 }> = [
  { name: 'Archivo', file: 'archivo/files/archivo-latin-400-normal.woff', weight: 400 },
  { name: 'Archivo', file: 'archivo/files/archivo-latin-700-normal.woff', weight: 700 },
  { name: 'Archivo', file: 'archivo/files/archivo-latin-ext-400-normal.woff', weight: 400 },
  { name: 'Archivo', file: 'archivo/files/archivo-latin-ext-700-normal.woff', weight: 700 },
  { name: 'Cairo', file: 'cairo/files/cairo-arabic-400-normal.woff', weight: 400 },
  { name: 'Cairo', file: 'cairo/files/cairo-arabic-700-normal.woff', weight: 700 },
];
const FONTS = FONT_FILES.map(({ name, file, weight }) => ({
  name,
  data: font(file),
  weight,
  style: 'normal' as const,
}));

const COLOURS = {
  background: '#0a0f0c',
  panel: '#13201a',
  line: '#24372c',
  text: '#ecf5ef',
  muted: '#9fb5a8',
  brand: '#3ddc84',
};

type Node = {
  type: string;
  key: null;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string };
};
const box = (style: Record<string, unknown>, children: (Node | string)[] | Node | string = []): Node => ({
  type: 'div',
  key: null,
  props: { style: { display: 'flex', ...style }, children },
});

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * A line of text. In a card laid out from the right, a line with no Arabic in it (a name, '12/15', '80%') is
 * set left to right, still against the right edge: satori's reordering would turn '12/15' into '15/12'.
 */
const words = (rtl: boolean, style: Record<string, unknown>, text: string): Node =>
  box(
    rtl && !ARABIC.test(text) ? { ...style, direction: 'ltr', justifyContent: 'flex-end', textAlign: 'right' } : style,
    text,
  );

function brand(): Node {
  return box({ alignItems: 'center', gap: 16 }, [
    box(
      {
        width: 48,
        height: 48,
        borderRadius: 12,
        backgroundColor: COLOURS.brand,
        alignItems: 'center',
        justifyContent: 'center',
      },
      [box({ fontSize: 30, fontWeight: 700, color: COLOURS.background }, 'T')],
    ),
    box({ fontSize: 32, fontWeight: 700, color: COLOURS.text }, 'SquashTips'),
  ]);
}

function stats(card: ShareCard): Node {
  const rtl = card.direction === 'rtl';
  return box(
    { gap: 20 },
    card.stats.slice(0, 4).map((stat) =>
      box(
        {
          flexDirection: 'column',
          padding: '14px 24px',
          borderRadius: 18,
          backgroundColor: COLOURS.panel,
          border: `2px solid ${COLOURS.line}`,
          minWidth: 200,
        },
        // Lines of a fixed height: a line with Arabic letters is set in Cairo, whose taller line would set that
        // figure lower than the others ('3 من 50' beside '137', issue 63).
        [
          words(
            rtl,
            { fontSize: 22, lineHeight: '30px', color: COLOURS.muted, textTransform: 'uppercase', letterSpacing: 1 },
            stat.label,
          ),
          words(rtl, { fontSize: 46, lineHeight: '56px', fontWeight: 700, color: COLOURS.text }, stat.value),
        ],
      ),
    ),
  );
}

function rows(card: ShareCard): Node {
  const rtl = card.direction === 'rtl';
  return box(
    { flexDirection: 'column', gap: 4 },
    card.rows
      .slice(0, 5)
      .map((row) =>
        box({ alignItems: 'center', gap: 20, fontSize: 28, color: COLOURS.text }, [
          words(rtl, { width: 56, color: COLOURS.brand, fontWeight: 700 }, row.rank),
          words(
            rtl,
            { flexGrow: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: 820 },
            row.name,
          ),
          words(rtl, { fontWeight: 700 }, row.value),
        ]),
      ),
  );
}

function layout(card: ShareCard): Node {
  const rtl = card.direction === 'rtl';
  return box(
    {
      // satori's sizes are of the content box: the padding is inside the image's 1200 x 630.
      width: WIDTH - 2 * 64,
      height: HEIGHT - 44 - 40,
      flexDirection: 'column',
      padding: '44px 64px 40px',
      fontFamily: 'Archivo',
      direction: card.direction ?? 'ltr',
      color: COLOURS.text,
      backgroundColor: COLOURS.background,
      backgroundImage: 'linear-gradient(135deg, #0a0f0c 0%, #10261a 60%, #173d27 100%)',
    },
    [
      brand(),
      box({ flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 28 }, [
        box({ flexDirection: 'column', gap: 12 }, [
          words(rtl, { fontSize: 28, color: COLOURS.brand, fontWeight: 700 }, card.eyebrow),
          words(
            rtl,
            { fontSize: card.title.length > 28 ? 58 : 72, fontWeight: 700, lineHeight: 1.05, maxWidth: 1070 },
            card.title,
          ),
        ]),
        card.rows.length > 0 ? rows(card) : stats(card),
      ]),
      words(rtl, { fontSize: 26, color: COLOURS.muted, flexShrink: 0, minHeight: 34 }, card.footer),
    ],
  );
}

/** The card as a PNG (piscina calls the default export with the task); `null` only starts the thread (warm-up). */
export default async function renderShareImage(card: ShareCard | null): Promise<Uint8Array> {
  if (card === null) return new Uint8Array(0);
  // satori reads React elements; a plain object tree of the same shape is one (no React needed here).
  const svg = await satori(layout(card), {
    width: WIDTH,
    height: HEIGHT,
    fonts: FONTS,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
}
