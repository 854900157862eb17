/** The component-test harness (docs/architecture.md, "Tests"). */
export {
  inAct,
  renderApp,
  renderAppHook,
  type AnswerCatalogueDialog,
  type NotifierSpies,
  type RenderAppOptions,
  type RenderedApp,
  type SandboxSetup,
  type TrackedEvent,
  type VerificationSpies,
} from './render-app';
export { LocationProbe } from './location-probe';
export { TEST_API_BASE, verificationStandIn } from './verification-stand-in';
