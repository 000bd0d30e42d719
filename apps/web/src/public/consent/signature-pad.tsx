import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null while nothing is drawn. */
  toDataUrl(): string | null;
  clear(): void;
  focus(): void;
}

const HEIGHT = 180;
const STEP = 6;

/**
 * A signature pad: draw with a finger, a pen or a mouse (pointer events); from the keyboard, focus the pad,
 * press Space or Enter to put the pen down or lift it, and move it with the arrow keys (hold Shift for
 * bigger steps). Clear starts again. The canvas is a labelled, focusable image with instructions.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; invalid?: boolean; describedBy?: string; onChange?: (drawn: boolean) => void }>(
  function SignaturePad({ label, invalid, describedBy, onChange }, ref) {
    const { t } = useTranslation();
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const drawing = useRef(false);
    const last = useRef<{ x: number; y: number } | null>(null);
    const keyPen = useRef({ x: 24, y: HEIGHT / 2, down: false });
    const [drawn, setDrawn] = useState(false);
    const [penDown, setPenDown] = useState(false);
    const helpId = `${label.replace(/\W+/g, '-')}-help`;

    const ctx = () => canvasRef.current?.getContext('2d') ?? null;
    const markDrawn = useCallback(() => {
      setDrawn((was) => {
        if (!was) onChange?.(true);
        return true;
      });
    }, [onChange]);

    // The canvas's pixels follow its box (and the screen's density, at most 2×): sized on mount and on resize,
    // which clears a drawing (the box changed, so the signature would be distorted).
    const fit = useCallback(() => {
      const c = canvasRef.current;
      if (!c) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const w = c.clientWidth;
      if (c.width === Math.round(w * ratio)) return;
      c.width = Math.round(w * ratio);
      c.height = Math.round(HEIGHT * ratio);
      const g = c.getContext('2d');
      if (!g) return;
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, w, HEIGHT);
      g.lineWidth = 2.5;
      g.lineCap = 'round';
      g.lineJoin = 'round';
      g.strokeStyle = '#111827';
      setDrawn(false);
      onChange?.(false);
    }, [onChange]);

    useEffect(() => {
      fit();
      window.addEventListener('resize', fit);
      return () => window.removeEventListener('resize', fit);
    }, [fit]);

    const clear = useCallback(() => {
      const c = canvasRef.current;
      if (!c) return;
      c.width = 0; // forces fit() to repaint the white field
      fit();
      keyPen.current = { x: 24, y: HEIGHT / 2, down: false };
      setPenDown(false);
    }, [fit]);

    useImperativeHandle(ref, () => ({
      toDataUrl: () => (drawn && canvasRef.current ? canvasRef.current.toDataURL('image/png') : null),
      clear,
      focus: () => canvasRef.current?.focus(),
    }), [drawn, clear]);

    const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
      const g = ctx();
      if (!g) return;
      g.beginPath();
      g.moveTo(from.x, from.y);
      g.lineTo(to.x, to.y);
      g.stroke();
      markDrawn();
    };

    const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      drawing.current = true;
      const p = point(e);
      last.current = p;
      line(p, { x: p.x + 0.1, y: p.y + 0.1 }); // a tap leaves a dot
    };
    const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current || !last.current) return;
      const p = point(e);
      line(last.current, p);
      last.current = p;
    };
    const onPointerUp = () => {
      drawing.current = false;
      last.current = null;
    };

    const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
      const pen = keyPen.current;
      const w = canvasRef.current?.clientWidth ?? 300;
      const step = e.shiftKey ? STEP * 4 : STEP;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        pen.down = !pen.down;
        setPenDown(pen.down);
        if (pen.down) line(pen, { x: pen.x + 0.1, y: pen.y + 0.1 });
        return;
      }
      const m = moves[e.key];
      if (!m) return;
      e.preventDefault();
      const next = { x: Math.max(2, Math.min(w - 2, pen.x + m[0])), y: Math.max(2, Math.min(HEIGHT - 2, pen.y + m[1])) };
      if (pen.down) line(pen, next);
      pen.x = next.x;
      pen.y = next.y;
    };

    return (
      <Box>
        <Box borderWidth="2px" borderStyle="dashed" borderColor={invalid ? 'border.error' : 'border'} rounded="md" bg="white" overflow="hidden"
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={label}
            aria-describedby={[helpId, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            tabIndex={0}
            data-testid="signature-pad"
            style={{ display: 'block', width: '100%', height: `${HEIGHT}px`, touchAction: 'none', cursor: 'crosshair', outline: 'none' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
        </Box>
        <HStack justify="space-between" mt="2" gap="3" align="start">
          <Text id={helpId} fontSize="sm" color="fg.muted">
            {t('public.consent.padHelp')} {penDown ? t('public.consent.penDown') : ''}
          </Text>
          <Button size="sm" variant="outline" onClick={clear} disabled={!drawn}>{t('public.consent.clear')}</Button>
        </HStack>
      </Box>
    );
  },
);
