import type { AgentRef } from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { AgentMultiPicker } from '../../agents';
import { SEARCH_DEBOUNCE_MS } from '../../search';
import { useManagerSettings, useSaveDefaultWaveMakers } from '../api/manager-settings';
import { MANAGER_TEXT as T } from './manager-text';

/**
 * Choice 0 of the add form, 'Default waveMaker list' (content §2, §3 'Setting', §6): teachers and
 * admins choose the waveMakers offered to everyone who submits an inTell. Saving modifies the
 * first setting, or adds one when there is none ('Failed To Add / Modify Setting On Server').
 */
export function DefaultWaveMakersForm() {
  const settings = useManagerSettings();
  useQueryErrorAlerts(settings.error, settings.errorUpdatedAt, T.settingRetrieveFailed);
  const save = useSaveDefaultWaveMakers();
  const { addAlert, alertErrors } = useAlerts();
  // Null until the teacher changes the list: the saved list is shown.
  const [edited, setEdited] = useState<AgentRef[] | null>(null);

  if (settings.isPending) {
    return settings.error ? null : <LoadingIndicator label={T.loadingSettings} />;
  }
  const setting = settings.data?.[0] ?? null;
  const chosen = edited ?? setting?.defaultWaveMakers ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || settings.isError) return;
    save.mutate(
      { settingId: setting?._id ?? null, defaultWaveMakers: chosen },
      {
        onSuccess: () => {
          addAlert(T.savedWaveMakers, 'success');
          setEdited(null);
        },
        onError: (error) =>
          alertErrors(error, setting === null ? T.settingAddFailed : T.settingModifyFailed),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={T.defaultWaveMakersChosen}>
      <p>{T.defaultWaveMakersIntro}</p>
      <div className="mb-3">
        <AgentMultiPicker
          inputId="default-wave-makers-search"
          label={T.defaultWaveMakersLabel}
          text={{
            chosenLabel: T.defaultWaveMakersChosen,
            noneChosen: T.defaultWaveMakersNone,
            remove: T.removeWaveMaker,
            searching: T.searching,
            noResults: T.noResults,
            resultsLabel: T.waveMakersResults,
            submitNew: T.newWaveMaker,
            searchFailed: T.agentsSearchFailed,
          }}
          debounceMs={SEARCH_DEBOUNCE_MS}
          chosen={chosen}
          onChange={setEdited}
          disabled={save.isPending}
          chosenListNamedBy="aria-label"
          addButton={(agent) => ({ label: T.addWaveMaker(agent.name), content: T.addShort })}
          smallSubmitNew
        />
      </div>
      <Button type="submit" disabled={save.isPending || settings.isError}>
        {T.saveWaveMakers}
      </Button>
    </Form>
  );
}
