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
    const keyPen = useRef({ x: 24, y: HEIGHT / 2, down: false });
    const [drawn, setDrawn] = useState(false);
    const [penDown, setPenDown] = useState(false);
    const helpId = `${label.replace(/\W+/g, '-')}-help`;

    // The strokes are kept as points (CSS pixels): the screen canvas is redrawn from them when its size changes,
    // and the image sent is drawn from them on a canvas of its own, whatever happened to the screen's bitmap.
    const strokes = useRef<{ x: number; y: number }[][]>([]);
    const onChangeRef = useRef(onChange);
    useEffect(() => { onChangeRef.current = onChange; }, [onChange]);
    useEffect(() => onChangeRef.current?.(drawn), [drawn]);

    const paint = (c: HTMLCanvasElement, ratio: number, width: number) => {
      const g = c.getContext('2d');
      if (!g) return;
      g.setTransform(ratio, 0, 0, ratio, 0, 0);
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, width, HEIGHT);
      g.lineWidth = 2.5;
      g.lineCap = 'round';
      g.lineJoin = 'round';
      g.strokeStyle = '#111827';
      for (const s of strokes.current) {
        g.beginPath();
        g.moveTo(s[0].x, s[0].y);
        for (const p of s.length > 1 ? s.slice(1) : [{ x: s[0].x + 0.1, y: s[0].y + 0.1 }]) g.lineTo(p.x, p.y);
        g.stroke();
      }
    };
    const ratioOf = () => Math.min(window.devicePixelRatio || 1, 2);

    // The canvas's pixels follow its box and the screen's density (at most 2×), on mount and on resize.
    const fit = useCallback(() => {
      const c = canvasRef.current;
      if (!c) return;
      const ratio = ratioOf();
      const w = c.clientWidth;
      if (c.width !== Math.round(w * ratio) || c.height !== Math.round(HEIGHT * ratio)) {
        c.width = Math.round(w * ratio);
        c.height = Math.round(HEIGHT * ratio);
      }
      paint(c, ratio, w);
    }, []);

    useEffect(() => {
      fit();
      window.addEventListener('resize', fit);
      return () => window.removeEventListener('resize', fit);
    }, [fit]);

    const clear = useCallback(() => {
      strokes.current = [];
      keyPen.current = { x: 24, y: HEIGHT / 2, down: false };
      setPenDown(false);
      setDrawn(false);
      fit();
    }, [fit]);

    useImperativeHandle(ref, () => ({
      toDataUrl: () => {
        const c = canvasRef.current;
        if (!c || strokes.current.length === 0) return null;
        const out = document.createElement('canvas');
        const w = c.clientWidth || 300;
        out.width = w * 2;
        out.height = HEIGHT * 2;
        paint(out, 2, w);
        return out.toDataURL('image/png');
      },
      clear,
      focus: () => canvasRef.current?.focus(),
    }), [clear]);

    const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    /** Adds a point to the current stroke (or starts one) and draws the new segment. */
    const add = (p: { x: number; y: number }, start: boolean) => {
      if (start || strokes.current.length === 0) strokes.current.push([p]);
      else strokes.current[strokes.current.length - 1].push(p);
      const c = canvasRef.current;
      if (c) paint(c, ratioOf(), c.clientWidth);
      setDrawn(true);
    };

    const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      drawing.current = true;
      add(point(e), true);
    };
    const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current) return;
      add(point(e), false);
    };
    const onPointerUp = () => {
      drawing.current = false;
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
        if (pen.down) add({ x: pen.x, y: pen.y }, true);
        return;
      }
      const m = moves[e.key];
      if (!m) return;
      e.preventDefault();
      pen.x = Math.max(2, Math.min(w - 2, pen.x + m[0]));
      pen.y = Math.max(2, Math.min(HEIGHT - 2, pen.y + m[1]));
      if (pen.down) add({ x: pen.x, y: pen.y }, false);
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
