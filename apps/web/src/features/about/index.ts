// The about feature's public face: whether a member has gone on from About (the home screen's
// new-account redirect asks).
export { hasContinuedFromAbout } from './about-continued';
