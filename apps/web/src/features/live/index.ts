export { LiveUpdates, useLiveEvents } from './use-live-events';
