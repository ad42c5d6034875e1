import { Hono } from 'hono';
import { accountRoutes, emailChangeRoutes } from './accounts/control.ts';
import { passwordResetRoutes } from './accounts/password-reset.ts';
import { emailConfirmationRoutes } from './accounts/email-confirmation.ts';
import { identifyOwner } from './auth/owner.ts';
import { PASSWORDS_BUSY_RETRY_SECONDS, PasswordsBusy } from './auth/password-queue.ts';
import { authRoutes } from './auth/routes.ts';
import { codeStepRoutes, requireCodeAppReady } from './auth/second-factor.ts';
import { availabilityRoutes } from './bookings/availability.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { liveCallRoutes } from './bookings/live-calls.ts';
import { catRoutes } from './cats/routes.ts';
import { vaccinationRuleRoutes } from './cats/vaccination-rules.ts';
import { proofRoutes, vaccinationRoutes } from './cats/vaccinations.ts';
import { careItemRoutes } from './cats/care-plan.ts';
import { changeBatchRoutes, deskChangeBatchRoutes, type RunInApp } from './change-batches.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { completeDepositRoutes, reservationDepositRoutes, startDepositRoutes } from './payments/deposits.ts';
import { extraServiceRoutes } from './extra-services.ts';
import { healthRoutes } from './health.ts';
import { CHANGE_METHODS, guardChanges } from './http/guards.ts';
import { keepOutOfCaches } from './http/out-of-caches.ts';
import { answerProblem, Problem } from './http/problem.ts';
import { logRequests } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { profileRoutes } from './accounts/profile.ts';
import { unsubscribeRoutes } from './accounts/unsubscribe.ts';
import { reservationRoutes } from './bookings/reservations.ts';
import { ownerPasswordResetRoutes } from './staff/owner-password-reset.ts';
import { staffRoutes } from './staff/routes.ts';
import type { WebApp } from './web-app.ts';
import { webhookRoutes } from './payments/webhooks.ts';
import { ownerPhotoRoutes } from './photos/routes.ts';
import { pushKeyRoutes, pushSubscriptionRoutes } from './push/routes.ts';

/**
 * The JSON API under /api. `runInApp` is the whole app, through which a batch of changes sends
 * each one as if it came alone. The phone calls it through sync/api-client.ts with the answer
 * types of domain/contracts/, not through a client typed from these routes, which would put the
 * server's types in the phone's build (issue 32).
 */
function apiRoutes(deps: AppDeps, runInApp: RunInApp) {
  return (
    new Hono<AppEnv>()
      .use(keepOutOfCaches)
      .on([...CHANGE_METHODS], '/*', guardChanges(deps.publicUrl))
      .use(identifyOwner)
      .get('/health', (c) => c.json({ status: 'ok' }, 200))
      .route('/login/code', codeStepRoutes)
      .route('/', authRoutes)
      .route('/password', passwordResetRoutes)
      .route('/email', emailConfirmationRoutes)
      .route('/user/profile', profileRoutes)
      // The link in a daily news e-mail is the credential: no session is asked.
      .route('/unsubscribe', unsubscribeRoutes)
      // Before /account: whoever holds the e-mailed link may confirm, signed in or not.
      .route('/account/email/confirm', emailChangeRoutes)
      .route('/account', accountRoutes)
      .route('/cats', catRoutes)
      .route('/vaccinations', vaccinationRoutes)
      .route('/proofs', proofRoutes)
      .route('/photos', ownerPhotoRoutes)
      .route('/care-plan', careItemRoutes)
      .route('/vaccination-rules', vaccinationRuleRoutes)
      .route('/extra-services', extraServiceRoutes())
      .route('/availability', availabilityRoutes)
      .route('/bookings', bookingRoutes)
      .route('/live-calls', liveCallRoutes)
      .route('/changes', changeBatchRoutes(runInApp))
      .route('/push', pushKeyRoutes)
      .route('/push-subscriptions', pushSubscriptionRoutes)
      .route('/reservations', reservationRoutes)
      .route('/create-paypal-deposit', startDepositRoutes)
      .route('/paypal-deposit-complete', completeDepositRoutes)
      .route('/payment/deposit', reservationDepositRoutes)
      .use('/staff/owners/*', requireCodeAppReady)
      .route('/staff/owners', ownerPasswordResetRoutes)
      .route('/staff/changes', deskChangeBatchRoutes(runInApp))
      .route('/staff', staffRoutes)
      .route('/webhooks/paypal', webhookRoutes('paypal'))
      .route('/webhooks/payfast', webhookRoutes('payfast'))
      .all('*', () => {
        throw new Problem(404, 'There is nothing at this address');
      })
  );
}

/** The API, and after it the web app's pages and files when the server has them (`web`). */
export function createApp(deps: AppDeps, web?: WebApp) {
  // Called only once requests come, when `app` is long built.
  const runInApp: RunInApp = (request, batched) => app.fetch(request, { batched });
  const app = new Hono<AppEnv>()
    .use(logRequests(deps))
    .use(securityHeaders(deps.publicUrl, web?.inlineCode))
    .route('/api', apiRoutes(deps, runInApp))
    // Before the web app, whose pages answer every other address.
    .route('/', healthRoutes);
  if (web !== undefined) app.route('/', web.routes);
  app.onError((error, c) => {
    // Where the password queue's 503 is answered, so it says when to try again.
    if (error instanceof PasswordsBusy) c.header('Retry-After', String(PASSWORDS_BUSY_RETRY_SECONDS));
    return answerProblem(error, c);
  });
  app.notFound((c) => c.json({ message: 'There is nothing at this address' }, 404));
  return app;
}
