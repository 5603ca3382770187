import type { IdeaView } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewModeLabels } from './widgets-text';
import { ViewModeSwitcher } from './view-mode-switcher';

function Harness({ onChange }: { onChange?: (mode: IdeaView) => void }) {
  const [mode, setMode] = useState<IdeaView>(1);
  return (
    <ViewModeSwitcher
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange?.(next);
      }}
    />
  );
}

function pressed() {
  return screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
}

afterEach(cleanup);

describe('ViewModeSwitcher', () => {
  it('shows the four modes in a labelled toolbar with the current one pressed', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('toolbar', { name: 'View mode' });
    expect(toolbar).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([...viewModeLabels()]);
    expect(pressed()).toEqual(['Interpret meaning']);
  });

  it('reports the mode number of the clicked button, and not the current one again', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(pressed()).toEqual(['Zoom']);

    fireEvent.click(screen.getByRole('button', { name: 'waveMakers' }));
    expect(onChange).toHaveBeenLastCalledWith(4);

    fireEvent.click(screen.getByRole('button', { name: 'waveMakers' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes custom labels', () => {
    render(
      <ViewModeSwitcher
        value={2}
        onChange={() => undefined}
        labels={['Interpret', 'inTell', 'Arguments', 'Related waveMakers']}
        label="Idea view"
      />,
    );
    expect(screen.getByRole('toolbar', { name: 'Idea view' })).toBeTruthy();
    expect(pressed()).toEqual(['inTell']);
  });

  it('lets Tab reach only the pressed button and moves focus with the arrow keys', () => {
    render(<Harness />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);

    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[3]);
    fireEvent.keyDown(buttons[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[3]);
    fireEvent.keyDown(buttons[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });
});
