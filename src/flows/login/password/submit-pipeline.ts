/**
 * What a password login loads on its first submit (or when the page is idle): the flow and the
 * after-sign-in steps it ends with.
 */
export { submitPasswordLogin } from './submit-login';
export { signInCompletion } from '@/sign-in/after-sign-in/sign-in-completion';
export { withPageFields } from './login-page-fields';
