import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSwipeable } from 'react-swipeable';
import './view-pager.css';
import {
  ViewModeSwitcher,
  type ViewModeLabels,
} from '../../../components/widgets/view-mode-switcher';
import {
  SCROLL_OFFSET_PX,
  VIEW_TRANSITION_MS,
  viewAfterSwipe,
  type ViewNumber,
} from '../link-model';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function scrollToCard(card: HTMLElement | null, smooth: boolean) {
  if (card === null) return;
  const top = card.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
}

export interface ViewPagerProps {
  initialView: ViewNumber;
  labels: ViewModeLabels;
  toolbarLabel: string;
  /** The item's card, scrolled to (offset 150) after each switch. */
  cardRef: RefObject<HTMLElement | null>;
  render: (view: ViewNumber) => ReactNode;
}

/**
 * Views 1–4 switched by buttons or by swiping (content §2): swiping right goes back one view down
 * to 1, left forward up to 4. The old view slides out, the new one slides in after 250 ms, then
 * the page scrolls to the card with offset 150. With reduced motion the switch is immediate.
 */
export function ViewPager({ initialView, labels, toolbarLabel, cardRef, render }: ViewPagerProps) {
  const [target, setTarget] = useState<ViewNumber>(initialView);
  const [shown, setShown] = useState<ViewNumber>(initialView);
  const [phase, setPhase] = useState<'idle' | 'out' | 'in'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function switchTo(next: ViewNumber) {
    if (next === target) return;
    setTarget(next);
    clearTimeout(timer.current);
    if (prefersReducedMotion()) {
      setShown(next);
      setPhase('idle');
      requestAnimationFrame(() => scrollToCard(cardRef.current, false));
      return;
    }
    setPhase('out');
    timer.current = setTimeout(() => {
      setShown(next);
      setPhase('in');
      requestAnimationFrame(() => {
        scrollToCard(cardRef.current, true);
        setPhase('idle');
      });
    }, VIEW_TRANSITION_MS);
  }

  const swipe = useSwipeable({
    onSwipedLeft: () => switchTo(viewAfterSwipe(target, 'left')),
    onSwipedRight: () => switchTo(viewAfterSwipe(target, 'right')),
    preventScrollOnSwipe: false,
    trackMouse: false,
  });

  return (
    <div {...swipe} className="link-views" data-view={target}>
      <div className="link-views-switcher d-flex mb-3 overflow-auto">
        <ViewModeSwitcher
          value={target}
          onChange={(mode) => switchTo(mode)}
          labels={labels}
          label={toolbarLabel}
        />
      </div>
      <div
        className={`link-view link-view-${phase}`}
        data-testid="link-view"
        data-shown-view={shown}
      >
        {render(shown)}
      </div>
    </div>
  );
}
