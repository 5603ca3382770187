export { eventRoutes } from './events.routes';
export { liveEventsListener, liveEventsOf } from './live-events.listener';
export {
  EVENT_CHANNEL,
  eventBusFor,
  inProcessBus,
  LiveEvents,
  postgresBus,
  redisBus,
  type EventBus,
} from './live-events';
export { OpenStreams, streamCaps } from './open-streams';
