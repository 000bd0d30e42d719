import { forwardRef, type ReactNode } from 'react';

export const ACCENT = 'var(--booking-accent, var(--chakra-colors-brand-solid))';

/** One numbered step of the booking page; its chosen value stays visible in the heading. Plain elements (lite.css): it is part of the first view. */
export const StepSection = forwardRef<HTMLElement, { step: number; title: string; summary?: ReactNode; children: ReactNode }>(function StepSection(
  { step, title, summary, children },
  ref,
) {
  const headingId = `step-${step}-title`;
  return (
    <section ref={ref} aria-labelledby={headingId} className="b-card b-step">
      <div className="b-step-head">
        <div className="b-step-no" aria-hidden="true">
          {step}
        </div>
        <h2 id={headingId} className="b-h2 b-none">
          {title}
        </h2>
        {summary && <div className="b-step-sum">{summary}</div>}
      </div>
      {children}
    </section>
  );
});
