import { useEffect, type RefObject } from 'react';

/** In widget mode, tells the embedding page how tall the content is, whenever that changes. */
export function useWidgetHeight(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || window.parent === window || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const post = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: 'vetclinic:height', height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(el);
    post();
    return () => observer.disconnect();
  }, [ref, enabled]);
}
