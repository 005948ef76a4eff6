import { describe, expect, it } from 'vitest';
import { watermarkColors, watermarkImage } from './watermarkImage';

const svgOf = (cssUrl: string) => decodeURIComponent(cssUrl.replace(/^url\("data:image\/svg\+xml;charset=utf-8,/, '').replace(/"\)$/, ''));

describe('watermarkImage', () => {
  it('draws the text tilted in the given colour as an SVG tile', () => {
    const svg = svgOf(watermarkImage('Ada Lovelace', watermarkColors.light));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>Ada Lovelace</text>');
    expect(svg).toContain('fill="rgba(0, 0, 0, 0.1)"');
    expect(svg).toMatch(/rotate\(-22 /);
  });

  it('uses faint white on dark and faint black on light', () => {
    expect(watermarkColors.dark).toMatch(/^rgba\(255, 255, 255, 0\.\d+\)$/);
    expect(watermarkColors.light).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
  });

  it('escapes text so a name cannot break out of the SVG', () => {
    const svg = svgOf(watermarkImage('<script>"x" & y</script>', watermarkColors.dark));
    expect(svg).toContain('&lt;script&gt;&quot;x&quot; &amp; y&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });

  it('widens the tile for long texts such as Lao or Thai names', () => {
    const short = svgOf(watermarkImage('Ann', 'red'));
    const long = svgOf(watermarkImage('ສົມສັກ ວົງສະຫວັນ ຜູ້ບໍລິຫານລະບົບ', 'red'));
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
    expect(width(long)).toBeGreaterThan(width(short));
  });
});
