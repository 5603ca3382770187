/** In the shared package, so its codes are the web app's message ids too (issue 44). */
export { VIEWPOINT_MESSAGES } from '@thoughtful/shared';
