import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

const base = {
  lang: 'ro',
  clinic: { name: 'Vet <Central>', address: 'Str. Lalelelor 3', phone: '+40 21 000 0000' },
  heading: 'Your appointment is confirmed',
  paragraphs: ['See you soon, "Rex" & family.\nBring the booklet.'],
  details: [{ label: 'When', value: '12.05.2025 10:00 (Europe/Bucharest)' }],
  actions: [{ label: 'Manage appointment', url: 'https://clinic.test/appointments/abc?x=1&y=2' }, { label: 'Add to Google Calendar', url: 'https://calendar.google.com/calendar/render?action=TEMPLATE' }],
  footer: 'You receive this because you booked online.',
};

describe('renderMail', () => {
  it('should escape every value in the HTML part', () => {
    const { html } = renderMail(base);
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('Vet &lt;Central&gt;');
    expect(html).toContain('See you soon, &quot;Rex&quot; &amp; family.<br>Bring the booklet.');
    expect(html).not.toContain('<Central>');
  });

  it('should render actions as links in HTML and spell their URLs out in text', () => {
    const { html, text } = renderMail(base);
    expect(html).toContain('href="https://clinic.test/appointments/abc?x=1&amp;y=2"');
    expect(text).toContain('Manage appointment:\nhttps://clinic.test/appointments/abc?x=1&y=2');
    expect(text).toContain('When: 12.05.2025 10:00 (Europe/Bucharest)');
    expect(text).toContain('Vet <Central>');
    expect(text).toContain('+40 21 000 0000');
  });

  it('should not link an action whose URL is not http(s)', () => {
    const { html } = renderMail({ ...base, actions: [{ label: 'Click', url: 'javascript:alert(1)' }] });
    expect(html).not.toContain('href="javascript:');
  });
});
