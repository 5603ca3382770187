export * from './brand';
export * from './constants';
export * from './relative-time';
export * from './api/errors';
export * from './api/is-error-body';
export * from './api/config';
