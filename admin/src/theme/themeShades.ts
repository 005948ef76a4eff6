export interface ThemeShades {
  /** The colour itself, as #rrggbb. */
  base: string;
  /** Nine lighter steps: index 0 is 10% mixed with white … index 8 is 90%. */
  light: [string, string, string, string, string, string, string, string, string];
  /** 20% mixed with black. */
  dark: string;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** `tenths`/10 of the way from `from` to `to`, channel by channel, rounded to the nearest integer. */
const mix = (from: Rgb, to: Rgb, tenths: number): Rgb =>
  from.map((channel, index) => Math.round(channel + ((to[index]! - channel) * tenths) / 10)) as Rgb;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** The spec's theme shades (§4, §9): nine lighter steps at 10% increments and one darker at 20%. */
export function themeShades(hex: string): ThemeShades {
  const rgb = parseHex(hex);
  return {
    base: toHex(rgb),
    light: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((step) => toHex(mix(rgb, white, step))) as ThemeShades['light'],
    dark: toHex(mix(rgb, black, 2)),
  };
}
