import { IDEA_VIEW, type IdeaView } from '@thoughtful/shared';
import { useRef, type KeyboardEvent } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { viewModeLabels, VIEW_MODE_TEXT } from './widgets-text';
import { useSpokenLanguage } from '../../lib/i18n';

/** Modes 1 to 4 in order: interpret meaning, arguments, zoom, waveMakers (spec accounts §2). */
const MODES: readonly IdeaView[] = [
  IDEA_VIEW.INTERPRET,
  IDEA_VIEW.INTELL,
  IDEA_VIEW.ARGUMENTS,
  IDEA_VIEW.WAVEMAKERS,
];

export type ViewModeLabels = readonly [string, string, string, string];

export interface ViewModeSwitcherProps {
  value: IdeaView;
  onChange: (mode: IdeaView) => void;
  /** Button labels for modes 1 to 4; the spec's mode names by default. */
  labels?: ViewModeLabels;
  /** Names the toolbar for assistive technology. */
  label?: string;
}

/**
 * A toolbar of four toggle buttons; the pressed one is the current mode. As in any ARIA toolbar,
 * Tab enters it once (on the pressed button) and the arrow keys, Home and End move between buttons.
 */
export function ViewModeSwitcher({ value, onChange, labels, label }: ViewModeSwitcherProps) {
  useSpokenLanguage();
  const names = labels ?? viewModeLabels();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function focusAt(index: number) {
    const count = MODES.length;
    buttons.current[(index + count) % count]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: MODES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAt(target);
  }

  return (
    <ButtonGroup role="toolbar" aria-label={label ?? VIEW_MODE_TEXT.toolbarLabel}>
      {MODES.map((mode, index) => {
        const pressed = mode === value;
        return (
          <Button
            key={mode}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            variant={pressed ? 'primary' : 'outline-primary'}
            aria-pressed={pressed}
            tabIndex={pressed ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              if (!pressed) onChange(mode);
            }}
          >
            {names[index]}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
