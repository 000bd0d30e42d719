// Spec §2: colours can be overridden by query parameters named after theme colours
// (?primary=%23ff6600&background=white). Values are checked strictly; anything else is ignored,
// so a crafted link cannot inject CSS.

export const THEME_COLOR_PARAMS = ['primary', 'accent', 'background', 'text'] as const;
export type ThemeColorParam = (typeof THEME_COLOR_PARAMS)[number];
export type ThemeColors = Partial<Record<ThemeColorParam, string>>;

const HEX = /^#[0-9a-f]{3,8}$/i;
const NAMED = new Set([
  'black', 'white', 'transparent', 'gray', 'grey', 'silver', 'red', 'maroon', 'orange', 'gold', 'yellow', 'olive',
  'green', 'lime', 'teal', 'aqua', 'cyan', 'navy', 'blue', 'purple', 'indigo', 'violet', 'fuchsia', 'magenta',
  'pink', 'brown', 'tomato', 'coral', 'crimson', 'darkgreen', 'darkblue', 'royalblue', 'seagreen', 'slategray',
  'whitesmoke', 'ivory', 'beige', 'linen', 'snow',
]);

export function parseColor(raw: string | null): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (HEX.test(value) && [4, 5, 7, 9].includes(value.length)) return value.toLowerCase();
  if (NAMED.has(value.toLowerCase())) return value.toLowerCase();
  return null;
}

export function parseThemeColors(search: string): ThemeColors {
  const params = new URLSearchParams(search);
  const out: ThemeColors = {};
  for (const name of THEME_COLOR_PARAMS) {
    const colour = parseColor(params.get(name));
    if (colour) out[name] = colour;
  }
  return out;
}

/** Relative luminance of a #rgb/#rrggbb colour (alpha ignored); null for names. */
export function luminance(colour: string): number | null {
  if (!colour.startsWith('#')) return null;
  const hex = colour.length <= 5 ? [...colour.slice(1, 4)].map((c) => c + c).join('') : colour.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const DARK = '#111111';
const DARK_L = luminance(DARK)!;

/** Dark or white text on a colour, whichever contrasts more (names: white). */
export function contrastText(colour: string): string {
  const l = luminance(colour);
  if (l === null) return '#ffffff';
  return contrast(l, DARK_L) > contrast(l, 1) ? DARK : '#ffffff';
}

const rgbOf = (colour: string) => {
  const hex = colour.length <= 5 ? [...colour.slice(1, 4)].map((c) => c + c).join('') : colour.slice(1, 7);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};
const toHex = (v: number[]) => `#${v.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** Like CSS color-mix(in srgb, colour pct%, white). */
const mixWhite = (colour: string, pct: number) => toHex(rgbOf(colour).map((c) => c * pct + 255 * (1 - pct)));
const MUTED = 0.22;

/**
 * The colour darkened until it reads at 4.5:1 (WCAG AA) on white and on its own muted tint (avatars,
 * selected chips), for text and links in that colour.
 */
export function readableOnWhite(colour: string): string {
  if (luminance(colour) === null) return `color-mix(in srgb, ${colour} 80%, black)`;
  const muted = luminance(mixWhite(colour, MUTED))!;
  let rgb = rgbOf(colour);
  while (contrast(luminance(toHex(rgb))!, muted) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.92));
  return toHex(rgb);
}

/**
 * The primary as a button background: as given when dark or white text reads on it at 4.5:1, else
 * (mid tones) darkened until white text does.
 */
export function readableSolid(colour: string): string {
  const l = luminance(colour);
  if (l === null) return colour;
  if (Math.max(contrast(l, DARK_L), contrast(l, 1)) >= 4.5) return colour;
  return readableOnWhite(colour);
}

/** The CSS custom properties that carry the overrides (Chakra's token variables and our own). */
export function themeCssVars(colors: ThemeColors): Record<string, string> {
  const vars: Record<string, string> = {};
  if (colors.primary) {
    const p = colors.primary;
    const solid = readableSolid(p);
    Object.assign(vars, {
      '--chakra-colors-brand-solid': solid,
      '--chakra-colors-brand-focus-ring': p,
      '--chakra-colors-brand-fg': readableOnWhite(p),
      '--chakra-colors-brand-muted': `color-mix(in srgb, ${p} ${MUTED * 100}%, white)`,
      '--chakra-colors-brand-subtle': `color-mix(in srgb, ${p} 10%, white)`,
      '--chakra-colors-brand-emphasized': `color-mix(in srgb, ${p} 35%, white)`,
      '--chakra-colors-brand-contrast': contrastText(solid),
    });
  }
  if (colors.accent) vars['--booking-accent'] = colors.accent;
  if (colors.background) vars['--booking-bg'] = colors.background;
  if (colors.text) vars['--chakra-colors-fg'] = colors.text;
  return vars;
}

export function applyThemeColors(colors: ThemeColors, el: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(themeCssVars(colors))) el.style.setProperty(name, value);
}
