import { isProxyLevelSet, normalizeProxyLevel, RESPONSIBILITY_SLIDER } from '@thoughtful/shared';
import { useId, type MouseEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useCoarsePointer } from '../../../../lib/use-coarse-pointer';
import { proxyLevelLabel } from '../create-idea-rules';
import { CREATE_IDEA_TEXT } from '../create-idea-text';
import './proxy-slider.css';

export interface ProxySliderProps {
  id: string;
  /** -2 until placed; then 0 (100% me) … 1 (just a messenger of my sources). */
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Where an unset slider's thumb would sit; it is hidden until the author places it. */
const UNSET_POSITION = 0.5;

/**
 * The responsibility (proxy) slider (accounts §2, content §4, §5): from 0, '100% me, full
 * responsibility', to 1, 'just a messenger of my sources', in steps of 0.01. Unset it asks for a
 * click (a tap or a drag on a touch screen); values under 0.05 count as 0 (shared's
 * `normalizeProxyLevel`).
 */
export function ProxySlider({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
}: ProxySliderProps) {
  const set = isProxyLevelSet(value);
  const endsId = useId();
  const label = proxyLevelLabel(value, useCoarsePointer());

  function place(raw: string) {
    onChange(normalizeProxyLevel(Number(raw)));
  }

  // A click on the spot where the hidden thumb already sits changes nothing, so it fires no change
  // event: the click itself places the slider.
  function onClick(event: MouseEvent<HTMLInputElement>) {
    if (!set) place(event.currentTarget.value);
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{CREATE_IDEA_TEXT.proxyLabel}</Form.Label>
      <p className={set ? 'fw-semibold mb-1' : 'fw-bold text-primary mb-1'} aria-live="polite">
        {label}
      </p>
      <Form.Range
        min={RESPONSIBILITY_SLIDER.MIN}
        max={RESPONSIBILITY_SLIDER.MAX}
        step={RESPONSIBILITY_SLIDER.STEP}
        value={set ? value : UNSET_POSITION}
        className={set ? undefined : 'proxy-slider-unset'}
        onChange={(event) => place(event.target.value)}
        onClick={onClick}
        aria-valuetext={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[endsId, describedBy].filter(Boolean).join(' ')}
      />
      <div id={endsId} className="d-flex justify-content-between small text-body-secondary">
        <span>{CREATE_IDEA_TEXT.proxyMin}</span>
        <span className="text-end">{CREATE_IDEA_TEXT.proxyMax}</span>
      </div>
    </Form.Group>
  );
}
