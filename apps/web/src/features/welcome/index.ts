// The welcome feature's public face: the new-account rule the about page also follows.
export { isNewAccount } from './welcome-rules';
