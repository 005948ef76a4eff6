import { describe, expect, it } from 'vitest';
import { themeShades } from './themeShades';

describe('themeShades', () => {
  it('gives the default #4080FF nine lighter steps of 10% toward white and one 20% darker', () => {
    // worked by hand: channel + (255 - channel) × n/10, and channel × 0.8, each rounded
    expect(themeShades('#4080FF')).toEqual({
      base: '#4080ff',
      light: ['#538dff', '#6699ff', '#79a6ff', '#8cb3ff', '#a0c0ff', '#b3ccff', '#c6d9ff', '#d9e6ff', '#ecf2ff'],
      dark: '#3366cc',
    });
  });

  it('accepts lower case, a missing # and three-digit colours', () => {
    expect(themeShades('4080ff')).toEqual(themeShades('#4080FF'));
    expect(themeShades('#f00')).toEqual(themeShades('#ff0000'));
  });

  it('leaves white and black at the ends of the scale', () => {
    expect(themeShades('#ffffff').light.every((shade) => shade === '#ffffff')).toBe(true);
    expect(themeShades('#000000').dark).toBe('#000000');
    expect(themeShades('#000000').light[4]).toBe('#808080');
  });

  it('refuses something that is not a colour', () => {
    expect(() => themeShades('blue')).toThrow('not a hex colour: blue');
  });
});
