import { PRODUCT_NAME } from '@thoughtful/shared';
import { LOGIN_TEXT } from '../auth-text';

/** Stands in for the login form, which arrives with the accounts feature. */
export function LoginScreen() {
  return (
    <section className="py-4">
      <h1>{PRODUCT_NAME}</h1>
      <p className="lead">{LOGIN_TEXT.tagline}</p>
    </section>
  );
}
