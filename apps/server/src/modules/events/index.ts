export { eventRoutes } from './events.routes';
export { announces, eventsOf } from './route-events';
export { inProcessBus, LiveEvents, postgresBus, redisBus, type EventBus } from './live-events';
