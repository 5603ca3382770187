import type { ActivityDto, UpdateActivityPayload } from '@thoughtful/shared';

export interface CompleteOptions {
  /**
   * Keep the activity on the To Do tab, showing its result (the guiding question's plot, the
   * saved interpretation), until the student presses Continue (`release`).
   */
  hold?: boolean;
  /** Once the server has recorded the completion. */
  onSuccess?: () => void;
}

/** What every runner gets from the screen. */
export interface RunnerProps {
  activity: ActivityDto;
  /** The student's own id: `studentIDCompleted`. */
  userId: string;
  /** Sends the one completion call (`POST /api/activity/{id}`); failures become alerts. */
  complete: (body: UpdateActivityPayload, options?: CompleteOptions) => void;
  /** A completion is on its way: the buttons wait. */
  submitting: boolean;
  /** Continue after a held result: the activity moves to Completed. */
  release: () => void;
}
