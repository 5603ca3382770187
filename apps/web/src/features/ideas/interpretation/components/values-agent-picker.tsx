import type { AgentRef } from '@thoughtful/shared';
import { useState } from 'react';
import { AgentMultiPicker, useAgent } from '../../../agents';
import { INTERPRETATION_TEXT as T } from '../interpretation-text';
import { useSpokenLanguage } from '../../../../lib/i18n';

/** Typing pause before a search is sent (as the other waveMaker pickers). */
const SEARCH_DEBOUNCE_MS = 300;

export interface ValuesAgentPickerProps {
  inputId: string;
  /** The chosen waveMaker's id, or null. */
  agentId: string | null;
  onChange: (agentId: string | null) => void;
}

/**
 * The optional waveMaker whose values the reader named (content §4 step 2), with the agents
 * feature's picker: one at most, so a new choice replaces the old. Folded until opened, since it
 * is optional; open when one is chosen.
 */
export function ValuesAgentPicker({ inputId, agentId, onChange }: ValuesAgentPickerProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const [names, setNames] = useState<Record<string, string>>({});
  // Open at first when a waveMaker is already chosen; afterwards the reader opens and closes it.
  const [openAtFirst] = useState(agentId !== null);
  // A prior choice (editing) is known by its id only; its name comes from the waveMaker.
  const known = agentId === null ? undefined : names[agentId];
  const { data: agent } = useAgent(agentId !== null && known === undefined ? agentId : '');
  const chosen: AgentRef[] =
    agentId === null ? [] : [{ _id: agentId, name: known ?? agent?.name ?? T.aWaveMaker }];
  const words = T.valuesAgentPicker;

  function change(list: AgentRef[]) {
    const last = list.at(-1);
    if (last !== undefined) setNames((current) => ({ ...current, [last._id]: last.name }));
    onChange(last?._id ?? null);
  }

  return (
    <details className="mb-3" open={openAtFirst || undefined}>
      <summary className="fw-semibold mb-2">{T.valuesAgent}</summary>
      <AgentMultiPicker
        inputId={inputId}
        label={T.valuesAgentSearch}
        text={words}
        debounceMs={SEARCH_DEBOUNCE_MS}
        chosen={chosen}
        onChange={change}
        chosenListNamedBy="aria-label"
        // The visible 'Choose'/'Chosen' says whether it is chosen; the hidden name says which one.
        addButton={(found, isChosen) => ({
          content: (
            <>
              {isChosen ? words.chosen : words.choose}
              <span className="visually-hidden"> {found.name}</span>
            </>
          ),
        })}
        smallSubmitNew
      />
    </details>
  );
}
