import { describe, expect, it } from 'vitest';
import { isTwelveHour, maskTime, parseMaskedTime, splitTime } from './time-mask';

describe('time mask (spec §5)', () => {
  it('should put in the colon and keep the hour at most 23 and the minute at most 59', () => {
    expect(maskTime('9')).toBe('09:');
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('2')).toBe('2');
    expect(maskTime('29')).toBe('23:');
    expect(maskTime('1275')).toBe('12:59');
    expect(maskTime('107')).toBe('10:07');
    expect(maskTime('ab14:3x0')).toBe('14:30');
    expect(maskTime('')).toBe('');
  });

  it('should keep a 12-hour clock between 1 and 12', () => {
    expect(maskTime('2', true)).toBe('02:');
    expect(maskTime('13', true)).toBe('12:');
    expect(maskTime('00', true)).toBe('01:');
  });

  it('should read only whole, valid times, as 24-hour HH:mm', () => {
    expect(parseMaskedTime('09:3')).toBeNull();
    expect(parseMaskedTime('18:45')).toBe('18:45');
    expect(parseMaskedTime('12:15', 'AM')).toBe('00:15');
    expect(parseMaskedTime('12:15', 'PM')).toBe('12:15');
    expect(parseMaskedTime('07:00', 'PM')).toBe('19:00');
    expect(parseMaskedTime('13:00', 'PM')).toBeNull();
  });

  it('should show a 24-hour value on the clinic\'s clock', () => {
    expect(isTwelveHour('hh:mm A')).toBe(true);
    expect(isTwelveHour('HH:mm')).toBe(false);
    expect(splitTime('19:05', true)).toEqual({ text: '07:05', meridiem: 'PM' });
    expect(splitTime('00:30', true)).toEqual({ text: '12:30', meridiem: 'AM' });
    expect(splitTime('19:05', false)).toEqual({ text: '19:05', meridiem: 'AM' });
    expect(splitTime('', false)).toEqual({ text: '', meridiem: 'AM' });
  });
});
