import { usePrefersReducedMotion } from '@intambwe/ui/static';
import { useCallback, useEffect, useState } from 'react';

export interface Rotation {
  index: number;
  /** Whether rotation is on: the person's choice, else on unless they prefer reduced motion. */
  playing: boolean;
  /** True while the rotation actually advances (playing and not paused by hover or focus). */
  running: boolean;
  next: () => void;
  previous: () => void;
  select: (index: number) => void;
  togglePlaying: () => void;
  /** Hover and keyboard focus inside the carousel hold it still. */
  holdProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Carousel state (WAI-ARIA carousel pattern, WCAG 2.2.2): advances every
 * `intervalMs`, wraps both ways, holds still on hover and focus, can be
 * paused, and does not start by itself under prefers-reduced-motion.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice === null ? !reducedMotion : choice === 'play';
  const running = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const select = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const togglePlaying = useCallback(() => {
    if (playing) {
      setChoice('pause');
      return;
    }
    // Pressing play is an explicit request: it overrides the hold of the focus and pointer that pressed it.
    setChoice('play');
    setFocused(false);
    setHovered(false);
  }, [playing]);

  return {
    index,
    playing,
    running,
    next,
    previous,
    select,
    togglePlaying,
    holdProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
