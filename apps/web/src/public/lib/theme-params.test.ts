import { describe, expect, it } from 'vitest';
import { contrastText, luminance, parseColor, parseThemeColors, readableOnWhite, themeCssVars } from './theme-params';

describe('theme colour parameters', () => {
  it('should accept hex colours of 3, 4, 6 and 8 digits', () => {
    expect(parseColor('#F60')).toBe('#f60');
    expect(parseColor('#ff6600')).toBe('#ff6600');
    expect(parseColor('#ff660080')).toBe('#ff660080');
    expect(parseColor('#f608')).toBe('#f608');
  });

  it('should accept a colour name from the allow-list only', () => {
    expect(parseColor('Navy')).toBe('navy');
    expect(parseColor('rebeccapurple')).toBeNull();
  });

  it('should reject anything that could smuggle CSS', () => {
    for (const bad of ['#ff66600', '#12345', 'red;background:url(x)', 'url(javascript:1)', 'var(--x)', 'rgb(0,0,0)', '#ggg', 'expression(alert(1))', '']) {
      expect(parseColor(bad)).toBeNull();
    }
  });

  it('should read the four theme colours from the query string and ignore invalid ones', () => {
    expect(parseThemeColors('?primary=%23ff6600&accent=teal&background=%23zzz&text=%23222&other=red')).toEqual({
      primary: '#ff6600',
      accent: 'teal',
      text: '#222',
    });
  });

  it('should map the primary colour onto the brand tokens with a readable contrast colour', () => {
    const dark = themeCssVars({ primary: '#123456' });
    expect(dark['--chakra-colors-brand-solid']).toBe('#123456');
    expect(dark['--chakra-colors-brand-contrast']).toBe('#ffffff');
    expect(themeCssVars({ primary: '#ffee00' })['--chakra-colors-brand-contrast']).toBe('#111111');
    expect(themeCssVars({ background: 'white', text: '#000' })).toEqual({ '--booking-bg': 'white', '--chakra-colors-fg': '#000' });
  });

  it('should keep text on and in the primary colour at 4.5:1 (WCAG AA)', () => {
    // #ff6600: white text is 2.9:1, dark text 6.4:1.
    expect(contrastText('#ff6600')).toBe('#111111');
    const ratio = (a: string, b: string) => {
      const [x, y] = [luminance(a)!, luminance(b)!];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    for (const p of ['#ff6600', '#ffee00', '#3b82f6', '#7a7a7a', '#2f9c82', '#123456']) {
      const vars = themeCssVars({ primary: p });
      expect(ratio(vars['--chakra-colors-brand-contrast'], vars['--chakra-colors-brand-solid'])).toBeGreaterThanOrEqual(4.5);
      expect(ratio(vars['--chakra-colors-brand-fg'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // …and on the muted tint (22% of the colour on white), where avatars and chips put it.
      const tint = `#${[1, 3, 5].map((i) => Math.round(parseInt(p.slice(i, i + 2), 16) * 0.22 + 255 * 0.78).toString(16).padStart(2, '0')).join('')}`;
      expect(ratio(vars['--chakra-colors-brand-fg'], tint)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOnWhite('#123456')).toBe('#123456');
    // A mid tone that neither text colour reads on is darkened for the button.
    expect(themeCssVars({ primary: '#7a7a7a' })['--chakra-colors-brand-solid']).not.toBe('#7a7a7a');
    expect(themeCssVars({ primary: '#ff6600' })['--chakra-colors-brand-solid']).toBe('#ff6600');
  });

  it('should compute luminance for hex colours only', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('navy')).toBeNull();
  });
});
