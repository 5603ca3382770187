import { ACTIVITY_TYPE } from '@thoughtful/shared';
import { AddInTellRunner } from './add-intell-runner';
import { GuidingQuestionRunner } from './guiding-question-runner';
import { InfoMessageRunner } from './info-message-runner';
import { InterconnectRunner } from './interconnect-runner';
import { InterpretRunner } from './interpret-runner';
import { KeyPointRunner } from './key-point-runner';
import type { RunnerProps } from './runner-props';

/** The runner of the activity's type (content §2 'Activity screens (students)'). */
export function ActivityRunner(props: RunnerProps) {
  switch (props.activity.selection) {
    case ACTIVITY_TYPE.ADD_INTELL:
      return <AddInTellRunner {...props} />;
    case ACTIVITY_TYPE.KEY_POINT:
      return <KeyPointRunner {...props} />;
    case ACTIVITY_TYPE.INFO_MESSAGE:
      return <InfoMessageRunner {...props} />;
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return <GuidingQuestionRunner {...props} />;
    case ACTIVITY_TYPE.INTERPRET:
      return <InterpretRunner {...props} />;
    case ACTIVITY_TYPE.INTERCONNECT:
      return <InterconnectRunner {...props} />;
    default:
      // A code this screen does not know (a newer server): Continue still completes it.
      return <InfoMessageRunner {...props} />;
  }
}
