import { describe, expect, it } from 'vitest';
import { luminance, parseColor, parseThemeColors, themeCssVars } from './theme-params';

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

  it('should compute luminance for hex colours only', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('navy')).toBeNull();
  });
});
