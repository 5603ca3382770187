import type { LiveEvent, LiveEventType } from '@thoughtful/shared';
import type { Change, ChangeListener } from '../../changes/changes';

/** The live events (DESIGN.md §9) that tell readers of these changes: ids only, each once. */
export function liveEventsOf(changes: readonly Change[]): LiveEvent[] {
  const events = new Map<string, LiveEvent>();
  const add = (type: LiveEventType, ...ids: readonly (string | null)[]) => {
    for (const id of ids) if (id) events.set(`${type}:${id}`, { type, id });
  };
  for (const change of changes) {
    switch (change.type) {
      case 'idea.created':
        add('idea', change.ideaId, change.referencedIdeaId);
        break;
      case 'idea.interpreted':
        add('idea', change.ideaId);
        break;
      case 'agent.created':
      case 'agent.rated':
        add('agent', change.agentId);
        break;
      case 'link.created':
      case 'link.rated':
      case 'link.ratingWithdrawn':
        add('link', change.linkId);
        add('idea', ...change.ideaIds);
        add('agent', ...change.agentIds);
        break;
      case 'activity.changed':
      case 'activity.deleted':
      case 'activity.completed':
        add('activity', change.activityId);
        break;
      // The activity's screens read it again: its teachers' progress view, its student's list.
      case 'feedback.saved':
        add('activity', change.activityId);
        break;
      case 'feedback.released':
        add('activity', ...new Set(change.activityIds));
        break;
      // A class's screens (its teachers' roster, its students' list) read it again.
      case 'class.changed':
      case 'class.rosterChanged':
      case 'student.renamed':
        add('class', change.classId);
        break;
      // Each comes with the `activity.changed` that tells the screens.
      case 'activity.wentLive':
      case 'activity.followUpAdded':
      case 'profile.saved':
      case 'setting.changed':
        break;
    }
  }
  return [...events.values()];
}

/** Sends each committed transaction's live events through the servers' bus. */
export function liveEventsListener(live: {
  publish(type: LiveEventType, ...ids: string[]): void;
}): ChangeListener {
  return {
    name: 'live events',
    afterCommit(changes) {
      for (const event of liveEventsOf(changes)) live.publish(event.type, event.id);
    },
  };
}
