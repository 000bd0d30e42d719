import type { KeyboardEvent, ReactNode } from 'react';

/**
 * Arrow-key movement for a radiogroup with a roving tab stop: Tab enters the group once, arrows
 * move and select, as a native radio group does.
 */
export function onRadioGroupKeyDown(e: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not([aria-disabled="true"])')];
  if (radios.length === 0) return;
  const at = radios.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = radios.length - 1;
  else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (at + 1) % radios.length;
  else next = (at - 1 + radios.length) % radios.length;
  e.preventDefault();
  radios[next].focus();
  radios[next].click();
}

/** The tab stop of a roving group: the checked item, else the first enabled one. */
export function tabStopIndex(items: { checked: boolean; disabled?: boolean }[]): number {
  const checked = items.findIndex((i) => i.checked && !i.disabled);
  return checked >= 0 ? checked : items.findIndex((i) => !i.disabled);
}

export function RadioGroupBox({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="radiogroup" aria-label={label} onKeyDown={onRadioGroupKeyDown} className={className}>
      {children}
    </div>
  );
}

/** A selectable card: a real button, pressed state as aria-checked (radio) or aria-pressed (toggle); lite.css styles it by that state. */
export function ChoiceCard({
  kind,
  checked,
  tabStop = true,
  onSelect,
  children,
  label,
}: {
  kind: 'radio' | 'toggle';
  checked: boolean;
  tabStop?: boolean;
  onSelect: () => void;
  children: ReactNode;
  label?: string;
}) {
  const a11y = kind === 'radio' ? { role: 'radio', 'aria-checked': checked, tabIndex: tabStop ? 0 : -1 } : { 'aria-pressed': checked };
  return (
    <button type="button" {...a11y} aria-label={label} onClick={onSelect} className="b-choice">
      {children}
    </button>
  );
}

/** A small chip (a day, a time): radio semantics, optional disabled look for empty days. `fit`: no minimum width; `day`: neither padding. */
export function Chip({
  checked,
  disabled,
  tabStop,
  onSelect,
  children,
  label,
  shape,
}: {
  checked: boolean;
  disabled?: boolean;
  tabStop: boolean;
  onSelect: () => void;
  children: ReactNode;
  label?: string;
  shape?: 'fit' | 'day';
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      aria-label={label}
      tabIndex={tabStop ? 0 : -1}
      onClick={disabled ? undefined : onSelect}
      className={shape ? `b-chip b-${shape}` : 'b-chip'}
    >
      {children}
    </button>
  );
}
